import type { WorkerImportPreviewResponse, WorkerImportResponse, WorkerImportRow } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import type { Queryable } from '../../core/db';
import { HttpError, parse } from '../../core/http/errors';
import { responses } from '../../core/http/response';
import { sessionOf } from '../../core/auth/plugin';
import { csvFile, type CsvFile } from '../../core/lib/csv';
import { msg, t, translateErrors, type Locale, type Message } from '../../core/i18n';
import { emailsOnFile, insertImportedWorkers } from './repository/imports';
import { IMPORT_COLUMNS, MAX_FILE_BYTES, columnName, importInput, importPreviewResponse, importResponse, previewInput, readImportFile, readUploadedImport } from './schemas/imports';
import { createWorkerSchema } from './worker-fields';

/** Enough for the 5 MB file even when JSON escaping doubles it (every character a quote). */
const BODY_LIMIT = 2 * MAX_FILE_BYTES + 64 * 1024;
const MAX_LISTED_ERRORS = 100;

/** The sample file's workers; the bios in the reader's language. */
const SAMPLE_WORKERS: Array<{ values: string[]; bio: Record<Locale, string>; language: Locale }> = [
  {
    values: ['Émilie', 'Tremblay', 'emilie.tremblay@example.com', '(780) 555-0142', '10230 Jasper Avenue', 'Edmonton', 'AB', 'T5J 4P6', '1988-04-17'],
    bio: { 'en-CA': 'Red Seal electrician, 12 years in industrial maintenance.', 'fr-CA': 'Électricienne Sceau rouge, 12 ans en entretien industriel.' },
    language: 'en-CA',
  },
  {
    values: ['Gurpreet', 'Sandhu', 'gurpreet.sandhu@example.com', '(403) 555-0187', '1402 Centre Street NE', 'Calgary', 'AB', 'T2E 2R9', '1993-11-02'],
    bio: { 'en-CA': 'Journeyman pipefitter; B-pressure welding ticket.', 'fr-CA': 'Tuyauteur compagnon; carte de soudage sous pression B.' },
    language: 'en-CA',
  },
  {
    values: ['Liam', "O'Connor", 'liam.oconnor@example.com', '(306) 555-0119', '2150 Albert Street', 'Regina', 'SK', 'S4P 2V1', '1979-07-29'],
    bio: { 'en-CA': 'Crane operator, mobile and tower cranes.', 'fr-CA': 'Grutier, grues mobiles et grues à tour.' },
    language: 'en-CA',
  },
  {
    values: ['Marie-Claude', 'Bouchard', '', '(819) 555-0166', '55 Rue Laurier', 'Gatineau', 'QC', 'J8X 3V9', ''],
    bio: { 'en-CA': 'Bilingual site safety coordinator.', 'fr-CA': 'Coordonnatrice bilingue de la sécurité de chantier.' },
    language: 'fr-CA',
  },
];

/** sample-workers.csv headed and written in the reader's language, in the columns' order. */
const sampleRows = (locale: Locale) => [
  IMPORT_COLUMNS.map((column) => columnName(column.field, locale)),
  ...SAMPLE_WORKERS.map((worker) => [...worker.values, worker.bio[locale], worker.language]),
];

/**
 * The file's rows checked as the create form would, and for e-mails a worker of the customer already has; the
 * rows' messages in the reader's locale (the preview shows them as they are).
 */
async function checkFile(db: Queryable, customerId: number, file: CsvFile, locale: Locale): Promise<WorkerImportRow[]> {
  const rows = readImportFile(file);
  const emails = new Set(rows.filter((row) => row.values.email && !row.errors.email).map((row) => row.values.email.toLowerCase()));
  const taken = await emailsOnFile(db, customerId, [...emails]);
  for (const row of rows) {
    if (taken.has(row.values.email.toLowerCase())) (row.errors.email ??= []).push(msg('workers:imports.email_taken'));
  }
  return rows.map((row) => ({ ...row, errors: translateErrors(row.errors, locale) }));
}

