/**
 * CSV as RFC 4180 describes it: delimited fields, quoted fields that may hold delimiters, line breaks
 * and doubled quotes, CRLF or LF line ends. Spreadsheet exports also add a byte-order mark, which is skipped.
 * Files come as spreadsheets save them: Excel under French-Canadian settings separates fields with `;`, a
 * "Text (Tab delimited)" save with tabs, and Excel on Windows writes Windows-1252 unless told UTF-8.
 */

import { msg } from '../i18n';

export interface CsvRecord {
  /** 1-based line of the file on which the record starts (a quoted line break makes a record span lines). */
  line: number;
  cells: string[];
}

/** A file that is not CSV; its message is a catalog message (msg), translated where it is shown. */
export class CsvError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

/** The field separators a spreadsheet saves CSV with, by the name the preview shows. */
export const CSV_DELIMITERS = { comma: ',', semicolon: ';', tab: '\t' } as const;
export type CsvDelimiter = keyof typeof CSV_DELIMITERS;

/** The text encodings a CSV file is read in: UTF-8, Excel on Windows (Windows-1252) and older Excel for Mac (Mac Roman). */
export const CSV_ENCODINGS = ['utf-8', 'windows-1252', 'macintosh'] as const;
export type CsvEncoding = (typeof CSV_ENCODINGS)[number];

/** How a file was read, for the preview to say. */
export interface CsvReading {
  delimiter: CsvDelimiter;
  encoding: CsvEncoding;
  byte_order_mark: boolean;
  /**
   * False when the bytes are not UTF-8 and could be Windows-1252 or Mac Roman: the preview then asks which
   * reads the accents right, and the file is sent again with that encoding.
   */
  encoding_certain: boolean;
}

export interface CsvFile {
  /** The file's text, decoded, without a byte-order mark. */
  text: string;
  records: CsvRecord[];
  reading: CsvReading;
}

/**
 * Bytes 0x80–0x9F that Windows-1252 writes for text a person types (€ … Œ œ quotes, dashes, bullet, ™). Mac Roman
 * puts accented letters there (é is 0x8E, è 0x8F, à 0x88, ç 0x8D): any other byte of that range makes the
 * encoding uncertain.
 */
const WINDOWS_1252_TYPED = new Set([0x80, 0x85, 0x8c, 0x91, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x99, 0x9c]);

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** What Windows-1252 writes at 0x80–0x9F (the rest is Latin-1); undefined bytes stay as they are. */
const WINDOWS_1252_HIGH = '€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8dŽ\x8f\x90‘’“”•–—˜™š›œ\x9džŸ';

/** Windows-1252 decoded by hand: Node's TextDecoder reads that label as Latin-1 (nodejs/node#56542), losing ’ œ – €. */
function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    const chunk = bytes.subarray(i, i + 8192);
    text += String.fromCharCode(...Array.from(chunk, (byte) => (byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_HIGH.charCodeAt(byte - 0x80) : byte)));
  }
  return text;
}

const decodeAs = (bytes: Uint8Array, encoding: CsvEncoding) =>
  encoding === 'windows-1252' ? decodeWindows1252(bytes) : new TextDecoder(encoding).decode(bytes);

/**
 * How much a decoding reads like typed text: each accented lower-case letter written next to a lower-case
 * letter counts (Gagné, côté). Mac Roman bytes read as Windows-1252 give "GagnŽ", and the reverse "GagnÈ".
 */
const plausibility = (text: string) => text.match(/(?<=[a-z])\p{Ll}|\p{Ll}(?=[a-z])/gu)?.filter((char) => char > '\x7f').length ?? 0;

/**
 * The file's text and how it was decoded: a UTF-8 byte-order mark, valid UTF-8, else Windows-1252 (Excel on
 * Windows), or Mac Roman when its bytes read so much better that way; `encoding` when the person chose one.
 */
export function decodeCsv(bytes: Uint8Array, encoding?: CsvEncoding): Omit<CsvReading, 'delimiter'> & { text: string } {
  const byteOrderMark = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  if (byteOrderMark) return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8', byte_order_mark: true, encoding_certain: true };
  if (encoding) return { text: decodeAs(bytes, encoding), encoding, byte_order_mark: false, encoding_certain: true };
  try {
    return { text: utf8.decode(bytes), encoding: 'utf-8', byte_order_mark: false, encoding_certain: true };
  } catch {
    const windows = decodeWindows1252(bytes);
    const certain = !bytes.some((byte) => byte >= 0x80 && byte <= 0x9f && !WINDOWS_1252_TYPED.has(byte));
    if (certain) return { text: windows, encoding: 'windows-1252', byte_order_mark: false, encoding_certain: true };
    const mac = decodeAs(bytes, 'macintosh');
    return plausibility(mac) > plausibility(windows)
      ? { text: mac, encoding: 'macintosh', byte_order_mark: false, encoding_certain: false }
      : { text: windows, encoding: 'windows-1252', byte_order_mark: false, encoding_certain: false };
  }
}

