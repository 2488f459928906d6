import type { Db, Queryable } from '../../../core/db';
import type { FileStorage } from '../../../core/storage';
import type { JobHandlers } from '../../../core/jobs/worker';
import type { Job } from '../../../core/jobs/queue';
import {
  extractCredentialFields,
  PARSE_QUEUE,
  readDocumentText,
  UnreadableFileError,
  type CatalogueEntry,
  type ExtractOptions,
  type KnownIssuer,
  type OcrEngine,
} from '../parsing';

export interface ParseJobPayload {
  user_credential_parse_job_id: number;
}

export const FILE_GONE_MESSAGE = 'The uploaded file is no longer stored. Upload it again.';
export const PARSE_FAILED_MESSAGE = 'This file could not be read. Try again or upload another copy.';

const MAX_NAME = 255;
const MAX_DOCUMENT_NUMBER = 100;

interface ClaimedParseJob {
  id: number;
  enterprise_customer_id: number;
  worker_id: number;
  file_id: number | null;
}

/** What a document is matched against: the customer's catalogue and issuers, and the worker's name. */
async function extractionContext(db: Queryable, customerId: number, workerId: number): Promise<ExtractOptions> {
  const [catalogue, issuers, providers, workers] = await Promise.all([
    db.query<{ id: number; label: string; validity_period_months: number | null }>(
      `select id, label, validity_period_months from credentials
        where enterprise_customer_id = $1 or enterprise_customer_id is null
        order by enterprise_customer_id nulls last, id`,
      [customerId],
    ),
    db.query<{ id: number; name: string }>('select id, name from credential_issuers where enterprise_customer_id = $1', [customerId]),
    db.query<{ id: number; name: string }>('select id, name from training_providers'),
    db.query<{ first_name: string; last_name: string }>(
      'select first_name, last_name from enterprise_customer_workers where id = $1 and enterprise_customer_id = $2',
      [workerId, customerId],
    ),
  ]);
  return {
    catalogue: catalogue.map((c): CatalogueEntry => ({ id: c.id, label: c.label, validityMonths: c.validity_period_months })),
    issuers: [
      ...issuers.map((i): KnownIssuer => ({ id: i.id, name: i.name, kind: 'credential_issuer' })),
      ...providers.map((p): KnownIssuer => ({ id: p.id, name: p.name, kind: 'training_provider' })),
    ],
    holderNames: workers.map((w) => `${w.first_name} ${w.last_name}`.trim()),
  };
}

const withoutExtension = (name: string) => name.replace(/\.[A-Za-z0-9]{1,5}$/, '').trim();

async function failParseJob(db: Queryable, id: number, reason: string): Promise<void> {
  await db.query(
    `update user_credential_parse_jobs set status = 'failed', error = $2, updated_at = now()
      where id = $1 and status in ('queued', 'processing')`,
    [id, reason],
  );
}

/**
 * Reads the document of a parse job and proposes a credential for the worker from it, marked for review.
 * The reading happens outside any transaction (it takes a while); the writes happen in one, only if the
 * parse job still exists, so a job deleted meanwhile leaves nothing behind.
 */
async function runParseJob(db: Db, storage: FileStorage, ocr: OcrEngine, job: Job): Promise<void> {
  const id = Number((job.payload as Partial<ParseJobPayload>).user_credential_parse_job_id);
  const [parseJob] = await db.query<ClaimedParseJob>(
    `update user_credential_parse_jobs set status = 'processing', updated_at = now()
      where id = $1 and status in ('queued', 'processing')
      returning id, enterprise_customer_id, worker_id, file_id`,
    [id],
  );
  // Deleted, or finished by an earlier run.
  if (!parseJob) return;
  const customerId = parseJob.enterprise_customer_id;

  try {
    const [file] = parseJob.file_id
      ? await db.query<{ storage_key: string; original_name: string }>(
          'select storage_key, original_name from files where id = $1 and enterprise_customer_id = $2',
          [parseJob.file_id, customerId],
        )
      : [];
    const bytes = file ? await storage.get(file.storage_key) : null;
    if (!file || !bytes) throw new UnreadableFileError(FILE_GONE_MESSAGE);

    const started = Date.now();
    const document = await readDocumentText(bytes, ocr);
    const { pairs, credentialId, issuer } = extractCredentialFields(
      document.text,
      await extractionContext(db, customerId, parseJob.worker_id),
    );
    const seconds = (Date.now() - started) / 1000;
    const name = (pairs.credential_name.value ?? (withoutExtension(file.original_name) || 'Credential')).slice(0, MAX_NAME);

    await db.transaction(async (tx) => {
      const [still] = await tx.query(
        `select 1 from user_credential_parse_jobs where id = $1 and status = 'processing' for update`,
        [parseJob.id],
      );
      if (!still) return;
      const [credential] = await tx.query<{ id: number }>(
        `insert into user_credentials
           (enterprise_customer_id, worker_id, credential_id, name, document_number, issued, expiry, file_id,
            credential_issuer_id, training_provider_id, metadata)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb)
         returning id`,
        [
          customerId,
          parseJob.worker_id,
          credentialId,
          name,
          pairs.document_number.value?.slice(0, MAX_DOCUMENT_NUMBER) ?? null,
          pairs.issued.value,
          pairs.expiry.value,
          parseJob.file_id,
          issuer?.kind === 'credential_issuer' ? issuer.id : null,
          issuer?.kind === 'training_provider' ? issuer.id : null,
          JSON.stringify({ results: { key_value_pairs: pairs }, needs_review: true, user_credential_parse_job_id: parseJob.id }),
        ],
      );
      await tx.query(
        `update user_credential_parse_jobs
            set status = 'done', user_credential_id = $2, error = null, updated_at = now(), result = $3::jsonb
          where id = $1`,
        [
          parseJob.id,
          credential.id,
          JSON.stringify({ key_value_pairs: pairs, pages: document.pages, ocr_pages: document.ocrPages, seconds }),
        ],
      );
    });
  } catch (error) {
    if (error instanceof UnreadableFileError) return failParseJob(db, parseJob.id, error.message);
    // Anything else may pass on a retry; after the last one the person is told it did not work.
    if (job.attempts >= job.max_attempts) await failParseJob(db, parseJob.id, PARSE_FAILED_MESSAGE);
    throw error;
  }
}

export function parseCredentialJobHandlers(db: Db, storage: FileStorage, ocr: OcrEngine): JobHandlers {
  return { [PARSE_QUEUE]: (job) => runParseJob(db, storage, ocr, job) };
}
