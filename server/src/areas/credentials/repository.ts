import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db, Queryable } from '../../core/db';
import type { FileStorage } from '../../core/storage';
import { removeStoredFile, type StoredFile } from '../../core/files';
import { notFound } from '../../core/http/errors';
import { requireFeature } from '../../core/auth/plugin';
import type { Session } from '../../core/auth/sessions';
import { dateDiffForHumans, diffForHumans, prettyDate } from '../../core/lib/time';
import type { UserCredential } from 'shared-api/contract';
import type {
  ActiveUpdateRequest,
  ParsedKeyValuePairs,
  WorkerUserCredential,
} from 'shared-api/contract';
import { fullName } from '../../core/lib/names';
import { updateRequestUrl } from '../../core/public-urls';

/** The Credentials page and its calls need the customer's `credentials` feature (403 with the spec's text otherwise). */
export const requireCredentialsFeature = (db: Db, request: FastifyRequest): Promise<Session> =>
  requireFeature(db, request, 'credentials');

export interface UserCredentialRow {
  id: number;
  credential_id: number | null;
  user_credential_type_id: number | null;
  name: string;
  document_number: string | null;
  issued: string | null;
  expiry: string | null;
  is_expired: boolean;
  file_id: number | null;
  user_id: number | null;
  worker_id: number | null;
  owned_by_enterprise_customer: boolean;
  notes: string | null;
  issuer_id: number | null;
  issuer_name: string | null;
  provider_name: string | null;
  worker_first_name: string | null;
  worker_last_name: string | null;
}

export const USER_CREDENTIAL_COLUMNS = `
  uc.id, uc.credential_id, uc.user_credential_type_id, uc.name, uc.document_number, uc.issued, uc.expiry,
  coalesce(uc.expiry < current_date, false) as is_expired, uc.file_id, uc.user_id, uc.worker_id,
  uc.owned_by_enterprise_customer, uc.notes,
  ci.id as issuer_id, ci.name as issuer_name, tp.name as provider_name,
  w.first_name as worker_first_name, w.last_name as worker_last_name`;

export const USER_CREDENTIAL_JOINS = `
  left join enterprise_customer_workers w on w.id = uc.worker_id
  left join credential_issuers ci on ci.id = uc.credential_issuer_id
  left join training_providers tp on tp.id = uc.training_provider_id`;

/** Where a bulk upload's CSV is served; also the notification's uploads_s3_url, which opens the details window. */
export const bulkUploadFileUrl = (uploadId: number) => `/json/credentials/bulk-uploads/${uploadId}/file`;

/** Where staff open a stored document (files of their own customer only). */
export const staffFileUrl = (fileId: number | null) => (fileId ? `/json/files/${fileId}` : null);

export function serializeUserCredential(row: UserCredentialRow, today = new Date()): UserCredential {
  return {
    id: row.id,
    credential_id: row.credential_id,
    user_credential_type_id: row.user_credential_type_id,
    name: row.name,
    document_number: row.document_number,
    issued: row.issued,
    issued_pretty_date: prettyDate(row.issued),
    expiry: row.expiry,
    expires_pretty_date: prettyDate(row.expiry),
    expiry_diff_for_humans: row.expiry ? dateDiffForHumans(row.expiry, today) : null,
    is_expired: row.is_expired,
    s3_url: staffFileUrl(row.file_id),
    user_id: row.user_id,
    enterprise_customer_worker_id: row.worker_id,
    owned_by_enterprise_customer: row.owned_by_enterprise_customer,
    enterprise_customer_credential_issuer: row.issuer_id ? { id: row.issuer_id, name: row.issuer_name ?? '' } : null,
    training_provider_issuer: row.provider_name ? { name: row.provider_name } : null,
    notes: row.notes,
    worker: row.worker_id ? { id: row.worker_id, full_name: fullName(row.worker_first_name, row.worker_last_name) } : null,
  };
}


interface WorkerUserCredentialRow extends UserCredentialRow {
  metadata: { results?: { key_value_pairs?: ParsedKeyValuePairs }; needs_review?: boolean };
  type_id: number | null;
  type_label: string | null;
  linked_user_id: number | null;
  linked_user_first_name: string | null;
  linked_user_last_name: string | null;
  internal_assessments_count: number;
  copied_to_records: boolean;
}