const hasErrors = (row: WorkerImportRow) => Object.keys(row.errors).length > 0;

const reasonOf = (row: WorkerImportRow) => Object.values(row.errors).flat().join(' ');

/** The rows refused by the check, listed in a 422 (the first MAX_LISTED_ERRORS, then how many more). */
function refusedRows(message: Message, failing: WorkerImportRow[]): HttpError {
  const listed = failing.slice(0, MAX_LISTED_ERRORS).map((row) => msg('workers:imports.line_errors', { line: row.line, errors: reasonOf(row) }));
  if (failing.length > MAX_LISTED_ERRORS) listed.push(msg('workers:imports.more_rows', { count: failing.length - MAX_LISTED_ERRORS }));
  return new HttpError(422, message, { rows: listed });
}

/**
 * The rows left out of an import as CSV: the import's own headings in the reader's language (so the file, once
 * fixed, imports as it is; the Line and Reason columns are ignored then), each row's values, the line it had in
 * the file and why it was refused. csvFile neutralises formulas.
 */
function rejectedCsv(rows: WorkerImportRow[], locale: Locale): string {
  const header = [...IMPORT_COLUMNS.map((column) => columnName(column.field, locale)), t(locale, 'workers:imports.line_column'), t(locale, 'workers:imports.reason_column')];
  return csvFile([header, ...rows.map((row) => [...IMPORT_COLUMNS.map((column) => row.values[column.field]), row.line, reasonOf(row)])]);
}

/**
 * /json/imports/workers: adding workers from a CSV file, checked in a preview first, then all or none, or (mode
 * valid_rows) the rows without errors together and the others handed back as a CSV with the reason of each.
 */
export const workerImportRoutes: RoutesPlugin = async (app, { db }) => {
  app.get('/sample', async (request, reply) => {
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="sample-workers.csv"')
      .send(csvFile(sampleRows(request.locale)));
  });

  app.post(
    '/preview',
    { bodyLimit: BODY_LIMIT, schema: { response: responses({ 200: importPreviewResponse }) } },
    async (request): Promise<WorkerImportPreviewResponse> => {
      const { customerId } = sessionOf(request);
      const file = readUploadedImport(parse(previewInput, request.body));
      const rows = await checkFile(db, customerId, file, request.locale);
      const errorCount = rows.filter(hasErrors).length;
      return { read_as: file.reading, rows, valid_count: rows.length - errorCount, error_count: errorCount };
    },
  );

  app.post('/', { bodyLimit: BODY_LIMIT, schema: { response: responses({ 200: importResponse }) } }, async (request): Promise<WorkerImportResponse> => {
    const { customerId } = sessionOf(request);
    const input = parse(importInput, request.body);
    // Checked again, not taken from the preview: the file or the workers on file may have changed since.
    const rows = await checkFile(db, customerId, readUploadedImport(input), request.locale);
    const { mode } = input;
    const failing = rows.filter(hasErrors);
    const valid = rows.filter((row) => !hasErrors(row));
    if (failing.length > 0 && mode === 'all') throw refusedRows(msg('workers:imports.rows_with_errors', { count: failing.length }), failing);
    if (valid.length === 0) throw refusedRows(msg('workers:imports.nothing_valid'), failing);
    await insertImportedWorkers(db, customerId, valid.map((row) => createWorkerSchema.parse(row.values)));
    if (failing.length === 0) return { imported: valid.length, rejected: 0, message: t(request, 'workers:imports.imported', { count: valid.length }), rejected_csv: null };
    const imported = msg('workers:imports.imported', { count: valid.length });
    return {
      imported: valid.length,
      rejected: failing.length,
      message: t(request, 'workers:imports.partial', { imported, rejected: msg('workers:imports.not_imported', { count: failing.length }) }),
      rejected_csv: rejectedCsv(failing, request.locale),
    };
  });
};
