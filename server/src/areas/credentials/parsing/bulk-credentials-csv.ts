import { createHash } from 'node:crypto';
import { allOf, msg, type Locale, type Message } from '../../../core/i18n';
import { CsvError, normaliseHeading, readCsvFile, type CsvFile } from '../../../core/lib/csv';
import { EMAIL_PATTERN, emailMessage } from '../../../core/lib/validation';
import type { BulkCredentialRow } from 'shared-api/contract';
import { attribute, requiredMessage, type CredentialAttribute } from '../messages';
import { numericDateOrder, parseDateText, type NumericOrder } from './dates';
import enCA from '../i18n/en-CA.json';
import frCA from '../i18n/fr-CA.json';

/** The preview lists every row and the job reads every row; this keeps both quick. */
export const MAX_BULK_ROWS = 10_000;

type BulkField = Exclude<keyof BulkCredentialRow, 'line'>;

/**
 * The file's columns (spec part 2 §3) with the headings accepted besides their name in each language (the
 * catalogs' bulk.columns, which the sample file is headed with), compared as normaliseHeading writes them (any
 * case, no accents or apostrophes).
 */
export const BULK_COLUMNS: Array<{ field: BulkField; headings: string[]; required?: boolean }> = [
  { field: 'first_name', headings: ['firstname', 'first'], required: true },
  { field: 'last_name', headings: ['lastname', 'last', 'surname', 'nom de famille'], required: true },
  { field: 'email', headings: ['e mail', 'email address', 'adresse courriel'], required: true },
  { field: 'credential_name', headings: ['credential', 'attestation'], required: true },
  { field: 'issued', headings: ['credential issued', 'issued date', 'issued', 'date de delivrance'] },
  { field: 'expiry', headings: ['credential expiry date', 'expiry', 'expiry date', 'date d expiration', 'expiration'] },
  { field: 'credential_url', headings: ['url'] },
  { field: 'supporting_credential_name', headings: ['supporting credential', 'attestation complementaire'] },
  { field: 'supporting_issued', headings: ['supporting credential issued'] },
  { field: 'supporting_expiry', headings: ['supporting credential expiry date'] },
  { field: 'supporting_credential_id', headings: ['supporting credential number'] },
  { field: 'supporting_credential_url', headings: [] },
];

const COLUMN_NAMES: Record<Locale, Record<BulkField, string>> = { 'en-CA': enCA.bulk.columns, 'fr-CA': frCA.bulk.columns };

/** A column's heading in the reader's language. */
export const bulkColumnName = (field: BulkField, locale: Locale) => COLUMN_NAMES[locale][field];

/** Which column a heading names, if any. */
const COLUMN_OF_HEADING = new Map(
  BULK_COLUMNS.flatMap((column) =>
    [...Object.values(COLUMN_NAMES).map((names) => names[column.field]), ...column.headings].map((heading) => [normaliseHeading(heading), column] as const),
  ),
);

/** The file itself cannot be used (syntax, columns, size); the message (a msg()) is for the person who chose it. */
export class BulkFileError extends Error {
  constructor(message: Message | string) {
    super(message);
  }
}

/**
 * Rows of a bulk credential CSV (read by readCsvFile: any separator and encoding): the header line names the
 * columns in English or French (any order); lines with one column or fewer are dropped (spec part 2 §5).
 */
