import { createHash } from 'node:crypto';
import type { Db, Queryable } from '../../../core/db';
import { insertRows } from '../../../core/db/insert-rows';
import { notFound } from '../../../core/http/errors';
import { readPage } from '../../../core/http/pagination';
import { DEFAULT_LOCALE, listOf, msg, type Locale, type Message } from '../../../core/i18n';
import { fullName } from '../../../core/lib/names';
import { authorJoin } from '../../../core/lib/authors';
import { generateStorageKey, type FileStorage } from '../../../core/storage';
import type { BulkCredentialUpload, BulkCredentialUploadSummary, BulkRowOutcome } from 'shared-api/contract';
import { normaliseForMatch } from '../parsing';
import { BULK_UPLOAD_QUEUE, queueBulkUpload } from '../jobs/queues';
import { readStoredMessage, type StoredMessage } from '../messages';

/**
 * A row's outcome as stored in `results`: its message is a list of msg() tokens (older uploads hold English text),
 * written in the reader's language when read.
 */
export type StoredRowOutcome = Omit<BulkRowOutcome, 'message'> & { message: StoredMessage };

/** Where a bulk upload's CSV is served; also the notification's uploads_s3_url, which opens the details window. */
export const bulkUploadFileUrl = (uploadId: number) => `/json/credentials/bulk-uploads/${uploadId}/file`;

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
  results: StoredRowOutcome[] | null;
  created_at: Date;
  finished_at: Date | null;
}

/** The upload's columns, of the table named `bu` when `qualified` (beside joined tables). */
function uploadColumns(withResults: boolean, qualified = false): string {
  const c = (column: string) => (qualified ? `bu.${column}` : column);
  return `${c('id')} as id, ${c('status')} as status, ${c('total_rows')} as total_rows,
    case when ${c('status')} = 'done' then ${c('total_rows')} else ${c('processed_rows')} end as processed_rows,
    ${c('created_count')} as created_count, ${c('updated_count')} as updated_count, ${c('skipped_count')} as skipped_count,
    ${c('failed_count')} as failed_count, ${c('workers_created_count')} as workers_created_count, ${c('error')} as error,
    ${withResults ? `${c('results')} as results` : 'null::jsonb as results'}, ${c('created_at')} as created_at, ${c('finished_at')} as finished_at`;
}

function toUpload(row: BulkUploadRow, locale: Locale): BulkCredentialUpload {
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
    error: row.error === null ? null : readStoredMessage(row.error, locale),
    file_url: bulkUploadFileUrl(row.id),
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
    results: (row.results ?? []).map((outcome) => ({ ...outcome, message: readStoredMessage(outcome.message, locale) })),
  };
}

/** One of the customer's uploads, with its per-row outcomes or without; 404 otherwise. */
export async function requireBulkUpload(
  db: Queryable,
  customerId: number,
  id: number,
  withResults: boolean,
  locale: Locale = DEFAULT_LOCALE,
): Promise<BulkCredentialUpload> {
  const [row] = await db.query<BulkUploadRow>(
    `select ${uploadColumns(withResults)} from bulk_credential_uploads where id = $1 and enterprise_customer_id = $2`,
    [id, customerId],
  );
  if (!row) throw notFound();
  return toUpload(row, locale);
}

interface UploadSummaryRow extends BulkUploadRow {
  file_name: string | null;
  uploader_id: number | null;
  uploader_first_name: string | null;
  uploader_last_name: string | null;
}

