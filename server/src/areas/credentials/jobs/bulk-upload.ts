import type { Db, Queryable } from '../../../core/db';
import type { FileStorage } from '../../../core/storage';
import type { JobHandlers } from '../../../core/jobs/worker';
import type { Job } from '../../../core/jobs/queue';
import { insertRows } from '../../../core/db/insert-rows';
import { fullName } from '../../../core/lib/names';
import { bulkUploadFileUrl } from '../repository';
import { normaliseForMatch } from '../parsing';
import {
  BulkFileError,
  checkBulkRows,
  hasRowErrors,
  readBulkCredentialCsv,
  type BulkCredentialEntry,
  type CheckedBulkRow,
} from '../parsing/bulk-credentials-csv';
import type { BulkRowOutcome } from 'shared-api/contract';

export const BULK_UPLOAD_QUEUE = 'credentials.bulk-upload';


export const FILE_GONE_MESSAGE = 'The uploaded file is no longer stored. Upload it again.';
export const UPLOAD_FAILED_MESSAGE = 'The upload could not be processed. Upload the file again.';

/** Rows written per transaction: progress shows after each, and PGlite's one session is never held long. */
const CHUNK_ROWS = 500;

interface ClaimedUpload {
  id: number;
  enterprise_customer_id: number;
  file_id: number | null;
  processed_rows: number;
}

interface WorkerRef {
  id: number;
  full_name: string;
}

interface StoredCredential {
  id: number | null;
  expiry: string | null;
  document_number: string | null;
  url: string | null;
}

interface Counts {
  created: number;
  updated: number;
  skipped: number;
  failed: number;
  workersCreated: number;
}