export function readBulkCredentialCsv(file: CsvFile | string): BulkCredentialRow[] {
  let read;
  try {
    read = typeof file === 'string' ? readCsvFile(file) : file;
  } catch (error) {
    if (error instanceof CsvError) throw new BulkFileError(error.message);
    throw error;
  }
  const records = read.records.filter((record) => record.cells.length > 1 && record.cells.some((cell) => cell.trim() !== ''));
  const [header, ...lines] = records;
  if (!header) throw new BulkFileError(msg('credentials:bulk.file_empty'));
  const positions = new Map<BulkField, number>();
  header.cells.forEach((heading, index) => {
    const column = COLUMN_OF_HEADING.get(normaliseHeading(heading));
    if (column && !positions.has(column.field)) positions.set(column.field, index);
  });
  const missing = BULK_COLUMNS.filter((column) => column.required && !positions.has(column.field));
  if (missing.length > 0) {
    throw new BulkFileError(msg('credentials:bulk.missing_columns', { columns: allOf(missing.map((c) => msg(`credentials:bulk.columns.${c.field}`))) }));
  }
  if (lines.length === 0) throw new BulkFileError(msg('credentials:bulk.no_rows'));
  // The catalogs write the limit (10,000) in each language's digits.
  if (lines.length > MAX_BULK_ROWS) throw new BulkFileError(msg('credentials:bulk.too_many_rows'));
  return lines.map((record) => {
    const row = { line: record.line } as BulkCredentialRow;
    for (const { field } of BULK_COLUMNS) {
      const index = positions.get(field);
      row[field] = index === undefined ? '' : (record.cells[index] ?? '').trim();
    }
    return row;
  });
}

/** A credential a row asks for: its dates read, ready to store. */
export interface BulkCredentialEntry {
  name: string;
  issued: string | null;
  expiry: string | null;
  document_number: string | null;
  url: string | null;
  supporting: boolean;
}

export interface CheckedBulkRow {
  row: BulkCredentialRow;
  /** Each field's messages (msg()), translated where they are shown. */
  errors: Record<string, Message[]>;
  /** Lower-cased e-mail: workers are matched on it. */
  email: string;
  credentials: BulkCredentialEntry[];
}

const DATE_FIELDS: Array<[BulkField, CredentialAttribute]> = [
  ['issued', 'credential_issued_date'],
  ['expiry', 'credential_expiry'],
  ['supporting_issued', 'supporting_credential_issued_date'],
  ['supporting_expiry', 'supporting_credential_expiry'],
];
const LIMITS: Array<[BulkField, Message, number]> = [
  ['first_name', attribute('first_name'), 255],
  ['last_name', attribute('last_name'), 255],
  ['email', msg('attributes.email'), 255],
  ['credential_name', attribute('credential_name'), 255],
  ['supporting_credential_name', attribute('supporting_credential_name'), 255],
  ['supporting_credential_id', attribute('supporting_credential_id'), 100],
  ['credential_url', attribute('credential_url'), 2000],
  ['supporting_credential_url', attribute('supporting_credential_url'), 2000],
];
const SUPPORTING_DETAILS: BulkField[] = ['supporting_issued', 'supporting_expiry', 'supporting_credential_id', 'supporting_credential_url'];

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function checkRow(row: BulkCredentialRow, order: NumericOrder | undefined): CheckedBulkRow {
  const errors: Record<string, Message[]> = {};
  const add = (field: string, message: Message) => (errors[field] ??= []).push(message);
  for (const field of ['first_name', 'last_name', 'email', 'credential_name'] as const) {
    if (!row[field]) add(field, field === 'email' ? msg('validation.required', { attribute: msg('attributes.email') }) : requiredMessage(field));
  }
  if (row.email && !EMAIL_PATTERN.test(row.email)) add('email', emailMessage());
  for (const [field, label, max] of LIMITS) {
    if (row[field].length > max) add(field, msg('validation.max_string', { attribute: label, max }));
  }
  for (const field of ['credential_url', 'supporting_credential_url'] as const) {
    if (row[field] && !isWebAddress(row[field])) add(field, msg('credentials:bulk.url_invalid', { attribute: attribute(field) }));
  }
  const dates: Partial<Record<BulkField, string | null>> = {};
  for (const [field, label] of DATE_FIELDS) {
    if (!row[field]) {
      dates[field] = null;
      continue;
    }
    const read = parseDateText(row[field], order);
    if ('iso' in read) dates[field] = read.iso;
    else if (read.problem === 'ambiguous') add(field, msg('credentials:bulk.date_ambiguous', { attribute: attribute(label), value: row[field] }));
    else add(field, msg('credentials:bulk.date_invalid', { attribute: attribute(label) }));
  }
  if (dates.issued && dates.expiry && dates.issued > dates.expiry) {
    add('expiry', msg('credentials:bulk.expiry_before_issued', { attribute: attribute('credential_expiry'), other: attribute('credential_issued_date') }));
  }
  if (dates.supporting_issued && dates.supporting_expiry && dates.supporting_issued > dates.supporting_expiry) {
    add(
      'supporting_expiry',
      msg('credentials:bulk.expiry_before_issued', {
        attribute: attribute('supporting_credential_expiry'),
        other: attribute('supporting_credential_issued_date'),
      }),
    );
  }
  if (!row.supporting_credential_name && SUPPORTING_DETAILS.some((field) => row[field])) {
    add('supporting_credential_name', msg('credentials:bulk.supporting_name_required'));
  }

  const credentials: BulkCredentialEntry[] = [];
  if (row.credential_name) {
    credentials.push({
      name: row.credential_name,
      issued: dates.issued ?? null,
      expiry: dates.expiry ?? null,
      document_number: null,
      url: row.credential_url || null,
      supporting: false,
    });
  }
  if (row.supporting_credential_name) {
    credentials.push({
      name: row.supporting_credential_name,
      issued: dates.supporting_issued ?? null,
      expiry: dates.supporting_expiry ?? null,
      document_number: row.supporting_credential_id || null,
      url: row.supporting_credential_url || null,
      supporting: true,
    });
  }
  return { row, errors, email: row.email.toLowerCase(), credentials };
}