/** The wallet credential a record was copied from (indexed by 0009_copied_credentials.sql). */
export const copiedFrom = (alias: string) => `(${alias}.metadata->>'copied_from_user_credential_id')::int`;

const WORKER_USER_CREDENTIAL_SELECT = `
  select ${USER_CREDENTIAL_COLUMNS}, uc.metadata,
         ut.id as type_id, ut.label as type_label,
         lu.id as linked_user_id, lu.first_name as linked_user_first_name, lu.last_name as linked_user_last_name,
         (select count(*)::int from internal_assessments ia where ia.user_credential_id = uc.id) as internal_assessments_count,
         uc.user_id is not null and exists (
           select 1 from user_credentials c
            where c.enterprise_customer_id = uc.enterprise_customer_id and ${copiedFrom('c')} = uc.id
              and c.metadata ? 'copied_from_user_credential_id') as copied_to_records
    from user_credentials uc ${USER_CREDENTIAL_JOINS}
    left join user_credential_types ut on ut.id = uc.user_credential_type_id
    left join users lu on lu.id = uc.user_id`;

interface ActiveUpdateRequestRow {
  id: number;
  token: string;
  message: string | null;
  created_at: Date;
  user_credential_id: number;
}

export function serializeWorkerUserCredential(
  row: WorkerUserCredentialRow,
  activeUpdateRequests: ActiveUpdateRequest[],
  now = new Date(),
): WorkerUserCredential {
  const results = row.metadata?.results;
  return {
    ...serializeUserCredential(row, now),
    user_credential_type: row.type_id ? { id: row.type_id, label: row.type_label ?? '' } : null,
    active_update_requests: activeUpdateRequests,
    internal_assessments_count: row.internal_assessments_count,
    copied_to_records: row.copied_to_records,
    user: row.linked_user_id
      ? { id: row.linked_user_id, full_name: fullName(row.linked_user_first_name, row.linked_user_last_name) }
      : null,
    metadata: results ? { results } : {},
    needs_review: row.metadata?.needs_review === true,
  };
}

/**
 * Credentials as the worker panel shows them, newest first: of one worker, or the given ids. Scoped to the
 * customer; two queries whatever the number of rows.
 */
export async function loadWorkerUserCredentials(
  db: Queryable,
  customerId: number,
  filter: { workerId: number } | { ids: number[] },
): Promise<WorkerUserCredential[]> {
  const byWorker = 'workerId' in filter;
  const rows = await db.query<WorkerUserCredentialRow>(
    `${WORKER_USER_CREDENTIAL_SELECT}
      where uc.enterprise_customer_id = $1 and ${byWorker ? 'uc.worker_id = $2' : 'uc.id = any($2::int[])'}
      order by uc.created_at desc, uc.id desc`,
    [customerId, byWorker ? filter.workerId : filter.ids],
  );
  if (rows.length === 0) return [];
  const requests = await db.query<ActiveUpdateRequestRow>(
    `select id, token, message, created_at, user_credential_id from user_credential_update_requests
      where user_credential_id = any($1::int[]) and enterprise_customer_id = $2
        and completed_at is null and withdrawn_at is null
      order by created_at desc, id desc`,
    [rows.map((row) => row.id), customerId],
  );
  const now = new Date();
  const active = new Map<number, ActiveUpdateRequest[]>();
  for (const request of requests) {
    const list = active.get(request.user_credential_id) ?? [];
    list.push({
      id: request.id,
      created_diff_for_humans: diffForHumans(request.created_at, now),
      update_url: updateRequestUrl(request.token),
      message: request.message,
    });
    active.set(request.user_credential_id, list);
  }
  return rows.map((row) => serializeWorkerUserCredential(row, active.get(row.id) ?? [], now));
}

/** One credential of the customer in the panel's shape; 404 when missing or another customer's. */
export async function requireWorkerUserCredential(db: Queryable, customerId: number, id: number): Promise<WorkerUserCredential> {
  const [credential] = await loadWorkerUserCredentials(db, customerId, { ids: [id] });
  if (!credential) throw notFound();
  return credential;
}