/** A page of the customer's uploads, newest first (on the customer's created_at index), without per-row outcomes. */
export async function bulkUploadHistory(
  db: Queryable,
  customerId: number,
  page: { page: number; perPage: number },
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ uploads: BulkCredentialUploadSummary[]; total: number }> {
  const { rows, total } = await readPage<UploadSummaryRow>(
    db,
    {
      columns: `${uploadColumns(false, true)},
        f.original_name as file_name, u.id as uploader_id, u.first_name as uploader_first_name, u.last_name as uploader_last_name`,
      from: 'bulk_credential_uploads bu',
      joins: `left join files f on f.id = bu.file_id ${authorJoin('bu')}`,
      where: 'bu.enterprise_customer_id = $1',
      params: [customerId],
      order: 'bu.created_at desc, bu.id desc',
    },
    page.page,
    page.perPage,
  );
  return {
    uploads: rows.map((row) => {
      const { results: _results, ...upload } = toUpload(row, locale);
      return {
        ...upload,
        file_name: row.file_name,
        uploaded_by: row.uploader_id === null ? null : { id: row.uploader_id, full_name: fullName(row.uploader_first_name, row.uploader_last_name) },
      };
    }),
    total,
  };
}

/** Which of the e-mails (lower-cased) already belong to one of the customer's workers. */
export async function knownWorkerEmails(db: Queryable, customerId: number, emails: string[]): Promise<Set<string>> {
  const rows = await db.query<{ email: string }>(
    `select distinct lower(email) as email from enterprise_customer_workers
      where enterprise_customer_id = $1 and lower(email) = any($2::text[])`,
    [customerId, emails],
  );
  return new Set(rows.map((row) => row.email));
}

/** The customer's upload of the same credentials that is queued, running or done; a failed one does not count. */
export async function uploadWithContent(db: Queryable, customerId: number, contentHash: string): Promise<number | undefined> {
  const [row] = await db.query<{ id: number }>(
    `select id from bulk_credential_uploads where enterprise_customer_id = $1 and content_hash = $2 and status <> 'failed'`,
    [customerId, contentHash],
  );
  return row?.id;
}

/**
 * An upload of the same rows still queued or processing with no job left to run it (its job failed for good,
 * e.g. its server stopped during every attempt) would stay unfinished forever and answer every new upload of
 * the file: it is failed here, superseded by the upload now being made.
 */
export async function supersedeAbandonedUpload(db: Queryable, customerId: number, contentHash: string): Promise<void> {
  await db.query(
    `update bulk_credential_uploads bu set status = 'failed', error = $3, finished_at = now()
      where bu.enterprise_customer_id = $1 and bu.content_hash = $2 and bu.status in ('queued', 'processing')
        and not exists (select 1 from jobs j
                         where j.queue = $4 and j.status in ('queued', 'running')
                           and j.payload->>'bulk_credential_upload_id' = bu.id::text)`,
    [customerId, contentHash, msg('credentials:bulk.upload_abandoned'), BULK_UPLOAD_QUEUE],
  );
}

/**
 * Uploads of the customer still queued or processing whose queue job is gone for good (the stale sweep failed
 * it after a server stopped during its last attempt, so no handler ever finishes them) are failed with a reason
 * the staff read, and the customer is notified as for any failed upload. Run before the uploads are read.
 */
export async function failAbandonedUploads(db: Queryable, customerId: number): Promise<void> {
  const reason = msg('credentials:bulk.upload_abandoned');
  await db.query(
    `with failed as (
       update bulk_credential_uploads bu set status = 'failed', error = $2, finished_at = now()
        where bu.enterprise_customer_id = $1 and bu.status in ('queued', 'processing')
          and not exists (select 1 from jobs j
                           where j.queue = $3 and j.status in ('queued', 'running')
                             and j.payload->>'bulk_credential_upload_id' = bu.id::text)
        returning bu.id)
     insert into notifications (enterprise_customer_id, notification_type, message, metadata)
     select $1, 'bulk_credential_upload', $4,
            jsonb_build_object('bulk_credential_upload_id', failed.id,
                               'uploads_s3_url', '/json/credentials/bulk-uploads/' || failed.id || '/file')
       from failed`,
    [customerId, reason, BULK_UPLOAD_QUEUE, msg('credentials:notifications.bulk_failed', { reason })],
  );
}

