import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { GuideContent } from './content';

const PAGE = { width: 612, height: 792 };
const MARGIN = 60;
const WIDTH = PAGE.width - 2 * MARGIN;
const INK = rgb(0.12, 0.14, 0.17);
const ACCENT = rgb(0.0, 0.34, 0.6);
// Fixed, so regenerating the same text gives the same file.
const WRITTEN = new Date('2026-11-25T00:00:00Z');

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) line = candidate;
    else {
      if (line) lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A guide as a Letter-size PDF: a title, headings, paragraphs and bullets, page numbers in the footer. */
export async function renderGuide(guide: GuideContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(guide.title);
  pdf.setAuthor('Trades Portal');
  pdf.setSubject(guide.audience);
  pdf.setCreator('Trades Portal user guides');
  pdf.setProducer('pdf-lib');
  pdf.setCreationDate(WRITTEN);
  pdf.setModificationDate(WRITTEN);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);

  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  const room = (height: number) => {
    if (y - height < MARGIN + 20) {
      page = pdf.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - MARGIN;
    }
  };
  const write = (lines: string[], font: PDFFont, size: number, leading: number, x = MARGIN, color = INK) => {
    for (const text of lines) {
      room(leading);
      page.drawText(text, { x, y: y - size, size, font, color });
      y -= leading;
    }
  };

  write(wrap(guide.title, bold, 20, WIDTH), bold, 20, 26, MARGIN, ACCENT);
  y -= 4;
  write(wrap(guide.audience, regular, 11, WIDTH), regular, 11, 16);
  y -= 8;
  for (const block of guide.blocks) {
    if ('heading' in block) {
      room(40);
      y -= 10;
      write([block.heading], bold, 14, 20, MARGIN, ACCENT);
      y -= 3;
    } else if ('text' in block) {
      write(wrap(block.text, regular, 10.5, WIDTH), regular, 10.5, 15);
      y -= 6;
    } else {
      for (const item of block.bullets) {
        const lines = wrap(item, regular, 10.5, WIDTH - 16);
        room(15);
        page.drawText('•', { x: MARGIN + 2, y: y - 10.5, size: 10.5, font: regular, color: ACCENT });
        write(lines, regular, 10.5, 15, MARGIN + 16);
        y -= 2;
      }
      y -= 6;
    }
  }

  const pages = pdf.getPages();
  pages.forEach((each, index) => {
    const footer = `${guide.title} — page ${index + 1} of ${pages.length}`;
    each.drawText(footer, { x: MARGIN, y: MARGIN - 24, size: 8.5, font: regular, color: rgb(0.4, 0.42, 0.45) });
  });
  return pdf.save({ useObjectStreams: false });
}