export interface CredentialRecord {
  id: number;
  worker_id: number | null;
  user_id: number | null;
  name: string;
  document_number: string | null;
  issued: string | null;
  expiry: string | null;
  file_id: number | null;
  metadata: Record<string, unknown>;
}

/**
 * The bare credential behind a route; 404 unless it is the customer's (and the worker's, when a worker id is
 * given). `forUpdate` locks the row inside a transaction.
 */
export async function requireCredentialRecord(
  db: Queryable,
  customerId: number,
  id: number,
  options: { workerId?: number; forUpdate?: boolean } = {},
): Promise<CredentialRecord> {
  const [row] = await db.query<CredentialRecord>(
    `select id, worker_id, user_id, name, document_number, issued, expiry, file_id, metadata from user_credentials
      where id = $1 and enterprise_customer_id = $2 and ($3::int is null or worker_id = $3)
      ${options.forUpdate ? 'for update' : ''}`,
    [id, customerId, options.workerId ?? null],
  );
  if (!row) throw notFound();
  return row;
}

/** Runs a change that refers to a just-stored file; if the change fails, the file goes too. */
export async function withStoredFile<T>(
  db: Queryable,
  storage: FileStorage,
  customerId: number,
  stored: StoredFile | null,
  change: () => Promise<T>,
): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (stored) await removeStoredFile(db, storage, customerId, stored.storage_key).catch(() => undefined);
    throw error;
  }
}

/**
 * Removes a document no credential, parse job or bulk upload points at any more (row first, then bytes).
 * A file still in use elsewhere is kept.
 */
export async function releaseFile(db: Queryable, storage: FileStorage, customerId: number, fileId: number | null): Promise<void> {
  if (!fileId) return;
  const [released] = await db.query<{ storage_key: string }>(
    `delete from files f where f.id = $1 and f.enterprise_customer_id = $2
        and not exists (select 1 from user_credentials uc where uc.file_id = f.id)
        and not exists (select 1 from user_credential_parse_jobs pj where pj.file_id = f.id)
        and not exists (select 1 from bulk_credential_uploads bu where bu.file_id = f.id)
      returning f.storage_key`,
    [fileId, customerId],
  );
  if (released) await storage.delete(released.storage_key);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** The calendar date of 'YYYY-MM-DD' or of an ISO timestamp's date part; null when it is not a real date. */
export function toCalendarDate(value: string): string | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const iso = `${year}-${month}-${day}`;
  return date.toISOString().slice(0, 10) === iso ? iso : null;
}

/** An optional date field of a form: '' (or absent) means none; anything else must be an ISO date. */
export const formDate = (message: string) =>
  z
    .union([z.string(), z.null()], { error: message })
    .transform((value, ctx) => {
      const text = (value ?? '').trim();
      if (text === '') return null;
      const date = toCalendarDate(text);
      if (!date) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return date;
    });

/** Optional free text of a form: trimmed, '' becomes null. */
export const formText = (max: number, message: string) =>
  z
    .union([z.string(), z.null()], { error: message })
    .transform((value) => (value ?? '').trim())
    .pipe(z.string().max(max, message))
    .transform((value) => value || null);

/** A required id sent by a form (a string in multipart, a number in JSON). */
export const formId = (message: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message),
  );

/** An optional id: '' or null means none. */
export const optionalFormId = (message: string) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.union([z.null(), z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message)]),
  );

export const ISSUED_AFTER_EXPIRY = 'Issued date cannot be after expiry date.';

/**
 * Refinement for a form with issued and expiry dates: issued may not be after expiry. It also runs when other
 * fields failed (so every error shows at once), but not when a date itself is invalid.
 */
export const issuedNotAfterExpiry: [
  (value: { issued?: string | null; expiry?: string | null }) => boolean,
  { path: PropertyKey[]; message: string; when: (payload: z.core.ParsePayload) => boolean },
] = [
  (value) => !(value.issued && value.expiry && value.issued > value.expiry),
  {
    path: ['issued'],
    message: ISSUED_AFTER_EXPIRY,
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'issued' || issue.path?.[0] === 'expiry'),
  },
];