class UploadRaceLost extends Error {}

/**
 * Stores the CSV (its text as UTF-8 with a byte-order mark, whatever encoding it came in, so that the job reads it
 * and Excel opens the copy right) and records and queues its upload; returns the upload's id, or null when a request with the
 * same credentials got there first (nothing is kept then).
 */
export async function createBulkUpload(
  db: Db,
  storage: FileStorage,
  input: { customerId: number; userId: number; csv: string; fileName: string | undefined; totalRows: number; contentHash: string },
): Promise<number | null> {
  const bytes = Buffer.from(`\uFEFF${input.csv}`, 'utf8');
  const key = generateStorageKey('csv');
  await storage.put(key, bytes, 'text/csv');
  try {
    const uploadId = await db.transaction(async (tx) => {
      const [file] = await tx.query<{ id: number }>(
        `insert into files (enterprise_customer_id, storage_key, original_name, mime_type, size_bytes, sha256, uploaded_by_user_id)
         values ($1, $2, $3, 'text/csv', $4, $5, $6) returning id`,
        [
          input.customerId,
          key,
          (input.fileName ?? '').replace(/[\u0000-\u001f\u007f\\/]/g, '') || 'credentials.csv',
          bytes.length,
          createHash('sha256').update(bytes).digest('hex'),
          input.userId,
        ],
      );
      const [upload] = await tx.query<{ id: number }>(
        `insert into bulk_credential_uploads (enterprise_customer_id, file_id, total_rows, content_hash, created_by_user_id)
         values ($1, $2, $3, $4, $5)
         on conflict (enterprise_customer_id, content_hash) where status <> 'failed' do nothing
         returning id`,
        [input.customerId, file.id, input.totalRows, input.contentHash, input.userId],
      );
      // A race lost to the same file: throwing rolls back the file's row.
      if (!upload) throw new UploadRaceLost();
      await queueBulkUpload(tx, upload.id);
      return upload.id;
    });
    return uploadId;
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    if (error instanceof UploadRaceLost) return null;
    throw error;
  }
}

/** The stored CSV of one of the customer's uploads, when it is still there. */
export async function bulkUploadFile(
  db: Queryable,
  customerId: number,
  id: number,
): Promise<{ storage_key: string; original_name: string } | undefined> {
  const [file] = await db.query<{ storage_key: string; original_name: string }>(
    `select f.storage_key, f.original_name from bulk_credential_uploads bu join files f on f.id = bu.file_id
      where bu.id = $1 and bu.enterprise_customer_id = $2`,
    [id, customerId],
  );
  return file;
}

export interface ClaimedUpload {
  id: number;
  enterprise_customer_id: number;
  file_id: number | null;
  processed_rows: number;
}

/** Marks an upload being processed; undefined when it is finished or gone. */
export async function claimBulkUpload(db: Queryable, id: number): Promise<ClaimedUpload | undefined> {
  const [upload] = await db.query<ClaimedUpload>(
    `update bulk_credential_uploads set status = 'processing'
      where id = $1 and status in ('queued', 'processing')
      returning id, enterprise_customer_id, file_id, processed_rows`,
    [id],
  );
  return upload;
}

export interface WorkerRef {
  id: number;
  full_name: string;
}

/** The customer's workers with the file's e-mails, by lower-cased e-mail (the oldest worker when several share one). */
export async function workersByEmail(db: Queryable, customerId: number, emails: string[]): Promise<Map<string, WorkerRef>> {
  const rows = await db.query<{ id: number; email: string; first_name: string; last_name: string }>(
    `select id, lower(email) as email, first_name, last_name from enterprise_customer_workers
      where enterprise_customer_id = $1 and lower(email) = any($2::text[])
      order by id`,
    [customerId, emails],
  );
  const map = new Map<string, WorkerRef>();
  for (const row of rows) if (!map.has(row.email)) map.set(row.email, { id: row.id, full_name: fullName(row.first_name, row.last_name) });
  return map;
}

