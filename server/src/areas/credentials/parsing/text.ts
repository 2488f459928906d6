import sharp from 'sharp';
import { getDocumentProxy, renderPageAsImage } from 'unpdf';
import { detectFileKind } from '../../../core/files';
import { msg, oneOf } from '../../../core/i18n';
import type { OcrEngine } from './ocr';

/** A file whose text cannot be read; the message says why, for the person who uploaded it. */
export class UnreadableFileError extends Error {}

// msg(): a parse job stores its failure reason and the list writes it in the reader's language.
export const NO_TEXT_MESSAGE = msg('credentials:parsing.no_text');
export const DAMAGED_PDF_MESSAGE = msg('credentials:parsing.damaged_pdf');
export const PROTECTED_PDF_MESSAGE = msg('credentials:parsing.protected_pdf');
export const DAMAGED_IMAGE_MESSAGE = msg('credentials:parsing.damaged_image');
export const WRONG_TYPE_MESSAGE = msg('files.wrong_file', { types: oneOf(['PDF', 'PNG', 'JPEG']) });

export interface DocumentText {
  text: string;
  pages: number;
  /** Pages read by OCR: images, and PDF pages without a text layer. */
  ocrPages: number;
}

/** Credentials are a page or two; a long PDF is read this far. */
const MAX_PAGES = 10;
const MAX_OCR_PAGES = 5;
/** Fewer letters than this on a PDF page means it is a scan: its image is read instead. */
const MIN_TEXT_LAYER_LETTERS = 20;
/** OCR reads text best at about this width; photos are scaled to it, small images enlarged. */
const OCR_WIDTH = 2000;

async function imageForOcr(bytes: Buffer): Promise<Buffer> {
  try {
    // rotate() applies the camera's orientation, so a phone photo is read upright.
    const upright = sharp(bytes, { failOn: 'error' }).rotate();
    const { width = OCR_WIDTH } = await upright.metadata();
    const resized = width > OCR_WIDTH * 1.25 || width < OCR_WIDTH / 2 ? upright.resize({ width: OCR_WIDTH }) : upright;
    return await resized.grayscale().png().toBuffer();
  } catch {
    throw new UnreadableFileError(DAMAGED_IMAGE_MESSAGE);
  }
}

const letterCount = (text: string) => (text.match(/\p{L}/gu) ?? []).length;

async function openPdf(bytes: Buffer) {
  try {
    return await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  } catch (error) {
    if ((error as Error).name === 'PasswordException') throw new UnreadableFileError(PROTECTED_PDF_MESSAGE);
    throw new UnreadableFileError(DAMAGED_PDF_MESSAGE);
  }
}

async function readPdf(bytes: Buffer, ocr: OcrEngine): Promise<DocumentText> {
  const pdf = await openPdf(bytes);
  try {
    const pages = Math.min(pdf.numPages, MAX_PAGES);
    const texts: string[] = [];
    let ocrPages = 0;
    for (let number = 1; number <= pages; number++) {
      let text: string;
      try {
        const page = await pdf.getPage(number);
        const content = await page.getTextContent();
        text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
      } catch {
        throw new UnreadableFileError(DAMAGED_PDF_MESSAGE);
      }
      if (letterCount(text) < MIN_TEXT_LAYER_LETTERS && ocrPages < MAX_OCR_PAGES) {
        const page = await pdf.getPage(number);
        const { width } = page.getViewport({ scale: 1 });
        const image = await renderPageAsImage(pdf, number, {
          canvasImport: () => import('@napi-rs/canvas'),
          scale: Math.min(4, OCR_WIDTH / width),
        });
        text = await ocr.recognize(Buffer.from(image));
        ocrPages += 1;
      }
      texts.push(text);
    }
    return { text: texts.join('\n'), pages, ocrPages };
  } finally {
    await pdf.destroy();
  }
}

/**
 * The text of a credential document: a PDF's text layer, or OCR of an image and of PDF pages that are
 * scans. Throws UnreadableFileError when the file cannot be read or holds no text.
 */
export async function readDocumentText(bytes: Buffer, ocr: OcrEngine): Promise<DocumentText> {
  const kind = detectFileKind(bytes);
  let result: DocumentText;
  if (kind === 'pdf') result = await readPdf(bytes, ocr);
  else if (kind === 'png' || kind === 'jpeg') result = { text: await ocr.recognize(await imageForOcr(bytes)), pages: 1, ocrPages: 1 };
  else throw new UnreadableFileError(WRONG_TYPE_MESSAGE);
  if (letterCount(result.text) === 0) throw new UnreadableFileError(NO_TEXT_MESSAGE);
  return result;
}
