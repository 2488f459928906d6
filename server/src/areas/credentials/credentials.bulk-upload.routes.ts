import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Db, Queryable } from '../../core/db';
import { generateStorageKey, type FileStorage } from '../../core/storage';
import { HttpError, notFound, parse, validationError } from '../../core/http/errors';
import { contentDisposition } from '../../core/files';
import { enqueue } from '../../core/jobs';
import { BULK_UPLOAD_QUEUE } from './jobs/bulk-upload';
import { bulkUploadFileUrl, requireCredentialsFeature } from './repository';
import { routeIds } from '../../core/http/ids';
import { toCsv } from '../../core/lib/csv';
import {
  BulkFileError,
  bulkContentHash,
  checkBulkRows,
  hasRowErrors,
  readBulkCredentialCsv,
  SAMPLE_CREDENTIAL_ROWS,
  type CheckedBulkRow,
} from './parsing/bulk-credentials-csv';
import type {
  BulkCredentialPreviewResponse,
  BulkCredentialUpload,
  BulkCredentialUploadResponse,
  BulkRowOutcome,
} from 'shared-api/contract';

const MAX_FILE_BYTES = 5 * 1024 * 1024;
/** Enough for the 5 MB file even when JSON escaping doubles it. */
const BODY_LIMIT = 2 * MAX_FILE_BYTES + 64 * 1024;
const MAX_LISTED_ERRORS = 100;
export const ALREADY_UPLOADED_MESSAGE = 'This file was already uploaded.';

const uploadInput = z.object({
  csv: z
    .string({ error: 'The csv field is required.' })
    .min(1, 'The csv field is required.')
    .refine((csv) => Buffer.byteLength(csv, 'utf8') <= MAX_FILE_BYTES, 'The file may not be greater than 5 MB.'),
  /** The chosen file's name, kept with the stored copy. */
  file_name: z.string().trim().max(200, 'The file name may not be greater than 200 characters.').optional(),
});

const detailsQuery = z.object({
  /** 'none' leaves the per-row outcomes out: the progress bar polls only the counts. */
  results: z.enum(['all', 'none'], { error: 'The results parameter must be all or none.' }).default('all'),
});

const byFileUrlQuery = detailsQuery.extend({
  file_url: z.string({ error: 'The file url field is required.' }).trim().min(1, 'The file url field is required.'),
});

interface BulkUploadRow {
  id: number;
  status: BulkCredentialUpload['status'];
  total_rows: number;
  processed_rows: number;
  created_count: number;
  updated_count: number;
  skipped_count: number;
  failed_count: number;
  workers_created_count: number;
  error: string | null;
  results: BulkRowOutcome[] | null;
  created_at: Date;
  finished_at: Date | null;
}

function uploadColumns(withResults: boolean): string {
  return `id, status, total_rows,
    case when status = 'done' then total_rows else processed_rows end as processed_rows,
    created_count, updated_count, skipped_count, failed_count, workers_created_count, error,
    ${withResults ? 'results' : 'null::jsonb as results'}, created_at, finished_at`;
}

function serializeUpload(row: BulkUploadRow): BulkCredentialUpload {
  return {
    id: row.id,
    status: row.status,
    total_rows: row.total_rows,
    processed_rows: row.processed_rows,
    created_count: row.created_count,
    updated_count: row.updated_count,
    skipped_count: row.skipped_count,
    failed_count: row.failed_count,
    workers_created_count: row.workers_created_count,
    error: row.error,
    file_url: bulkUploadFileUrl(row.id),
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
    results: row.results ?? [],
  };
}

async function requireUpload(db: Queryable, customerId: number, id: number, withResults: boolean): Promise<BulkCredentialUpload> {
  const [row] = await db.query<BulkUploadRow>(
    `select ${uploadColumns(withResults)} from bulk_credential_uploads where id = $1 and enterprise_customer_id = $2`,
    [id, customerId],
  );
  if (!row) throw notFound();
  return serializeUpload(row);
}