/** Catalogue ids by normalised label: a row naming a catalogue credential is linked to it. */
export async function catalogueIds(db: Queryable, customerId: number): Promise<Map<string, number>> {
  const rows = await db.query<{ id: number; label: string }>(
    `select id, label from credentials where enterprise_customer_id = $1 or enterprise_customer_id is null
      order by enterprise_customer_id nulls last, id`,
    [customerId],
  );
  const map = new Map<string, number>();
  for (const row of rows) if (!map.has(normaliseForMatch(row.label))) map.set(normaliseForMatch(row.label), row.id);
  return map;
}

/** Locks a processing upload for the chunk's transaction; false when it is no longer processing. */
export async function lockProcessingUpload(tx: Queryable, uploadId: number): Promise<boolean> {
  const rows = await tx.query(`select 1 from bulk_credential_uploads where id = $1 and status = 'processing' for update`, [uploadId]);
  return rows.length > 0;
}

/** Creates the customer's workers the file names by e-mail; their ids, in order. */
export function createWorkers(
  tx: Queryable,
  customerId: number,
  workers: Array<{ first_name: string; last_name: string; email: string }>,
): Promise<number[]> {
  return insertRows<number>(
    tx,
    'enterprise_customer_workers',
    workers.map((worker) => ({
      enterprise_customer_id: customerId,
      first_name: worker.first_name,
      last_name: worker.last_name,
      email: worker.email,
    })),
  );
}

/** A credential on file as a bulk upload compares it: what a row may update. */
export interface FiledCredential {
  id: number;
  worker_id: number;
  name: string;
  issued: string | null;
  expiry: string | null;
  document_number: string | null;
  url: string | null;
}

/** The workers' credentials, oldest first. */
export function credentialsOfWorkers(tx: Queryable, customerId: number, workerIds: number[]): Promise<FiledCredential[]> {
  return tx.query<FiledCredential>(
    `select id, worker_id, name, issued, expiry, document_number, metadata->>'credential_url' as url
       from user_credentials where enterprise_customer_id = $1 and worker_id = any($2::int[])
      order by id`,
    [customerId, workerIds],
  );
}

/** A credential a bulk upload adds. */
export interface UploadedCredential {
  workerId: number;
  credentialId: number | null;
  name: string;
  issued: string | null;
  expiry: string | null;
  document_number: string | null;
  url: string | null;
}

export async function insertUploadedCredentials(
  tx: Queryable,
  customerId: number,
  uploadId: number,
  credentials: UploadedCredential[],
): Promise<void> {
  await insertRows(
    tx,
    'user_credentials',
    credentials.map((credential) => ({
      enterprise_customer_id: customerId,
      worker_id: credential.workerId,
      credential_id: credential.credentialId,
      name: credential.name,
      document_number: credential.document_number,
      issued: credential.issued,
      expiry: credential.expiry,
      metadata: { bulk_credential_upload_id: uploadId, ...(credential.url ? { credential_url: credential.url } : {}) },
    })),
    null,
  );
}

/** New details for credentials on file: expiry, document number and URL, marked with the upload that brought them. */
export async function updateUploadedCredentials(
  tx: Queryable,
  customerId: number,
  uploadId: number,
  changes: Array<{ id: number; expiry: string | null; document_number: string | null; url: string | null }>,
): Promise<void> {
  await tx.query(
    `update user_credentials uc
        set expiry = v.expiry::date, document_number = v.document_number, updated_at = now(),
            metadata = uc.metadata || jsonb_strip_nulls(jsonb_build_object('credential_url', v.url, 'bulk_credential_upload_id', $5::int))
       from unnest($1::int[], $2::text[], $3::text[], $4::text[]) as v(id, expiry, document_number, url)
      where uc.id = v.id and uc.enterprise_customer_id = $6`,
    [
      changes.map((change) => change.id),
      changes.map((change) => change.expiry),
      changes.map((change) => change.document_number),
      changes.map((change) => change.url),
      uploadId,
      customerId,
    ],
  );
}

