import type { BulkCredentialPreviewResponse, BulkCredentialUploadResponse } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { HttpError, notFound, parse, validationError } from '../../core/http/errors';
import { responses } from '../../core/http/response';
import { msg, t, translate, translateErrors, type Locale } from '../../core/i18n';
import { csvFile, type CsvFile } from '../../core/lib/csv';
import { readUploadedCsv, type CsvUpload } from '../../core/lib/csv-upload';
import { tooLargeMessage } from '../../core/files';
import { requiredMessage } from './messages';
import { requireCredentialsFeature } from './credentials-feature';
import {
  BulkFileError,
  bulkContentHash,
  checkBulkRows,
  hasRowErrors,
  readBulkCredentialCsv,
  sampleCredentialRows,
  type CheckedBulkRow,
} from './parsing/bulk-credentials-csv';
import { createBulkUpload, knownWorkerEmails, requireBulkUpload, supersedeAbandonedUpload, uploadWithContent } from './repository';
import { MAX_FILE_BYTES, previewResponse, uploadInput, uploadResponse } from './schemas';

/** Enough for the 5 MB file even when JSON escaping doubles it. */
const BODY_LIMIT = 2 * MAX_FILE_BYTES + 64 * 1024;
const MAX_LISTED_ERRORS = 100;

/** The uploaded file read (any separator and encoding), its rows checked; a file that cannot be used answers 422. */
function readFile(input: CsvUpload): { file: CsvFile; rows: CheckedBulkRow[] } {
  const file = readUploadedCsv(input, { maxBytes: MAX_FILE_BYTES, required: requiredMessage('csv'), tooLarge: tooLargeMessage(MAX_FILE_BYTES) });
  try {
    return { file, rows: checkBulkRows(readBulkCredentialCsv(file)) };
  } catch (error) {
    if (error instanceof BulkFileError) throw validationError({ csv: [error.message] });
    throw error;
  }
}

/** All or nothing: a file with any invalid row is refused whole, its first rows' errors listed (in the reader's locale). */
function refuseRowsWithErrors(rows: CheckedBulkRow[], locale: Locale): void {
  const failing = rows.filter(hasRowErrors);
  if (failing.length === 0) return;
  const listed = failing.slice(0, MAX_LISTED_ERRORS).map(({ row, errors }) =>
    t(locale, 'credentials:bulk.line_errors', {
      line: row.line,
      errors: Object.values(errors)
        .flat()
        .map((message) => translate(message, locale))
        .join(' '),
    }),
  );
  if (failing.length > MAX_LISTED_ERRORS) listed.push(t(locale, 'credentials:bulk.more_rows', { count: failing.length - MAX_LISTED_ERRORS }));
  throw new HttpError(422, msg('credentials:bulk.rows_with_errors', { count: failing.length }), { rows: listed });
}

/** /json/credentials/bulk-upload: the sample file, the preview and the upload of a credentials CSV (part 2 §3). */
export const bulkUploadRoutes: RoutesPlugin = async (app, { db, storage }) => {
  app.get('/sample', async (request, reply) => {
    await requireCredentialsFeature(db, request);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="sample-credentials.csv"')
      .send(csvFile(sampleCredentialRows(request.locale)));
  });

  /** Every row with its errors, and whether its e-mail is new (the upload then creates the worker). */
  app.post(
    '/preview',
    { bodyLimit: BODY_LIMIT, schema: { response: responses({ 200: previewResponse }) } },
    async (request): Promise<BulkCredentialPreviewResponse> => {
      const { customerId } = await requireCredentialsFeature(db, request);
      const { file, rows } = readFile(parse(uploadInput, request.body));
      const known = await knownWorkerEmails(db, customerId, [...new Set(rows.map((row) => row.email).filter(Boolean))]);
      const errorCount = rows.filter(hasRowErrors).length;
      return {
        read_as: file.reading,
        rows: rows.map((checked) => {
          // Only the first row of a new e-mail creates the worker; later rows use it.
          const createsWorker = !hasRowErrors(checked) && !known.has(checked.email);
          if (createsWorker) known.add(checked.email);
          return { line: checked.row.line, values: checked.row, errors: translateErrors(checked.errors, request.locale), creates_worker: createsWorker };
        }),
        valid_count: rows.length - errorCount,
        error_count: errorCount,
      };
    },
  );

  /** Stores the file and queues it for processing (202). The same credentials sent again answer the earlier upload instead of a second one. */
  app.post(
    '/',
    { bodyLimit: BODY_LIMIT, schema: { response: responses({ 200: uploadResponse, 202: uploadResponse }) } },
    async (request, reply): Promise<BulkCredentialUploadResponse> => {
      const { customerId, userId } = await requireCredentialsFeature(db, request);
      const input = parse(uploadInput, request.body);
      const { file, rows } = readFile(input);
      refuseRowsWithErrors(rows, request.locale);
      const contentHash = bulkContentHash(rows);
      await supersedeAbandonedUpload(db, customerId, contentHash);
      const earlier = await uploadWithContent(db, customerId, contentHash);
      if (earlier) {
        return {
          bulk_credential_upload: await requireBulkUpload(db, customerId, earlier, false, request.locale),
          message: t(request, 'credentials:bulk.already_uploaded'),
        };
      }

      const created = await createBulkUpload(db, storage, { customerId, userId, csv: file.text, fileName: input.file_name, totalRows: rows.length, contentHash });
      if (!created) {
        // A request with the same file got there first: answer its upload.
        const raced = await uploadWithContent(db, customerId, contentHash);
        if (!raced) throw notFound();
        return {
          bulk_credential_upload: await requireBulkUpload(db, customerId, raced, false, request.locale),
          message: t(request, 'credentials:bulk.already_uploaded'),
        };
      }
      reply.status(202);
      return { bulk_credential_upload: await requireBulkUpload(db, customerId, created, false, request.locale) };
    },
  );
};