function readRows(csv: string): CheckedBulkRow[] {
  try {
    return checkBulkRows(readBulkCredentialCsv(csv));
  } catch (error) {
    if (error instanceof BulkFileError) throw validationError({ csv: [error.message] });
    throw error;
  }
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
const FILE_URL = /^\/json\/credentials\/bulk-uploads\/(\d{1,10})\/file$/;

export function bulkUploadRoutes(app: FastifyInstance, db: Db, storage: FileStorage): void {
  app.get('/json/credentials/bulk-upload/sample', async (request, reply) => {
    await requireCredentialsFeature(db, request);
    // The byte-order mark lets spreadsheet programs read the accents as UTF-8.
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="sample-credentials.csv"')
      .send(`\uFEFF${toCsv(SAMPLE_CREDENTIAL_ROWS)}`);
  });

  /** Every row with its errors, and whether its e-mail is new (the upload then creates the worker). */
  app.post('/json/credentials/bulk-upload/preview', { bodyLimit: BODY_LIMIT }, async (request): Promise<BulkCredentialPreviewResponse> => {
    const { customerId } = await requireCredentialsFeature(db, request);
    const { csv } = parse(uploadInput, request.body);
    const rows = readRows(csv);
    const emails = [...new Set(rows.map((row) => row.email).filter(Boolean))];
    const known = new Set(
      (
        await db.query<{ email: string }>(
          `select distinct lower(email) as email from enterprise_customer_workers
            where enterprise_customer_id = $1 and lower(email) = any($2::text[])`,
          [customerId, emails],
        )
      ).map((row) => row.email),
    );
    const errorCount = rows.filter(hasRowErrors).length;
    return {
      rows: rows.map((checked) => {
        // Only the first row of a new e-mail creates the worker; later rows use it.
        const createsWorker = !hasRowErrors(checked) && !known.has(checked.email);
        if (createsWorker) known.add(checked.email);
        return { line: checked.row.line, values: checked.row, errors: checked.errors, creates_worker: createsWorker };
      }),
      valid_count: rows.length - errorCount,
      error_count: errorCount,
    };
  });

  /**
   * Stores the file and queues it for processing (202). All or nothing: a file with any invalid row is refused
   * whole. The same credentials sent again answer the earlier upload instead of a second one.
   */
  app.post('/json/credentials/bulk-upload', { bodyLimit: BODY_LIMIT }, async (request, reply): Promise<BulkCredentialUploadResponse> => {
    const { customerId, userId } = await requireCredentialsFeature(db, request);
    const { csv, file_name } = parse(uploadInput, request.body);
    const rows = readRows(csv);
    const failing = rows.filter(hasRowErrors);
    if (failing.length > 0) {
      const listed = failing
        .slice(0, MAX_LISTED_ERRORS)
        .map(({ row, errors }) => `Line ${row.line}: ${Object.values(errors).flat().join(' ')}`);
      if (failing.length > MAX_LISTED_ERRORS) listed.push(`…and ${plural(failing.length - MAX_LISTED_ERRORS, 'more row')} with errors.`);
      throw new HttpError(422, `The file has ${plural(failing.length, 'row')} with errors; nothing was uploaded.`, { rows: listed });
    }
    const contentHash = bulkContentHash(rows);
    const findExisting = async (tx: Queryable) =>
      (
        await tx.query<{ id: number }>('select id from bulk_credential_uploads where enterprise_customer_id = $1 and content_hash = $2', [
          customerId,
          contentHash,
        ])
      )[0];
    const earlier = await findExisting(db);
    if (earlier) return { bulk_credential_upload: await requireUpload(db, customerId, earlier.id, false), message: ALREADY_UPLOADED_MESSAGE };

    const bytes = Buffer.from(csv, 'utf8');
    const key = generateStorageKey('csv');
    await storage.put(key, bytes, 'text/csv');
    const created = await db.transaction(async (tx) => {
      const [file] = await tx.query<{ id: number }>(
        `insert into files (enterprise_customer_id, storage_key, original_name, mime_type, size_bytes, sha256, uploaded_by_user_id)
         values ($1, $2, $3, 'text/csv', $4, $5, $6) returning id`,
        [
          customerId,
          key,
          (file_name ?? '').replace(/[\u0000-\u001f\u007f\\/]/g, '') || 'credentials.csv',
          bytes.length,
          createHash('sha256').update(bytes).digest('hex'),
          userId,
        ],
      );
      // A second request with the same file racing this one finds its row here and answers it instead.
      const [upload] = await tx.query<{ id: number }>(
        `insert into bulk_credential_uploads (enterprise_customer_id, file_id, total_rows, content_hash, created_by_user_id)
         values ($1, $2, $3, $4, $5)
         on conflict (enterprise_customer_id, content_hash) do nothing
         returning id`,
        [customerId, file.id, rows.length, contentHash, userId],
      );
      if (!upload) throw new HttpError(409, ALREADY_UPLOADED_MESSAGE);
      await enqueue(tx, BULK_UPLOAD_QUEUE, { bulk_credential_upload_id: upload.id }, { maxAttempts: 3 });
      return upload;
    }).catch(async (error: unknown) => {
      await storage.delete(key).catch(() => undefined);
      if (error instanceof HttpError && error.status === 409) return null;
      throw error;
    });
    if (!created) {
      const raced = await findExisting(db);
      if (!raced) throw notFound();
      return { bulk_credential_upload: await requireUpload(db, customerId, raced.id, false), message: ALREADY_UPLOADED_MESSAGE };
    }
    reply.status(202);
    return { bulk_credential_upload: await requireUpload(db, customerId, created.id, false) };
  });

  /** The details window is opened with the notification's uploads_s3_url. */
  app.get('/json/credentials/bulk-uploads', async (request): Promise<BulkCredentialUploadResponse> => {
    const { customerId } = await requireCredentialsFeature(db, request);
    const query = parse(byFileUrlQuery, request.query);
    const match = FILE_URL.exec(query.file_url.replace(/^https?:\/\/[^/]+/, '').split('?')[0]);
    if (!match) throw notFound();
    return { bulk_credential_upload: await requireUpload(db, customerId, Number(match[1]), query.results === 'all') };
  });

  app.get('/json/credentials/bulk-uploads/:id', async (request): Promise<BulkCredentialUploadResponse> => {
    const { customerId } = await requireCredentialsFeature(db, request);
    const { id } = routeIds(request.params, 'id');
    const query = parse(detailsQuery, request.query);
    return { bulk_credential_upload: await requireUpload(db, customerId, id, query.results === 'all') };
  });

  /** The uploaded CSV as it was sent, for the staff of its customer. */
  app.get('/json/credentials/bulk-uploads/:id/file', async (request, reply) => {
    const { customerId } = await requireCredentialsFeature(db, request);
    const { id } = routeIds(request.params, 'id');
    const [file] = await db.query<{ storage_key: string; original_name: string }>(
      `select f.storage_key, f.original_name from bulk_credential_uploads bu join files f on f.id = bu.file_id
        where bu.id = $1 and bu.enterprise_customer_id = $2`,
      [id, customerId],
    );
    const bytes = file ? await storage.get(file.storage_key) : null;
    if (!file || !bytes) throw notFound();
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(file.original_name).replace(/^inline/, 'attachment'))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(bytes);
  });
}
