import { z } from 'zod';
import { validationError } from '../../../core/http/errors';
import { normaliseHeading, type CsvFile } from '../../../core/lib/csv';
import { csvReadingResponse, csvUploadFields, readUploadedCsv, type CsvUpload } from '../../../core/lib/csv-upload';
import { allOf, msg, oneOf, type Locale } from '../../../core/i18n';
import type { WorkerImportMode, WorkerImportPreviewResponse, WorkerImportResponse, WorkerImportRow } from 'shared-api/contract';
import { createWorkerSchema } from '../worker-fields';
import enCA from '../i18n/en-CA.json';
import frCA from '../i18n/fr-CA.json';

export const MAX_FILE_BYTES = 5 * 1024 * 1024;
/** The preview lists every row and the commit is one transaction; this keeps both quick. */
const MAX_ROWS = 10_000;

type ImportField = keyof WorkerImportRow['values'];

/**
 * The file's columns (spec part 2 §3) with the headings accepted besides their name in each language (the
 * catalogs' imports.columns, which the sample file and the rejected rows' file are headed with), compared as
 * normaliseHeading writes them (any case, no accents).
 */
export const IMPORT_COLUMNS: Array<{ field: ImportField; headings: string[]; required?: boolean }> = [
  { field: 'first_name', headings: ['firstname', 'first'], required: true },
  { field: 'last_name', headings: ['lastname', 'last', 'surname', 'nom de famille'], required: true },
  { field: 'email', headings: ['e mail', 'email address', 'adresse courriel', 'adresse electronique'] },
  { field: 'phone_number', headings: ['phone number', 'telephone', 'numero de telephone', 'tel'] },
  { field: 'address', headings: ['street address', 'adresse civique'] },
  { field: 'city', headings: ['town', 'municipalite'] },
  { field: 'state', headings: ['etat'] },
  { field: 'zip', headings: ['zip code', 'postal code', 'postcode'] },
  { field: 'dob', headings: ['date of birth', 'birth date', 'birthdate'] },
  { field: 'bio', headings: ['biography'] },
  { field: 'preferred_language', headings: ['language', 'langue'] },
];

const COLUMN_NAMES: Record<Locale, Record<ImportField, string>> = { 'en-CA': enCA.imports.columns, 'fr-CA': frCA.imports.columns };

/** A column's heading in the reader's language. */
export const columnName = (field: ImportField, locale: Locale) => COLUMN_NAMES[locale][field];

/** Which column a heading names, if any. */
const COLUMN_OF_HEADING = new Map(
  IMPORT_COLUMNS.flatMap((column) =>
    [...Object.values(COLUMN_NAMES).map((names) => names[column.field]), ...column.headings].map((heading) => [normaliseHeading(heading), column] as const),
  ),
);

/** How a file may write a language (in any case): the locale code, or the language's name in English or French. */
const LANGUAGE_SPELLINGS: Record<string, Locale> = {
  'en-ca': 'en-CA',
  en: 'en-CA',
  english: 'en-CA',
  anglais: 'en-CA',
  'fr-ca': 'fr-CA',
  fr: 'fr-CA',
  french: 'fr-CA',
  français: 'fr-CA',
  francais: 'fr-CA',
};

/** The cell as a locale code when it spells one; otherwise as written, for the row's check to refuse. */
const languageCell = (cell: string) => LANGUAGE_SPELLINGS[cell.toLowerCase().replace('_', '-')] ?? cell;

const IMPORT_MODES = ['all', 'valid_rows'] as const satisfies readonly WorkerImportMode[];

/** The file alone, for the preview. */
export const previewInput = z.object(csvUploadFields);

/** The file and what to do with its rows that have errors: refuse the file (all) or leave them out (valid_rows). */
export const importInput = previewInput.extend({
  mode: z
    .enum(IMPORT_MODES, { error: msg('validation.one_of', { attribute: msg('workers:attributes.mode'), values: oneOf([...IMPORT_MODES]) }) })
    .default('all'),
});

const fileError = (message: string) => validationError({ csv: [message] });

/** The uploaded file read as CSV (any separator and encoding, see readCsvFile); 422 on the csv field when it cannot be. */
export const readUploadedImport = (input: CsvUpload): CsvFile =>
  readUploadedCsv(input, {
    maxBytes: MAX_FILE_BYTES,
    required: msg('validation.required', { attribute: 'csv' }),
    tooLarge: msg('files.too_large', { size: MAX_FILE_BYTES / 1024 / 1024 }),
  });

/**
 * Checks every row of the file as the create form would, and for an e-mail repeated in the file; a file
 * that cannot be used as a whole (no header, a missing column, too many rows) answers 422. The headings may be
 * English or French.
 */
export function readImportFile(file: CsvFile): WorkerImportRow[] {
  const records = file.records.filter((record) => record.cells.some((cell) => cell.trim() !== ''));
  const [header, ...lines] = records;
  if (!header) throw fileError(msg('workers:imports.empty'));

  const positions = new Map<ImportField, number>();
  header.cells.forEach((heading, index) => {
    const column = COLUMN_OF_HEADING.get(normaliseHeading(heading));
    if (column && !positions.has(column.field)) positions.set(column.field, index);
  });
  const missing = IMPORT_COLUMNS.filter((column) => column.required && !positions.has(column.field));
  if (missing.length > 0) {
    throw fileError(msg('workers:imports.missing_columns', { columns: allOf(missing.map((c) => msg(`workers:imports.columns.${c.field}`))) }));
  }
  if (lines.length === 0) throw fileError(msg('workers:imports.no_rows'));
  if (lines.length > MAX_ROWS) throw fileError(msg('workers:imports.too_many_rows', { max: MAX_ROWS }));

  const rows: WorkerImportRow[] = lines.map((record) => {
    const values = {} as WorkerImportRow['values'];
    for (const { field } of IMPORT_COLUMNS) {
      const index = positions.get(field);
      values[field] = index === undefined ? '' : (record.cells[index] ?? '').trim();
    }
    values.preferred_language = languageCell(values.preferred_language);
    const errors: Record<string, string[]> = {};
    const checked = createWorkerSchema.safeParse(values);
    if (!checked.success) {
      for (const issue of checked.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message);
    }
    return { line: record.line, values, errors };
  });

  const firstLineOf = new Map<string, number>();
  for (const row of rows) {
    const email = row.values.email.toLowerCase();
    if (!email || row.errors.email) continue;
    const first = firstLineOf.get(email);
    if (first === undefined) firstLineOf.set(email, row.line);
    else (row.errors.email ??= []).push(msg('workers:imports.repeated_email', { line: first }));
  }
  return rows;
}

const importRow = z.object({
  line: z.number().int(),
  values: z.object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone_number: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    dob: z.string(),
    bio: z.string(),
    preferred_language: z.string(),
  }),
  errors: z.record(z.string(), z.array(z.string())),
}) satisfies z.ZodType<WorkerImportRow>;

export const importPreviewResponse = z.object({
  read_as: csvReadingResponse,
  rows: z.array(importRow),
  valid_count: z.number().int(),
  error_count: z.number().int(),
}) satisfies z.ZodType<WorkerImportPreviewResponse>;

export const importResponse = z.object({
  imported: z.number().int(),
  rejected: z.number().int(),
  message: z.string(),
  rejected_csv: z.string().nullable(),
}) satisfies z.ZodType<WorkerImportResponse>;
