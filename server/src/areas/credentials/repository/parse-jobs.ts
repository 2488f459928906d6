import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../../../core/db';
import type { FileStorage } from '../../../core/storage';
import { storeUpload, type ReceivedFile } from '../../../core/files';
import { DEFAULT_LOCALE, msg, type Locale } from '../../../core/i18n';
import { diffForHumans } from '../../../core/lib/time';
import { readStoredMessage } from '../messages';
import type { CredentialParseJob, ParsedKeyValuePairs } from 'shared-api/contract';
import type { CatalogueEntry, ExtractOptions, KnownIssuer } from '../parsing';
import type { ParseJobsFilter } from '../schemas';
import { PARSE_QUEUE, queueParseJob } from '../jobs/queues';
import { DOCUMENT_KINDS } from './documents';
import { staffFileUrl } from './user-credentials';

interface ParseJobRow {
  id: number;
  status: CredentialParseJob['status'];
  group_id: string;
  error: string | null;
  user_credential_id: number | null;
  file_id: number | null;
  file_name: string | null;
  created_at: Date;
}

const PARSE_JOB_SELECT = `
  select pj.id, pj.status, pj.group_id, pj.error, pj.user_credential_id, pj.file_id, f.original_name as file_name, pj.created_at
    from user_credential_parse_jobs pj
    left join files f on f.id = pj.file_id`;

/** The polling list shows the latest jobs; a parse session has a handful of files. */
const LIST_LIMIT = 100;

function toParseJob(row: ParseJobRow, now: Date, locale: Locale): CredentialParseJob {
  return {
    id: row.id,
    status: row.status,
    group_id: row.group_id,
    file_name: row.file_name,
    file_url: staffFileUrl(row.file_id),
    // Stored as a msg() (older rows: English text), written in the reader's language.
    error: row.error === null ? null : readStoredMessage(row.error, locale),
    user_credential_id: row.user_credential_id,
    created_at_diff: diffForHumans(row.created_at, now, locale),
  };
}

/** Stores the document, records its parse job (in a new group unless one is given) and queues the reading. */
export async function createParseJob(
  db: Db,
  storage: FileStorage,
  input: { customerId: number; userId: number; workerId: number; file: ReceivedFile; groupId: string | undefined },
  locale: Locale = DEFAULT_LOCALE,
): Promise<CredentialParseJob> {
  const row = await db.transaction(async (tx) => {
    const stored = await storeUpload(tx, storage, {
      customerId: input.customerId,
      userId: input.userId,
      bytes: input.file.bytes,
      originalName: input.file.filename,
      allowed: DOCUMENT_KINDS,
    });
    const [created] = await tx.query<ParseJobRow>(
      `insert into user_credential_parse_jobs (enterprise_customer_id, worker_id, file_id, group_id, created_by_user_id)
       values ($1, $2, $3, $4, $5)
       returning id, status, group_id, error, user_credential_id, file_id, $6::text as file_name, created_at`,
      [input.customerId, input.workerId, stored.id, input.groupId || randomUUID(), input.userId, stored.original_name],
    );
    await queueParseJob(tx, created.id);
    return created;
  });
  return toParseJob(row, new Date(), locale);
}

const PARSE_ABANDONED_MESSAGE = msg('credentials:parsing.abandoned');

/**
 * A parse job still queued or being read whose queue job is gone for good (the stale sweep failed it after a
 * server stopped during its last attempt, so no handler ever says so) would spin as "Processing" forever: it is
 * failed here, with a reason the person reads, whenever the customer's jobs are listed.
 */
export async function failAbandonedParseJobs(db: Queryable, customerId: number, filter: ParseJobsFilter): Promise<void> {
  await db.query(
    `update user_credential_parse_jobs pj set status = 'failed', error = $4, updated_at = now()
      where pj.enterprise_customer_id = $1 and pj.status in ('queued', 'processing')
        and ($2::text is null or pj.group_id = $2) and ($3::int is null or pj.worker_id = $3)
        and not exists (select 1 from jobs j
                         where j.queue = $5 and j.status in ('queued', 'running')
                           and j.payload->>'user_credential_parse_job_id' = pj.id::text)`,
    [customerId, filter.group_id ?? null, filter.enterprise_customer_worker_id ?? null, PARSE_ABANDONED_MESSAGE, PARSE_QUEUE],
  );
}