/**
 * Checks every row. Numeric dates follow the order the file itself reveals (a 25/03/2025 anywhere means
 * day first); when nothing does, a date that reads both ways is an error rather than a guess.
 */
export function checkBulkRows(rows: BulkCredentialRow[]): CheckedBulkRow[] {
  const order =
    numericDateOrder(rows.flatMap((row) => [row.issued, row.expiry, row.supporting_issued, row.supporting_expiry])) ?? undefined;
  return rows.map((row) => checkRow(row, order));
}

export const hasRowErrors = (row: CheckedBulkRow) => Object.keys(row.errors).length > 0;

/**
 * SHA-256 of what the rows mean, not of how the file is written: line breaks, column order, blank lines,
 * e-mail case and date formats do not change it, so the same credentials sent twice are recognised.
 */
export function bulkContentHash(rows: CheckedBulkRow[]): string {
  const content = rows.map(({ row, email, credentials }) => [
    row.first_name,
    row.last_name,
    email,
    credentials.map((c) => [c.name, c.issued, c.expiry, c.document_number, c.url]),
  ]);
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

/** sample-credentials.csv: the columns in the spec's order, headed in the reader's language, and rows showing each one in use. */
export const sampleCredentialRows = (locale: Locale): string[][] => [
  BULK_COLUMNS.map((column) => bulkColumnName(column.field, locale)),
  ...SAMPLE_CREDENTIALS,
];

const SAMPLE_CREDENTIALS: string[][] = [
  ['Émilie', 'Tremblay', 'emilie.tremblay@example.com', 'Working at Heights', '2025-03-14', '2028-03-14', '', 'WHMIS 2015', '2025-01-20', '2026-01-20', 'WHM-204518', ''],
  ['Gurpreet', 'Sandhu', 'gurpreet.sandhu@example.com', 'Standard First Aid & CPR C', '2024-11-02', '2027-11-02', 'https://example.com/certificates/sfa-88213.pdf', '', '', '', '', ''],
  ['Liam', "O'Connor", 'liam.oconnor@example.com', 'H2S Alive', '2025-06-30', '2028-06-30', '', 'Ground Disturbance Level II', '2025-07-02', '2028-07-02', 'GD2-55102', ''],
  ['Marie-Claude', 'Bouchard', 'marie-claude.bouchard@example.com', 'Red Seal Certificate – Construction Electrician', '2019-05-21', '', '', '', '', '', '', ''],
];