/** The separator the header line (the first that is not blank) uses most, counted outside quotes; a comma when it has none. */
export function detectDelimiter(text: string): CsvDelimiter {
  const counts: Record<CsvDelimiter, number> = { comma: 0, semicolon: 0, tab: 0 };
  const header = text.replace(/^[\uFEFF\r\n]+/, '');
  let quoted = false;
  for (const char of header) {
    if (char === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (char === '\n' || char === '\r') break;
    else if (char === ',') counts.comma++;
    else if (char === ';') counts.semicolon++;
    else if (char === '\t') counts.tab++;
  }
  const [most] = (Object.keys(counts) as CsvDelimiter[]).sort((a, b) => counts[b] - counts[a]);
  return counts[most] > 0 ? most : 'comma';
}

/**
 * An uploaded CSV file read whole: its bytes decoded (see decodeCsv), or its text as sent in JSON (UTF-8), then
 * split on the separator its header line uses. Throws CsvError for a file that is not CSV.
 */
export function readCsvFile(file: Uint8Array | string, encoding?: CsvEncoding): CsvFile {
  const decoded =
    typeof file === 'string'
      ? { text: file, encoding: 'utf-8' as const, byte_order_mark: file.charCodeAt(0) === 0xfeff, encoding_certain: true }
      : decodeCsv(file, encoding);
  const text = decoded.text.charCodeAt(0) === 0xfeff ? decoded.text.slice(1) : decoded.text;
  const delimiter = detectDelimiter(text);
  return {
    text,
    records: parseCsv(text, CSV_DELIMITERS[delimiter]),
    reading: { delimiter, encoding: decoded.encoding, byte_order_mark: decoded.byte_order_mark, encoding_certain: decoded.encoding_certain },
  };
}

/**
 * A column heading as files write it, compared in any case, without accents or apostrophes ("Prénom",
 * "PRENOM" and "prénom" are one; "Date d’expiration" is "date d expiration").
 */
export const normaliseHeading = (heading: string) =>
  heading
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s_'’-]+/g, ' ')
    .trim();

export function parseCsv(text: string, delimiter = ','): CsvRecord[] {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let quoteLine = 1;
  // Whether the current record has any content yet: a file's final line break ends no extra record.
  let started = false;

  const endCell = () => {
    cells.push(cell);
    cell = '';
  };
  const endRecord = () => {
    endCell();
    records.push({ line: recordLine, cells });
    cells = [];
    started = false;
  };

  for (let i = 0; i < input.length; i++) {
    const char = input[i];
    if (char === '\u0000') throw new CsvError(msg('csv.nul_character', { line }), line);
    if (quoted) {
      if (char === '"') {
        if (input[i + 1] === '"') {
          cell += '"';
          i++;
        } else {
          quoted = false;
        }
      } else {
        if (char === '\n' || (char === '\r' && input[i + 1] !== '\n')) line++;
        cell += char;
      }
      continue;
    }
    if (char === '"' && cell === '') {
      // A quote opens a quoted field only at the start of a field; elsewhere it is an ordinary character.
      quoted = true;
      quoteLine = line;
      started = true;
    } else if (char === delimiter) {
      endCell();
      started = true;
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && input[i + 1] === '\n') i++;
      if (started || cell !== '') endRecord();
      line++;
      recordLine = line;
    } else {
      cell += char;
      started = true;
    }
  }
  if (quoted) throw new CsvError(msg('csv.unclosed_quote', { line: quoteLine }), quoteLine);
  if (started || cell !== '') endRecord();
  return records;
}

export type CsvCell = string | number | null | undefined;

/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell a spreadsheet shows as text: one starting like a formula gets a leading single quote, and a cell
 * with a comma, quote or line break is quoted with its quotes doubled.
 */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows joined with CRLF, the line end RFC 4180 names. */
export function toCsv(rows: CsvCell[][]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/**
 * A CSV file for a person to open: CRLF line ends and a UTF-8 byte-order mark, without which Excel on Windows
 * reads the file as Windows-1252 and shows Gagné as GagnÃ©. Every CSV the portal hands out is written so.
 */
export const csvFile = (rows: CsvCell[][]): string => `\uFEFF${toCsv(rows)}`;
