/**
 * CSV as RFC 4180 describes it: comma-separated fields, quoted fields that may hold commas, line breaks
 * and doubled quotes, CRLF or LF line ends. Spreadsheet exports also add a byte-order mark, which is skipped.
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

export function parseCsv(text: string): CsvRecord[] {
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
    } else if (char === ',') {
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