const credentialKey = (workerId: number, name: string, issued: string | null) => `${workerId}|${normaliseForMatch(name)}|${issued ?? ''}`;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The customer's workers with the file's e-mails, by lower-cased e-mail (the oldest worker when several share one). */
async function workersByEmail(db: Queryable, customerId: number, emails: string[]): Promise<Map<string, WorkerRef>> {
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
async function catalogueIds(db: Queryable, customerId: number): Promise<Map<string, number>> {
  const rows = await db.query<{ id: number; label: string }>(
    `select id, label from credentials where enterprise_customer_id = $1 or enterprise_customer_id is null
      order by enterprise_customer_id nulls last, id`,
    [customerId],
  );
  const map = new Map<string, number>();
  for (const row of rows) if (!map.has(normaliseForMatch(row.label))) map.set(normaliseForMatch(row.label), row.id);
  return map;
}

interface ChunkContext {
  db: Db;
  uploadId: number;
  customerId: number;
  workers: Map<string, WorkerRef>;
  catalogue: Map<string, number>;
}

/**
 * One transaction for one chunk: creates the workers it needs, creates or updates its credentials and
 * records each row's outcome and the progress. A rerun after a crash starts after the last committed chunk.
 */
async function processChunk(context: ChunkContext, chunk: CheckedBulkRow[], processedAfter: number): Promise<Counts> {
  const { db, uploadId, customerId, workers, catalogue } = context;
  const counts: Counts = { created: 0, updated: 0, skipped: 0, failed: 0, workersCreated: 0 };
  await db.transaction(async (tx) => {
    const [upload] = await tx.query(
      `select 1 from bulk_credential_uploads where id = $1 and status = 'processing' for update`,
      [uploadId],
    );
    if (!upload) return;

    const valid = chunk.filter((row) => !hasRowErrors(row));
    const newWorkers = new Map<string, CheckedBulkRow>();
    for (const row of valid) if (!workers.has(row.email) && !newWorkers.has(row.email)) newWorkers.set(row.email, row);
    const createdWorkerEmails = new Set(newWorkers.keys());
    if (newWorkers.size > 0) {
      const pending = [...newWorkers.values()];
      const ids = await insertRows<number>(
        tx,
        'enterprise_customer_workers',
        pending.map(({ row }) => ({
          enterprise_customer_id: customerId,
          first_name: row.first_name,
          last_name: row.last_name,
          email: row.email,
        })),
      );
      pending.forEach(({ row, email }, i) => workers.set(email, { id: ids[i], full_name: fullName(row.first_name, row.last_name) }));
      counts.workersCreated = ids.length;
    }

    const workerIds = [...new Set(valid.map((row) => workers.get(row.email)!.id))];
    const existing = new Map<string, StoredCredential>();
    if (workerIds.length > 0) {
      const rows = await tx.query<{ id: number; worker_id: number; name: string; issued: string | null; expiry: string | null; document_number: string | null; url: string | null }>(
        `select id, worker_id, name, issued, expiry, document_number, metadata->>'credential_url' as url
           from user_credentials where enterprise_customer_id = $1 and worker_id = any($2::int[])
          order by id`,
        [customerId, workerIds],
      );
      for (const row of rows) {
        const key = credentialKey(row.worker_id, row.name, row.issued);
        if (!existing.has(key)) existing.set(key, { id: row.id, expiry: row.expiry, document_number: row.document_number, url: row.url });
      }
    }

    const inserts: Array<{ key: string; workerId: number; entry: BulkCredentialEntry }> = [];
    const updates = new Map<number, StoredCredential>();
    const outcomes: BulkRowOutcome[] = [];

    /** What happens to one credential of a row: new, new details for one on file, or nothing new. */
    const apply = (workerId: number, entry: BulkCredentialEntry): 'created' | 'updated' | 'skipped' => {
      const key = credentialKey(workerId, entry.name, entry.issued);
      const stored = existing.get(key);
      if (!stored) {
        const planned = { id: null, expiry: entry.expiry, document_number: entry.document_number, url: entry.url };
        existing.set(key, planned);
        inserts.push({ key, workerId, entry });
        return 'created';
      }
      // A blank cell keeps what is on file; only a value that differs is news.
      const changed =
        (entry.expiry !== null && entry.expiry !== stored.expiry) ||
        (entry.document_number !== null && entry.document_number !== stored.document_number) ||
        (entry.url !== null && entry.url !== stored.url);
      if (!changed) return 'skipped';
      stored.expiry = entry.expiry ?? stored.expiry;
      stored.document_number = entry.document_number ?? stored.document_number;
      stored.url = entry.url ?? stored.url;
      if (stored.id === null) {
        // Repeated in this chunk before it was written: the insert carries the newer details.
        const insert = inserts.find((i) => i.key === key)!;
        insert.entry = { ...insert.entry, expiry: stored.expiry, document_number: stored.document_number, url: stored.url };
        return 'created';
      }
      updates.set(stored.id, stored);
      return 'updated';
    };

    for (const checked of chunk) {
      const credentialName = checked.row.credential_name;
      if (hasRowErrors(checked)) {
        counts.failed += 1;
        outcomes.push({
          line: checked.row.line,
          outcome: 'failed',
          message: Object.values(checked.errors).flat().join(' '),
          worker: null,
          credential_name: credentialName,
        });
        continue;
      }
      const worker = workers.get(checked.email)!;
      const results = checked.credentials.map((entry) => ({ entry, result: apply(worker.id, entry) }));
      const outcome = results.some((r) => r.result === 'created')
        ? 'created'
        : results.some((r) => r.result === 'updated')
          ? 'updated'
          : 'skipped';
      counts[outcome] += 1;
      const parts = results.map(({ entry, result }) => {
        const what = entry.supporting ? `Supporting credential ${entry.name}` : entry.name;
        if (result === 'created') return `${what} added.`;
        if (result === 'updated') return `${what} was on file; its details were updated.`;
        return `${what} is already on file.`;
      });
      if (createdWorkerEmails.delete(checked.email)) parts.push(`New worker ${worker.full_name} created.`);
      outcomes.push({ line: checked.row.line, outcome, message: parts.join(' '), worker, credential_name: credentialName });
    }

    if (inserts.length > 0) {
      await insertRows(
        tx,
        'user_credentials',
        inserts.map(({ workerId, entry }) => ({
          enterprise_customer_id: customerId,
          worker_id: workerId,
          credential_id: catalogue.get(normaliseForMatch(entry.name)) ?? null,
          name: entry.name,
          document_number: entry.document_number,
          issued: entry.issued,
          expiry: entry.expiry,
          metadata: { bulk_credential_upload_id: uploadId, ...(entry.url ? { credential_url: entry.url } : {}) },
        })),
        null,
      );
    }
    if (updates.size > 0) {
      const changed = [...updates.entries()];
      await tx.query(
        `update user_credentials uc
            set expiry = v.expiry::date, document_number = v.document_number, updated_at = now(),
                metadata = uc.metadata || jsonb_strip_nulls(jsonb_build_object('credential_url', v.url, 'bulk_credential_upload_id', $5::int))
           from unnest($1::int[], $2::text[], $3::text[], $4::text[]) as v(id, expiry, document_number, url)
          where uc.id = v.id and uc.enterprise_customer_id = $6`,
        [
          changed.map(([id]) => id),
          changed.map(([, c]) => c.expiry),
          changed.map(([, c]) => c.document_number),
          changed.map(([, c]) => c.url),
          uploadId,
          customerId,
        ],
      );
    }
    await tx.query(
      `update bulk_credential_uploads
          set processed_rows = $2, created_count = created_count + $3, updated_count = updated_count + $4,
              skipped_count = skipped_count + $5, failed_count = failed_count + $6,
              workers_created_count = workers_created_count + $7, results = results || $8::jsonb
        where id = $1`,
      [uploadId, processedAfter, counts.created, counts.updated, counts.skipped, counts.failed, counts.workersCreated, JSON.stringify(outcomes)],
    );
  });
  return counts;
}

async function notify(db: Queryable, customerId: number, uploadId: number, message: string): Promise<void> {
  await db.query(
    `insert into notifications (enterprise_customer_id, notification_type, message, metadata)
     values ($1, 'bulk_credential_upload', $2, $3::jsonb)`,
    [customerId, message, JSON.stringify({ bulk_credential_upload_id: uploadId, uploads_s3_url: bulkUploadFileUrl(uploadId) })],
  );
}

async function failUpload(db: Db, upload: ClaimedUpload, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [failed] = await tx.query(
      `update bulk_credential_uploads set status = 'failed', error = $2, finished_at = now()
        where id = $1 and status = 'processing' returning id`,
      [upload.id, reason],
    );
    if (failed) await notify(tx, upload.enterprise_customer_id, upload.id, `Bulk credential upload failed: ${reason}`);
  });
}

