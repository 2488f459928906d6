import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../core/db';
import { HttpError, parse, validationError } from '../../core/http/errors';
import { sessionOf } from '../../core/auth/plugin';
import { CsvError, parseCsv, toCsv } from '../../core/lib/csv';
import { insertRows } from '../../core/db/insert-rows';
import type {
  WorkerImportPreviewResponse,
  WorkerImportResponse,
  WorkerImportRow,
} from 'shared-api/contract';
import { createWorkerSchema } from './worker-fields';

const MAX_FILE_BYTES = 5 * 1024 * 1024;
/** The preview lists every row and the commit is one transaction; this keeps both quick. */
const MAX_ROWS = 10_000;
/** Enough for the 5 MB file even when JSON escaping doubles it (every character a quote). */
const BODY_LIMIT = 2 * MAX_FILE_BYTES + 64 * 1024;
const MAX_LISTED_ERRORS = 100;

type ImportField = keyof WorkerImportRow['values'];

/** The file's columns (spec part 2 §3) with the headings accepted for each, compared case-insensitively. */
const IMPORT_COLUMNS: Array<{ field: ImportField; label: string; headings: string[]; required?: boolean }> = [
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
];

const normaliseHeading = (heading: string) => heading.trim().toLowerCase().replace(/[\s_-]+/g, ' ');

const importInput = z.object({
  csv: z
    .string({ error: 'The csv field is required.' })
    .min(1, 'The csv field is required.')
    .refine((csv) => Buffer.byteLength(csv, 'utf8') <= MAX_FILE_BYTES, 'The file may not be greater than 5 MB.'),
});

const fileError = (message: string) => validationError({ csv: [message] });

/** Reads the file and checks every row as the create form would, plus e-mails repeated in the file or on file already. */
async function checkFile(db: Db, customerId: number, csv: string): Promise<WorkerImportRow[]> {
  let records;
  try {
    records = parseCsv(csv).filter((record) => record.cells.some((cell) => cell.trim() !== ''));
  } catch (error) {
    if (error instanceof CsvError) throw fileError(error.message);
    throw error;
  }
  const [header, ...lines] = records;
  if (!header) throw fileError('The file is empty.');

  const positions = new Map<ImportField, number>();
  header.cells.forEach((heading, index) => {
    const column = IMPORT_COLUMNS.find((c) => c.headings.includes(normaliseHeading(heading)));
    if (column && !positions.has(column.field)) positions.set(column.field, index);
  });
  const missing = IMPORT_COLUMNS.filter((column) => column.required && !positions.has(column.field));
  if (missing.length > 0) throw fileError(`The file is missing the column(s): ${missing.map((c) => c.label).join(', ')}`);
  if (lines.length === 0) throw fileError('The file has no workers to import.');
  if (lines.length > MAX_ROWS) throw fileError(`The file may not contain more than ${MAX_ROWS.toLocaleString('en-CA')} workers.`);

  const rows: WorkerImportRow[] = lines.map((record) => {
    const values = {} as WorkerImportRow['values'];
    for (const { field } of IMPORT_COLUMNS) {
      const index = positions.get(field);
      values[field] = index === undefined ? '' : (record.cells[index] ?? '').trim();
    }
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
    else (row.errors.email ??= []).push(`This email is already used on line ${first}.`);
  }
  if (firstLineOf.size > 0) {
    const existing = await db.query<{ email: string }>(
      `select distinct lower(email) as email from enterprise_customer_workers
        where enterprise_customer_id = $1 and lower(email) = any($2::text[])`,
      [customerId, [...firstLineOf.keys()]],
    );
    const taken = new Set(existing.map((row) => row.email));
    for (const row of rows) {
      if (taken.has(row.values.email.toLowerCase())) (row.errors.email ??= []).push('A worker with this email already exists.');
    }
  }
  return rows;
}

const hasErrors = (row: WorkerImportRow) => Object.keys(row.errors).length > 0;
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

const SAMPLE_ROWS = [
  ['First Name', 'Last Name', 'Email', 'Phone', 'Address', 'City', 'State', 'Zip', 'DOB', 'Bio'],
  ['Émilie', 'Tremblay', 'emilie.tremblay@example.com', '(780) 555-0142', '10230 Jasper Avenue', 'Edmonton', 'AB', 'T5J 4P6', '1988-04-17', 'Red Seal electrician, 12 years in industrial maintenance.'],
  ['Gurpreet', 'Sandhu', 'gurpreet.sandhu@example.com', '(403) 555-0187', '1402 Centre Street NE', 'Calgary', 'AB', 'T2E 2R9', '1993-11-02', 'Journeyman pipefitter; B-pressure welding ticket.'],
  ['Liam', "O'Connor", 'liam.oconnor@example.com', '(306) 555-0119', '2150 Albert Street', 'Regina', 'SK', 'S4P 2V1', '1979-07-29', 'Crane operator, mobile and tower cranes.'],
  ['Marie-Claude', 'Bouchard', '', '(819) 555-0166', '55 Rue Laurier', 'Gatineau', 'QC', 'J8X 3V9', '', 'Bilingual site safety coordinator.'],
];

export function workerImportRoutes(app: FastifyInstance, db: Db): void {
  app.get('/json/imports/workers/sample', async (_request, reply) => {
    // The byte-order mark lets spreadsheet programs read the accents as UTF-8.
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="sample-workers.csv"')
      .send(`\uFEFF${toCsv(SAMPLE_ROWS)}`);
  });

  app.post('/json/imports/workers/preview', { bodyLimit: BODY_LIMIT }, async (request): Promise<WorkerImportPreviewResponse> => {
    const { customerId } = sessionOf(request);
    const { csv } = parse(importInput, request.body);
    const rows = await checkFile(db, customerId, csv);
    const errorCount = rows.filter(hasErrors).length;
    return { rows, valid_count: rows.length - errorCount, error_count: errorCount };
  });

  app.post('/json/imports/workers', { bodyLimit: BODY_LIMIT }, async (request): Promise<WorkerImportResponse> => {
    const { customerId } = sessionOf(request);
    const { csv } = parse(importInput, request.body);
    const rows = await checkFile(db, customerId, csv);
    const failing = rows.filter(hasErrors);
    if (failing.length > 0) {
      const listed = failing
        .slice(0, MAX_LISTED_ERRORS)
        .map((row) => `Line ${row.line}: ${Object.values(row.errors).flat().join(' ')}`);
      if (failing.length > MAX_LISTED_ERRORS) listed.push(`…and ${plural(failing.length - MAX_LISTED_ERRORS, 'more row')} with errors.`);
      throw new HttpError(422, `The file has ${plural(failing.length, 'row')} with errors; nothing was imported.`, { rows: listed });
    }
    await db.transaction((tx) =>
      insertRows(
        tx,
        'enterprise_customer_workers',
        rows.map((row) => {
          const worker = createWorkerSchema.parse(row.values);
          return {
            enterprise_customer_id: customerId,
            first_name: worker.first_name,
            last_name: worker.last_name,
            email: worker.email ?? null,
            phone_number: worker.phone_number ?? null,
            address: worker.address ?? null,
            city: worker.city ?? null,
            state: worker.state ?? null,
            zip: worker.zip ?? null,
            dob: worker.dob ?? null,
            bio: worker.bio ?? null,
          };
        }),
      ),
    );
    return { imported: rows.length, message: `Imported ${plural(rows.length, 'worker')}` };
  });
}