/** The customer's latest parse jobs, of a group and/or a worker. */
export async function findParseJobs(
  db: Queryable,
  customerId: number,
  filter: ParseJobsFilter,
  locale: Locale = DEFAULT_LOCALE,
): Promise<CredentialParseJob[]> {
  await failAbandonedParseJobs(db, customerId, filter);
  const conditions = ['pj.enterprise_customer_id = $1'];
  const params: unknown[] = [customerId];
  if (filter.group_id) {
    params.push(filter.group_id);
    conditions.push(`pj.group_id = $${params.length}`);
  }
  if (filter.enterprise_customer_worker_id) {
    params.push(filter.enterprise_customer_worker_id);
    conditions.push(`pj.worker_id = $${params.length}`);
  }
  const rows = await db.query<ParseJobRow>(
    `${PARSE_JOB_SELECT} where ${conditions.join(' and ')} order by pj.created_at desc, pj.id desc limit ${LIST_LIMIT}`,
    params,
  );
  const now = new Date();
  return rows.map((row) => toParseJob(row, now, locale));
}

/** A worker's jobs still running, and failed ones (with their reason) until someone deletes them. */
export async function unfinishedParseJobsOf(
  db: Queryable,
  customerId: number,
  workerId: number,
  locale: Locale = DEFAULT_LOCALE,
): Promise<CredentialParseJob[]> {
  await failAbandonedParseJobs(db, customerId, { enterprise_customer_worker_id: workerId });
  const rows = await db.query<ParseJobRow>(
    `${PARSE_JOB_SELECT}
      where pj.worker_id = $1 and pj.enterprise_customer_id = $2 and pj.status <> 'done'
      order by pj.created_at desc, pj.id desc`,
    [workerId, customerId],
  );
  const now = new Date();
  return rows.map((row) => toParseJob(row, now, locale));
}

/** Deletes a parse job of the customer's; its document's id (null when it had none), or undefined when there was no such job. */
export async function deleteParseJob(db: Queryable, customerId: number, id: number): Promise<{ file_id: number | null } | undefined> {
  const [deleted] = await db.query<{ file_id: number | null }>(
    'delete from user_credential_parse_jobs where id = $1 and enterprise_customer_id = $2 returning file_id',
    [id, customerId],
  );
  return deleted;
}

export interface ClaimedParseJob {
  id: number;
  enterprise_customer_id: number;
  worker_id: number;
  file_id: number | null;
}

/** Marks a parse job being read; undefined when it was deleted or finished by an earlier run. */
export async function claimParseJob(db: Queryable, id: number): Promise<ClaimedParseJob | undefined> {
  const [claimed] = await db.query<ClaimedParseJob>(
    `update user_credential_parse_jobs set status = 'processing', updated_at = now()
      where id = $1 and status in ('queued', 'processing')
      returning id, enterprise_customer_id, worker_id, file_id`,
    [id],
  );
  return claimed;
}

export async function failParseJob(db: Queryable, id: number, reason: string): Promise<void> {
  await db.query(
    `update user_credential_parse_jobs set status = 'failed', error = $2, updated_at = now()
      where id = $1 and status in ('queued', 'processing')`,
    [id, reason],
  );
}

/** What a document is matched against: the customer's catalogue and issuers, and the worker's name. */
export async function extractionContext(db: Queryable, customerId: number, workerId: number): Promise<ExtractOptions> {
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

/** What reading a document proposed: the credential's details and what the parse job keeps of the run. */
export interface ParsedCredential {
  credentialId: number | null;
  name: string;
  documentNumber: string | null;
  issued: string | null;
  expiry: string | null;
  issuer: KnownIssuer | null;
  pairs: ParsedKeyValuePairs;
  run: { pages: number; ocr_pages: number; seconds: number };
}

/**
 * Records the proposed credential, marked for review, and finishes the parse job, in one transaction and only
 * if the job is still being read: a job deleted meanwhile leaves nothing behind.
 */
export async function recordParsedCredential(db: Db, job: ClaimedParseJob, parsed: ParsedCredential): Promise<void> {
  await db.transaction(async (tx) => {
    const [still] = await tx.query(`select 1 from user_credential_parse_jobs where id = $1 and status = 'processing' for update`, [job.id]);
    if (!still) return;
    const [credential] = await tx.query<{ id: number }>(
      `insert into user_credentials
         (enterprise_customer_id, worker_id, credential_id, name, document_number, issued, expiry, file_id,
          credential_issuer_id, training_provider_id, metadata)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb)
       returning id`,
      [
        job.enterprise_customer_id,
        job.worker_id,
        parsed.credentialId,
        parsed.name,
        parsed.documentNumber,
        parsed.issued,
        parsed.expiry,
        job.file_id,
        parsed.issuer?.kind === 'credential_issuer' ? parsed.issuer.id : null,
        parsed.issuer?.kind === 'training_provider' ? parsed.issuer.id : null,
        JSON.stringify({ results: { key_value_pairs: parsed.pairs }, needs_review: true, user_credential_parse_job_id: job.id }),
      ],
    );
    await tx.query(
      `update user_credential_parse_jobs
          set status = 'done', user_credential_id = $2, error = null, updated_at = now(), result = $3::jsonb
        where id = $1`,
      [job.id, credential.id, JSON.stringify({ key_value_pairs: parsed.pairs, ...parsed.run })],
    );
  });
}