function finishedMessage(counts: { total_rows: number; created_count: number; updated_count: number; skipped_count: number; failed_count: number }): string {
  const imported = counts.created_count + counts.updated_count;
  const parts = [`${imported} of ${plural(counts.total_rows, 'row')} imported`];
  if (counts.skipped_count > 0) parts.push(`${counts.skipped_count} already on file`);
  if (counts.failed_count > 0) parts.push(`${counts.failed_count} need${counts.failed_count === 1 ? 's' : ''} attention`);
  return `Bulk credential upload finished: ${parts.join(', ')}.`;
}

/**
 * Processes a bulk credential upload: reads its stored CSV, matches workers by e-mail (creating those that
 * do not exist), creates each credential or updates the one already on file with the same name and issued
 * date, and finishes with a bulk_credential_upload notification linking to the upload's details.
 */
async function runBulkUpload(db: Db, storage: FileStorage, job: Job): Promise<void> {
  const id = Number(job.payload.bulk_credential_upload_id);
  const [upload] = await db.query<ClaimedUpload>(
    `update bulk_credential_uploads set status = 'processing'
      where id = $1 and status in ('queued', 'processing')
      returning id, enterprise_customer_id, file_id, processed_rows`,
    [id],
  );
  if (!upload) return;
  const customerId = upload.enterprise_customer_id;

  try {
    const [file] = upload.file_id
      ? await db.query<{ storage_key: string }>('select storage_key from files where id = $1 and enterprise_customer_id = $2', [
          upload.file_id,
          customerId,
        ])
      : [];
    const bytes = file ? await storage.get(file.storage_key) : null;
    if (!bytes) return failUpload(db, upload, FILE_GONE_MESSAGE);

    const rows = checkBulkRows(readBulkCredentialCsv(bytes.toString('utf8')));
    const context: ChunkContext = {
      db,
      uploadId: upload.id,
      customerId,
      workers: await workersByEmail(db, customerId, [...new Set(rows.map((row) => row.email).filter(Boolean))]),
      catalogue: await catalogueIds(db, customerId),
    };
    for (let start = upload.processed_rows; start < rows.length; start += CHUNK_ROWS) {
      const chunk = rows.slice(start, start + CHUNK_ROWS);
      await processChunk(context, chunk, start + chunk.length);
      // PGlite answers in microtasks: without a turn of the event loop here, requests (the progress bar's
      // polls among them) would wait for the whole file.
      await new Promise((resolve) => setImmediate(resolve));
    }

    await db.transaction(async (tx) => {
      const [finished] = await tx.query<{ total_rows: number; created_count: number; updated_count: number; skipped_count: number; failed_count: number }>(
        `update bulk_credential_uploads set status = 'done', finished_at = now()
          where id = $1 and status = 'processing'
          returning total_rows, created_count, updated_count, skipped_count, failed_count`,
        [upload.id],
      );
      if (finished) await notify(tx, customerId, upload.id, finishedMessage(finished));
    });
    // PGlite has no autovacuum: fresh statistics keep the credentials lists on their indexes after a large file.
    if (db.kind === 'pglite') await db.exec('analyze user_credentials; analyze enterprise_customer_workers;');
  } catch (error) {
    if (error instanceof BulkFileError) return failUpload(db, upload, error.message);
    if (job.attempts >= job.max_attempts) await failUpload(db, upload, UPLOAD_FAILED_MESSAGE);
    throw error;
  }
}

export function bulkUploadJobHandlers(db: Db, storage: FileStorage): JobHandlers {
  return { [BULK_UPLOAD_QUEUE]: (job) => runBulkUpload(db, storage, job) };
}
