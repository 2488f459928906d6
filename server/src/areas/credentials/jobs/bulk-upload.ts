import type { Db } from '../../../core/db';
import type { FileStorage } from '../../../core/storage';
import type { JobHandlers } from '../../../core/jobs/worker';
import type { Job } from '../../../core/jobs/queue';
import { msg, type Message } from '../../../core/i18n';
import { fullName } from '../../../core/lib/names';
import { normaliseForMatch } from '../parsing';
import {
  BulkFileError,
  checkBulkRows,
  hasRowErrors,
  readBulkCredentialCsv,
  type BulkCredentialEntry,
  type CheckedBulkRow,
} from '../parsing/bulk-credentials-csv';
import {
  catalogueIds,
  claimBulkUpload,
  createWorkers,
  credentialsOfWorkers,
  failBulkUpload,
  finishBulkUpload,
  insertUploadedCredentials,
  lockProcessingUpload,
  recordChunkProgress,
  storedFileOf,
  updateUploadedCredentials,
  workersByEmail,
  type ChunkCounts,
  type StoredRowOutcome,
  type WorkerRef,
} from '../repository';
import { BULK_UPLOAD_QUEUE } from './queues';

const FILE_GONE_MESSAGE = msg('credentials:bulk.file_gone');
const UPLOAD_FAILED_MESSAGE = msg('credentials:bulk.upload_failed');

/** What one credential of a row did, as the upload's details say it (a msg(), stored and read in the reader's language). */
function credentialOutcome(entry: BulkCredentialEntry, result: 'created' | 'updated' | 'skipped'): Message {
  const params = { name: entry.name };
  if (entry.supporting) {
    if (result === 'created') return msg('credentials:bulk.supporting_created', params);
    if (result === 'updated') return msg('credentials:bulk.supporting_updated', params);
    return msg('credentials:bulk.supporting_skipped', params);
  }
  if (result === 'created') return msg('credentials:bulk.created', params);
  if (result === 'updated') return msg('credentials:bulk.updated', params);
  return msg('credentials:bulk.skipped', params);
}

/** Rows written per transaction: progress shows after each, and PGlite's one session is never held long. */
const CHUNK_ROWS = 500;

interface StoredCredential {
  id: number | null;
  expiry: string | null;
  document_number: string | null;
  url: string | null;
}

const credentialKey = (workerId: number, name: string, issued: string | null) => `${workerId}|${normaliseForMatch(name)}|${issued ?? ''}`;

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
async function processChunk(context: ChunkContext, chunk: CheckedBulkRow[], processedAfter: number): Promise<void> {
  const { db, uploadId, customerId, workers, catalogue } = context;
  const counts: ChunkCounts = { created: 0, updated: 0, skipped: 0, failed: 0, workersCreated: 0 };
  await db.transaction(async (tx) => {
    if (!(await lockProcessingUpload(tx, uploadId))) return;

    const valid = chunk.filter((row) => !hasRowErrors(row));
    const newWorkers = new Map<string, CheckedBulkRow>();
    for (const row of valid) if (!workers.has(row.email) && !newWorkers.has(row.email)) newWorkers.set(row.email, row);
    const createdWorkerEmails = new Set(newWorkers.keys());
    if (newWorkers.size > 0) {
      const pending = [...newWorkers.values()];
      const ids = await createWorkers(tx, customerId, pending.map(({ row }) => row));
      pending.forEach(({ row, email }, i) => workers.set(email, { id: ids[i], full_name: fullName(row.first_name, row.last_name) }));
      counts.workersCreated = ids.length;
    }

    const workerIds = [...new Set(valid.map((row) => workers.get(row.email)!.id))];
    const existing = new Map<string, StoredCredential>();
    if (workerIds.length > 0) {
      for (const row of await credentialsOfWorkers(tx, customerId, workerIds)) {
        const key = credentialKey(row.worker_id, row.name, row.issued);
        if (!existing.has(key)) existing.set(key, { id: row.id, expiry: row.expiry, document_number: row.document_number, url: row.url });
      }
    }

    const inserts: Array<{ key: string; workerId: number; entry: BulkCredentialEntry }> = [];
    const updates = new Map<number, StoredCredential>();
    const outcomes: StoredRowOutcome[] = [];

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
          message: Object.values(checked.errors).flat(),
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
      const parts = results.map(({ entry, result }) => credentialOutcome(entry, result));
      if (createdWorkerEmails.delete(checked.email)) parts.push(msg('credentials:bulk.worker_created', { name: worker.full_name }));
      outcomes.push({ line: checked.row.line, outcome, message: parts, worker, credential_name: credentialName });
    }

    if (inserts.length > 0) {
      await insertUploadedCredentials(
        tx,
        customerId,
        uploadId,
        inserts.map(({ workerId, entry }) => ({
          workerId,
          credentialId: catalogue.get(normaliseForMatch(entry.name)) ?? null,
          name: entry.name,
          issued: entry.issued,
          expiry: entry.expiry,
          document_number: entry.document_number,
          url: entry.url,
        })),
      );
    }
    if (updates.size > 0) {
      await updateUploadedCredentials(tx, customerId, uploadId, [...updates.entries()].map(([id, credential]) => ({ ...credential, id })));
    }
    await recordChunkProgress(tx, uploadId, { processedRows: processedAfter, counts, outcomes });
  });
}

/**
 * Processes a bulk credential upload: reads its stored CSV, matches workers by e-mail (creating those that
 * do not exist), creates each credential or updates the one already on file with the same name and issued
 * date, and finishes with a bulk_credential_upload notification linking to the upload's details.
 */
async function runBulkUpload(db: Db, storage: FileStorage, job: Job): Promise<void> {
  const upload = await claimBulkUpload(db, Number(job.payload.bulk_credential_upload_id));
  if (!upload) return;
  const customerId = upload.enterprise_customer_id;

  try {
    const file = upload.file_id ? await storedFileOf(db, customerId, upload.file_id) : undefined;
    const bytes = file ? await storage.get(file.storage_key) : null;
    if (!bytes) return failBulkUpload(db, upload, FILE_GONE_MESSAGE);

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
    await finishBulkUpload(db, upload);
  } catch (error) {
    if (error instanceof BulkFileError) return failBulkUpload(db, upload, error.message);
    if (job.attempts >= job.max_attempts) await failBulkUpload(db, upload, UPLOAD_FAILED_MESSAGE);
    throw error;
  }
}

export function bulkUploadJobHandlers(db: Db, storage: FileStorage): JobHandlers {
  return { [BULK_UPLOAD_QUEUE]: (job) => runBulkUpload(db, storage, job) };
}
