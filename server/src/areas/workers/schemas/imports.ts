import { z } from 'zod';
import { validationError } from '../../../core/http/errors';
import { CsvError, parseCsv } from '../../../core/lib/csv';
import { msg, oneOf, type Locale } from '../../../core/i18n';
import type { WorkerImportMode, WorkerImportPreviewResponse, WorkerImportResponse, WorkerImportRow } from 'shared-api/contract';
import { createWorkerSchema } from '../worker-fields';

export const MAX_FILE_BYTES = 5 * 1024 * 1024;
/** The preview lists every row and the commit is one transaction; this keeps both quick. */
const MAX_ROWS = 10_000;

type ImportField = keyof WorkerImportRow['values'];

/** The file's columns (spec part 2 §3) with the headings accepted for each, compared case-insensitively. */
export const IMPORT_COLUMNS: Array<{ field: ImportField; label: string; headings: string[]; required?: boolean }> = [
  { field: 'first_name', label: 'First Name', headings: ['first name', 'firstname', 'first'], required: true },
  { field: 'last_name', label: 'Last Name', headings: ['last name', 'lastname', 'last', 'surname'], required: true },
  { field: 'email', label: 'Email', headings: ['email', 'e mail', 'email address'] },
  { field: 'phone_number', label: 'Phone', headings: ['phone', 'phone number', 'telephone'] },
  { field: 'address', label: 'Address', headings: ['address', 'street address'] },
  { field: 'city', label: 'City', headings: ['city', 'town'] },
  { field: 'state', label: 'State', headings: ['state', 'province'] },
  { field: 'zip', label: 'Zip', headings: ['zip', 'zip code', 'postal code', 'postcode'] },
  { field: 'dob', label: 'DOB', headings: ['dob', 'date of birth', 'birth date', 'birthdate'] },
  { field: 'bio', label: 'Bio', headings: ['bio', 'biography'] },
  { field: 'preferred_language', label: 'Preferred Language', headings: ['preferred language', 'language', 'langue', 'langue preferee', 'langue préférée'] },
];

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

const normaliseHeading = (heading: string) => heading.trim().toLowerCase().replace(/[\s_-]+/g, ' ');

const CSV_REQUIRED = msg('validation.required', { attribute: 'csv' });

const IMPORT_MODES = ['all', 'valid_rows'] as const satisfies readonly WorkerImportMode[];

/** The file alone, for the preview. */
export const previewInput = z.object({
  csv: z
    .string({ error: CSV_REQUIRED })
    .min(1, CSV_REQUIRED)
    .refine((csv) => Buffer.byteLength(csv, 'utf8') <= MAX_FILE_BYTES, msg('files.too_large', { size: MAX_FILE_BYTES / 1024 / 1024 })),
});

/** The file and what to do with its rows that have errors: refuse the file (all) or leave them out (valid_rows). */
export const importInput = previewInput.extend({
  mode: z
    .enum(IMPORT_MODES, { error: msg('validation.one_of', { attribute: msg('workers:attributes.mode'), values: oneOf([...IMPORT_MODES]) }) })
    .default('all'),
});

const fileError = (message: string) => validationError({ csv: [message] });

/**
 * Reads the file and checks every row as the create form would, and for an e-mail repeated in the file; a file
 * that cannot be read as a whole (no header, a missing column, too many rows) answers 422.
 */
export function readImportFile(csv: string): WorkerImportRow[] {
  let records;
  try {
    records = parseCsv(csv).filter((record) => record.cells.some((cell) => cell.trim() !== ''));
  } catch (error) {
    if (error instanceof CsvError) throw fileError(error.message);
    throw error;
  }
  const [header, ...lines] = records;
  if (!header) throw fileError(msg('workers:imports.empty'));

  const positions = new Map<ImportField, number>();
  header.cells.forEach((heading, index) => {
    const column = IMPORT_COLUMNS.find((c) => c.headings.includes(normaliseHeading(heading)));
    if (column && !positions.has(column.field)) positions.set(column.field, index);
  });
  const missing = IMPORT_COLUMNS.filter((column) => column.required && !positions.has(column.field));
  if (missing.length > 0) throw fileError(msg('workers:imports.missing_columns', { columns: missing.map((c) => c.label).join(', ') }));
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