export interface ChunkCounts {
  created: number;
  updated: number;
  skipped: number;
  failed: number;
  workersCreated: number;
}

/** Adds a chunk's counts and row outcomes to the upload, and how many rows are now done. */
export async function recordChunkProgress(
  tx: Queryable,
  uploadId: number,
  progress: { processedRows: number; counts: ChunkCounts; outcomes: StoredRowOutcome[] },
): Promise<void> {
  const { counts } = progress;
  await tx.query(
    `update bulk_credential_uploads
        set processed_rows = $2, created_count = created_count + $3, updated_count = updated_count + $4,
            skipped_count = skipped_count + $5, failed_count = failed_count + $6,
            workers_created_count = workers_created_count + $7, results = results || $8::jsonb
      where id = $1`,
    [
      uploadId,
      progress.processedRows,
      counts.created,
      counts.updated,
      counts.skipped,
      counts.failed,
      counts.workersCreated,
      JSON.stringify(progress.outcomes),
    ],
  );
}

async function notifyCustomer(db: Queryable, customerId: number, uploadId: number, message: string): Promise<void> {
  await db.query(
    `insert into notifications (enterprise_customer_id, notification_type, message, metadata)
     values ($1, 'bulk_credential_upload', $2, $3::jsonb)`,
    [customerId, message, JSON.stringify({ bulk_credential_upload_id: uploadId, uploads_s3_url: bulkUploadFileUrl(uploadId) })],
  );
}

/** Fails a processing upload and tells the customer why; the reason (a msg()) is stored and read in the reader's language. */
export async function failBulkUpload(db: Db, upload: ClaimedUpload, reason: Message | string): Promise<void> {
  await db.transaction(async (tx) => {
    const [failed] = await tx.query(
      `update bulk_credential_uploads set status = 'failed', error = $2, finished_at = now()
        where id = $1 and status = 'processing' returning id`,
      [upload.id, reason],
    );
    if (failed) {
      await notifyCustomer(tx, upload.enterprise_customer_id, upload.id, msg('credentials:notifications.bulk_failed', { reason }));
    }
  });
}

export interface FinalCounts {
  total_rows: number;
  created_count: number;
  updated_count: number;
  skipped_count: number;
  failed_count: number;
}

/** The notification of a finished upload: what it imported, what was already on file, what needs attention. */
export function bulkUploadFinishedMessage(counts: FinalCounts): Message {
  const imported = counts.created_count + counts.updated_count;
  const parts: Message[] = [msg('credentials:notifications.bulk_imported', { imported, count: counts.total_rows })];
  if (counts.skipped_count > 0) parts.push(msg('credentials:notifications.bulk_on_file', { number: counts.skipped_count }));
  if (counts.failed_count > 0) parts.push(msg('credentials:notifications.bulk_attention', { count: counts.failed_count }));
  return msg('credentials:notifications.bulk_finished', { parts: listOf(parts) });
}

/** Marks a processing upload done and tells the customer what it imported. */
export async function finishBulkUpload(db: Db, upload: ClaimedUpload): Promise<void> {
  await db.transaction(async (tx) => {
    const [finished] = await tx.query<FinalCounts>(
      `update bulk_credential_uploads set status = 'done', finished_at = now()
        where id = $1 and status = 'processing'
        returning total_rows, created_count, updated_count, skipped_count, failed_count`,
      [upload.id],
    );
    if (finished) await notifyCustomer(tx, upload.enterprise_customer_id, upload.id, bulkUploadFinishedMessage(finished));
  });
  // PGlite has no autovacuum: fresh statistics keep the credentials lists on their indexes after a large file.
  if (db.kind === 'pglite') await db.exec('analyze user_credentials; analyze enterprise_customer_workers;');
}
