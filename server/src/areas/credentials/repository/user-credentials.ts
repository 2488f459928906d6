import { GENERIC_PLAN, type Db, type Queryable } from '../../../core/db';
import { likePattern, searchKey } from '../../../core/db/like';
import { notFound } from '../../../core/http/errors';
import { DEFAULT_LOCALE, msg, type Locale } from '../../../core/i18n';
import { dateDiffForHumans, diffForHumans, prettyDate } from '../../../core/lib/time';
import { fullName } from '../../../core/lib/names';
import { notifyAboutWorker } from '../../../core/notifications';
import { countsAsHeld } from '../../../core/held-credentials';
import type {
  ActiveUpdateRequest,
  CredentialDocument,
  ParsedField,
  ParsedKeyValuePairs,
  UniqueCredential,
  UserCredential,
  UserCredentialType,
  WorkerUserCredential,
} from 'shared-api/contract';
import type { CredentialCreateFields, CredentialUpdateFields, CredentialsQuery } from '../schemas';

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
  needs_review: boolean;
}

/** The columns toUserCredential reads (with USER_CREDENTIAL_JOINS); the crews area selects them too. */
export const USER_CREDENTIAL_COLUMNS = `
  uc.id, uc.credential_id, uc.user_credential_type_id, uc.name, uc.document_number, uc.issued, uc.expiry,
  coalesce(uc.expiry < current_date, false) as is_expired, uc.file_id, uc.user_id, uc.worker_id,
  uc.owned_by_enterprise_customer, uc.notes,
  ci.id as issuer_id, ci.name as issuer_name, tp.name as provider_name,
  w.first_name as worker_first_name, w.last_name as worker_last_name,
  coalesce((uc.metadata->>'needs_review')::boolean, false) as needs_review`;

export const USER_CREDENTIAL_JOINS = `
  left join enterprise_customer_workers w on w.id = uc.worker_id
  left join credential_issuers ci on ci.id = uc.credential_issuer_id
  left join training_providers tp on tp.id = uc.training_provider_id`;

/** Where staff open a stored document (files of their own customer only). */
export const staffFileUrl = (fileId: number | null) => (fileId ? `/json/files/${fileId}` : null);

export function toUserCredential(row: UserCredentialRow, today: Date, locale: Locale): UserCredential {
  return {
    id: row.id,
    credential_id: row.credential_id,
    user_credential_type_id: row.user_credential_type_id,
    name: row.name,
    document_number: row.document_number,
    issued: row.issued,
    issued_pretty_date: prettyDate(row.issued, locale),
    expiry: row.expiry,
    expires_pretty_date: prettyDate(row.expiry, locale),
    expiry_diff_for_humans: row.expiry ? dateDiffForHumans(row.expiry, today, locale) : null,
    is_expired: row.is_expired,
    s3_url: staffFileUrl(row.file_id),
    user_id: row.user_id,
    enterprise_customer_worker_id: row.worker_id,
    owned_by_enterprise_customer: row.owned_by_enterprise_customer,
    enterprise_customer_credential_issuer: row.issuer_id ? { id: row.issuer_id, name: row.issuer_name ?? '' } : null,
    training_provider_issuer: row.provider_name ? { name: row.provider_name } : null,
    notes: row.notes,
    worker: row.worker_id ? { id: row.worker_id, full_name: fullName(row.worker_first_name, row.worker_last_name) } : null,
    needs_review: row.needs_review,
  };
}

const EXPIRING_WINDOWS = { '30_days': 30, '60_days': 60, '90_days': 90 } as const;

/** Three letters or digits in a row: pg_trgm finds a LIKE pattern holding them through its indexes. */
const TRIGRAM = /[\p{L}\p{N}]{3}/u;

/** One page of the Credentials page's list (the customer's credentials, soonest expiry first) and the number of matches. */
export async function findCredentials(
  db: Queryable,
  customerId: number,
  query: CredentialsQuery,
  perPage: number,
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ credentials: UserCredential[]; total: number }> {
  // A search that holds a trigram is served by the trigram indexes whatever its text, so it keeps one plan
  // (GENERIC_PLAN); the customer is then compared as `+ 0`, which no index serves, because a plan made without
  // the pattern would otherwise read the customer's whole index beside the trigram matches.
  const trigramSearch = TRIGRAM.test(query.search);
  const customer = trigramSearch ? '+ 0 = $1' : '= $1';
  const conditions = [`uc.enterprise_customer_id ${customer}`];
  const params: unknown[] = [customerId];
  // Each order is the expiry index read one way, so a page reads its own rows and sorts nothing.
  let order = (alias: string) => `${alias}.expiry asc nulls last, ${alias}.id`;
  /** The expiry dates the filter keeps, as a condition on the per-date counts (0008_credential_expiry_counts.sql). */
  let countedDates = 'true';
  if (query.expiring === 'expired') {
    conditions.push('uc.expiry < current_date');
    order = (alias) => `${alias}.expiry desc, ${alias}.id desc`;
    countedDates = 'c.expiry < current_date';
  } else if (query.expiring) {
    params.push(EXPIRING_WINDOWS[query.expiring]);
    conditions.push(`uc.expiry >= current_date and uc.expiry <= current_date + $${params.length}::int`);
    countedDates = `c.expiry >= current_date and c.expiry <= current_date + $${params.length}::int`;
  }
  if (query.review === 'needs_review') conditions.push(`uc.metadata @> '{"needs_review": true}'`);
  if (query.search) {
    params.push(likePattern(query.search.toLowerCase()));
    const p = `$${params.length}`;
    // Names compared without accents or case ("cote" finds Côté), through the trigram indexes of 0026.
    const key = searchKey(`${p}::text`);
    const workersNamed = `select w.id from enterprise_customer_workers w
                           where w.enterprise_customer_id ${customer} and ${searchKey("w.first_name || ' ' || w.last_name")} like ${key}`;
    // With a trigram each arm is one trigram index of 0010_credential_search.sql, the workers found first by
    // name. A shorter search reads the credentials in order and looks each worker up in a hash of the named.
    const workerArm = trigramSearch ? `uc.worker_id = any(array(${workersNamed}))` : `uc.worker_id in (${workersNamed})`;
    conditions.push(`(${searchKey('uc.name')} like ${key} or lower(coalesce(uc.document_number, '')) like ${p} or ${workerArm})`);
  }
  const where = conditions.join(' and ');
  const limits = `limit $${params.length + 1} offset $${params.length + 2}`;
  const pageParams = [...params, perPage, (query.page - 1) * perPage];
  // The page is found in user_credentials alone and joined afterwards: planning the joins around the whole
  // filter cost more than reading the page (docs/performance.md).
  const withJoins = (pageRows: string, extraColumns = '') =>
    `select ${USER_CREDENTIAL_COLUMNS}${extraColumns} from ${pageRows} ${USER_CREDENTIAL_JOINS} order by ${order('uc')}`;
  let rows: UserCredentialRow[];
  let total: number;
  const listPage = withJoins(`(select * from user_credentials uc where ${where} order by ${order('uc')} ${limits}) uc`);
  const countMatches = async () =>
    (await db.query<{ total: number }>(`select count(*)::int as total from user_credentials uc where ${where}`, params))[0].total;
  if (trigramSearch) {
    // The few matches are found once, through the trigram indexes, and give both the page and the total.
    const found = await db.query<UserCredentialRow & { total: number }>(
      `with matches as materialized (select uc.id, uc.expiry from user_credentials uc where ${where})
       ${withJoins(
         `(select m.id from matches m order by ${order('m')} ${limits}) page join user_credentials uc on uc.id = page.id`,
         ', (select count(*)::int from matches) as total',
       )}`,
      pageParams,
      GENERIC_PLAN,
    );
    rows = found;
    // A page past the end has no row to carry the total.
    total = found[0]?.total ?? (await countMatches());
  } else if (query.search || query.review) {
    // A search shorter than a trigram matches most credentials: its page is read in list order and its matches
    // counted apart, each statement planned for its text.
    [rows, total] = await Promise.all([db.query<UserCredentialRow>(listPage, pageParams), countMatches()]);
  } else {
    // The per-date counts the database keeps give the total.
    [rows, [{ total }]] = await Promise.all([
      db.query<UserCredentialRow>(listPage, pageParams, GENERIC_PLAN),
      db.query<{ total: number }>(
        `select coalesce(sum(c.credentials_count), 0)::int as total from user_credential_expiry_counts c
          where c.enterprise_customer_id = $1 and ${countedDates}`,
        params,
        GENERIC_PLAN,
      ),
    ]);
  }
  const today = new Date();
  return { credentials: rows.map((row) => toUserCredential(row, today, locale)), total };
}

interface WorkerUserCredentialRow extends UserCredentialRow {
  metadata: { results?: { key_value_pairs?: ParsedKeyValuePairs }; needs_review?: boolean; previous_version?: PreviousVersion };
  file_name: string | null;
  file_mime_type: string | null;
  previous_file_name: string | null;
  previous_file_mime_type: string | null;
  type_id: number | null;
  type_label: string | null;
  linked_user_id: number | null;
  linked_user_first_name: string | null;
  linked_user_last_name: string | null;
  internal_assessments_count: number;
  copied_to_records: boolean;
}

/** The wallet credential a record was copied from (indexed by 0009_copied_credentials.sql). */
const copiedFrom = (alias: string) => `(${alias}.metadata->>'copied_from_user_credential_id')::int`;

/**
 * A worker's replacement sent by an update link keeps the version it replaced in `metadata.previous_version`
 * (its document, dates, document number and review state) until an admin confirms it (the Edit form) or goes back to it. A second
 * replacement before the review keeps the first one's previous version: the last one an admin saw.
 * Written as the SET value of `metadata` in an update of user_credentials, where the columns are the old row's.
 */
export const METADATA_WITH_PREVIOUS_VERSION = `metadata || '{"needs_review": true}'::jsonb
  || case when metadata ? 'previous_version' then '{}'::jsonb
          else jsonb_build_object('previous_version', jsonb_build_object(
                 'file_id', file_id, 'issued', issued, 'expiry', expiry, 'document_number', document_number,
                 'needs_review', coalesce((metadata->>'needs_review')::boolean, false), 'replaced_at', now())) end`;

interface PreviousVersion {
  file_id: number | null;
  issued: string | null;
  expiry: string | null;
  /** Absent from a version kept before issue 28 (the number was not asked then, so it did not change). */
  document_number?: string | null;
  needs_review: boolean;
  replaced_at: string;
}

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg']);

function documentOf(fileId: number | null, name: string | null, mimeType: string | null): CredentialDocument | null {
  const url = staffFileUrl(fileId);
  return url ? { url, file_name: name ?? '', is_image: IMAGE_TYPES.has(mimeType ?? '') } : null;
}

const WORKER_USER_CREDENTIAL_SELECT = `
  select ${USER_CREDENTIAL_COLUMNS}, uc.metadata,
         cf.original_name as file_name, cf.mime_type as file_mime_type,
         pf.original_name as previous_file_name, pf.mime_type as previous_file_mime_type,
         ut.id as type_id, ut.label as type_label,
         lu.id as linked_user_id, lu.first_name as linked_user_first_name, lu.last_name as linked_user_last_name,
         (select count(*)::int from internal_assessments ia where ia.user_credential_id = uc.id) as internal_assessments_count,
         uc.user_id is not null and exists (
           select 1 from user_credentials c
            where c.enterprise_customer_id = uc.enterprise_customer_id and ${copiedFrom('c')} = uc.id
              and c.metadata ? 'copied_from_user_credential_id') as copied_to_records
    from user_credentials uc ${USER_CREDENTIAL_JOINS}
    left join user_credential_types ut on ut.id = uc.user_credential_type_id
    left join users lu on lu.id = uc.user_id
    left join files cf on cf.id = uc.file_id and cf.enterprise_customer_id = uc.enterprise_customer_id
    left join files pf on pf.id = (uc.metadata->'previous_version'->>'file_id')::int and pf.enterprise_customer_id = uc.enterprise_customer_id`;

interface ActiveUpdateRequestRow {
  id: number;
  message: string | null;
  created_at: Date;
  user_credential_id: number;
}

function toWorkerUserCredential(
  row: WorkerUserCredentialRow,
  activeUpdateRequests: ActiveUpdateRequest[],
  now: Date,
  locale: Locale,
): WorkerUserCredential {
  const results = row.metadata?.results;
  return {
    ...toUserCredential(row, now, locale),
    user_credential_type: row.type_id ? { id: row.type_id, label: row.type_label ?? '' } : null,
    active_update_requests: activeUpdateRequests,
    internal_assessments_count: row.internal_assessments_count,
    copied_to_records: row.copied_to_records,
    user: row.linked_user_id
      ? { id: row.linked_user_id, full_name: fullName(row.linked_user_first_name, row.linked_user_last_name) }
      : null,
    metadata: results ? { results } : {},
    needs_review: row.metadata?.needs_review === true,
    replacement: replacementOf(row),
  };
}

function replacementOf(row: WorkerUserCredentialRow): WorkerUserCredential['replacement'] {
  const previous = row.metadata?.previous_version;
  if (!previous) return null;
  return {
    previous: {
      document: documentOf(previous.file_id, row.previous_file_name, row.previous_file_mime_type),
      issued: previous.issued,
      expiry: previous.expiry,
      document_number: previous.document_number === undefined ? row.document_number : previous.document_number,
    },
    // The same document kept: the worker changed only the dates.
    submitted_document: row.file_id === previous.file_id ? null : documentOf(row.file_id, row.file_name, row.file_mime_type),
    submitted_at: new Date(previous.replaced_at).toISOString(),
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
  locale: Locale = DEFAULT_LOCALE,
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
    `select id, message, created_at, user_credential_id from user_credential_update_requests
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
      created_diff_for_humans: diffForHumans(request.created_at, now, locale),
      // Only the token's hash is stored (0024): the link was given once, when the request was made or sent again.
      update_url: null,
      message: request.message,
    });
    active.set(request.user_credential_id, list);
  }
  return rows.map((row) => toWorkerUserCredential(row, active.get(row.id) ?? [], now, locale));
}

/** One credential of the customer in the panel's shape; 404 when missing or another customer's. */
export async function requireWorkerUserCredential(
  db: Queryable,
  customerId: number,
  id: number,
  locale: Locale = DEFAULT_LOCALE,
): Promise<WorkerUserCredential> {
  const [credential] = await loadWorkerUserCredentials(db, customerId, { ids: [id] }, locale);
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

/** The bare credential behind a route; 404 unless it is the customer's (and the worker's, when a worker id is given). */
export async function requireCredentialRecord(
  db: Queryable,
  customerId: number,
  id: number,
  options: { workerId?: number } = {},
): Promise<CredentialRecord> {
  const [row] = await db.query<CredentialRecord>(
    `select id, worker_id, user_id, name, document_number, issued, expiry, file_id, metadata from user_credentials
      where id = $1 and enterprise_customer_id = $2 and ($3::int is null or worker_id = $3)`,
    [id, customerId, options.workerId ?? null],
  );
  if (!row) throw notFound();
  return row;
}

/** Catalogue entries (the customer's own and the platform's) that at least one of the customer's workers holds (countsAsHeld). */
export async function heldCredentials(db: Queryable, customerId: number, ids?: number[]): Promise<UniqueCredential[]> {
  return db.query<UniqueCredential>(
    `select c.id, c.label from credentials c
      where (c.enterprise_customer_id = $1 or c.enterprise_customer_id is null)
        and ($2::int[] is null or c.id = any($2::int[]))
        and exists (select 1 from user_credentials uc
                     where uc.enterprise_customer_id = $1 and uc.credential_id = c.id and uc.worker_id is not null
                       and ${countsAsHeld('uc')})
      order by lower(c.label), c.id`,
    [customerId, ids ?? null],
  );
}

export const credentialTypes = (db: Queryable): Promise<UserCredentialType[]> =>
  db.query<UserCredentialType>('select id, label from user_credential_types order by id');

export async function credentialTypeExists(db: Queryable, typeId: number): Promise<boolean> {
  const rows = await db.query('select 1 from user_credential_types where id = $1', [typeId]);
  return rows.length > 0;
}

/** A catalogue entry the customer may link a credential to: its own or the platform's. */
export async function catalogueCredentialExists(db: Queryable, customerId: number, credentialId: number): Promise<boolean> {
  const rows = await db.query(
    'select 1 from credentials where id = $1 and (enterprise_customer_id is null or enterprise_customer_id = $2)',
    [credentialId, customerId],
  );
  return rows.length > 0;
}

export async function crewExists(db: Queryable, customerId: number, crewId: number): Promise<boolean> {
  const rows = await db.query('select 1 from crews where id = $1 and enterprise_customer_id = $2', [crewId, customerId]);
  return rows.length > 0;
}

/** A credential the customer records for its worker (the worker panel's Add Credential); returns its id. */
export async function createCredential(
  db: Queryable,
  input: { customerId: number; workerId: number; fileId: number | null; fields: CredentialCreateFields },
): Promise<number> {
  const { fields } = input;
  const [{ id }] = await db.query<{ id: number }>(
    `insert into user_credentials
       (enterprise_customer_id, worker_id, user_credential_type_id, name, document_number, issued, expiry, file_id, notes,
        owned_by_enterprise_customer)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, true)
     returning id`,
    [
      input.customerId,
      input.workerId,
      fields.user_credential_type_id,
      fields.name,
      fields.document_number ?? null,
      fields.issued ?? null,
      fields.expiry ?? null,
      input.fileId,
      fields.notes ?? null,
    ],
  );
  return id;
}

/** The details the Edit Credential form saves; the parsed pairs they were read as are compared against them. */
export interface ReviewedDetails {
  credential_name: string;
  issued: string | null;
  expiry: string | null;
  document_number: string | null;
}

/** The details the Edit Credential form leaves a credential with: a field the form left out keeps its value. */
export function editedDetails(current: CredentialRecord, input: CredentialUpdateFields): ReviewedDetails {
  return {
    credential_name: input.name,
    issued: input.issued === undefined ? current.issued : input.issued,
    expiry: input.expiry === undefined ? current.expiry : input.expiry,
    document_number: input.document_number === undefined ? current.document_number : input.document_number,
  };
}

const isParsedField = (value: unknown): value is ParsedField =>
  !!value && typeof value === 'object' && 'source' in value && 'value' in value;

/**
 * Saving the Edit form is a person reviewing the credential: the parse proposal no longer waits, and every
 * parsed value the person changed is recorded as typed by a person.
 */
function reviewedMetadata(metadata: Record<string, unknown>, saved: ReviewedDetails): Record<string, unknown> {
  const { needs_review: _reviewed, previous_version: _replaced, ...rest } = metadata;
  const results = rest.results as { key_value_pairs?: ParsedKeyValuePairs } | undefined;
  const pairs = results?.key_value_pairs;
  if (!pairs) return rest;
  const next: ParsedKeyValuePairs = { ...pairs };
  for (const key of ['credential_name', 'issued', 'expiry', 'document_number'] as const) {
    const field = pairs[key];
    if (isParsedField(field) && field.value !== saved[key]) next[key] = { value: saved[key], source: 'person' };
  }
  return { ...rest, results: { ...results, key_value_pairs: next } };
}

/** Saves the Edit Credential form over `current`; a new document (fileId) replaces the old one, none keeps it. */
export async function updateCredential(
  db: Queryable,
  customerId: number,
  current: CredentialRecord,
  change: { saved: ReviewedDetails; typeId: number; fileId: number | null },
): Promise<void> {
  const { saved } = change;
  await db.query(
    `update user_credentials
        set name = $3, user_credential_type_id = $4, document_number = $5, issued = $6, expiry = $7,
            file_id = coalesce($8, file_id), metadata = $9::text::jsonb, updated_at = now()
      where id = $1 and enterprise_customer_id = $2`,
    [
      current.id,
      customerId,
      saved.credential_name,
      change.typeId,
      saved.document_number,
      saved.issued,
      saved.expiry,
      change.fileId,
      JSON.stringify(reviewedMetadata(current.metadata, saved)),
    ],
  );
}

/** The document a replacement waiting for review replaced, when there is one (kept until the review). */
export const previousFileOf = (credential: CredentialRecord): number | null =>
  (credential.metadata.previous_version as PreviousVersion | undefined)?.file_id ?? null;

/**
 * Goes back to the version a worker's replacement replaced: its document, dates, document number and review state; the
 * replacement's document is returned for release (null when the worker sent none). Undefined when the
 * credential has no replacement waiting.
 */
export async function restorePreviousVersion(
  db: Queryable,
  customerId: number,
  id: number,
): Promise<{ submittedFileId: number | null } | undefined> {
  const [restored] = await db.query<{ submitted_file_id: number | null; restored_file_id: number | null }>(
    `update user_credentials uc
        set file_id = (old.metadata->'previous_version'->>'file_id')::int,
            issued = (old.metadata->'previous_version'->>'issued')::date,
            expiry = (old.metadata->'previous_version'->>'expiry')::date,
            document_number = case when old.metadata->'previous_version' ? 'document_number'
                                   then old.metadata->'previous_version'->>'document_number' else old.document_number end,
            metadata = (old.metadata - 'previous_version' - 'needs_review')
              || case when (old.metadata->'previous_version'->>'needs_review')::boolean then '{"needs_review": true}'::jsonb else '{}'::jsonb end,
            updated_at = now()
       from user_credentials old
      where uc.id = $1 and uc.enterprise_customer_id = $2 and old.id = uc.id and old.metadata ? 'previous_version'
      returning old.file_id as submitted_file_id, uc.file_id as restored_file_id`,
    [id, customerId],
  );
  if (!restored) return undefined;
  return { submittedFileId: restored.submitted_file_id === restored.restored_file_id ? null : restored.submitted_file_id };
}

/** Deletes a credential the customer recorded itself; a worker's own (wallet) credential is never deleted here. */
export async function deleteRecordedCredential(db: Queryable, customerId: number, id: number): Promise<void> {
  await db.query('delete from user_credentials where id = $1 and enterprise_customer_id = $2 and user_id is null', [id, customerId]);
}

export async function isCopiedToRecords(db: Queryable, customerId: number, id: number): Promise<boolean> {
  const copies = await db.query(
    `select 1 from user_credentials c
      where c.enterprise_customer_id = $1 and ${copiedFrom('c')} = $2 and c.metadata ? 'copied_from_user_credential_id'`,
    [customerId, id],
  );
  return copies.length > 0;
}

/**
 * Copies a worker's wallet credential into the customer's records (with its own copy of the document, fileId)
 * and tells the customer's feed; returns the copy's id.
 */
export async function copyToRecords(
  db: Db,
  input: {
    customerId: number;
    worker: { id: number; full_name: string };
    sourceId: number;
    credentialId: number | null;
    crewId: number | null;
    fileId: number | null;
  },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [copy] = await tx.query<{ id: number; name: string }>(
      `insert into user_credentials
         (enterprise_customer_id, worker_id, user_id, credential_id, user_credential_type_id, name, document_number, issued,
          expiry, file_id, notes, credential_issuer_id, training_provider_id, metadata, owned_by_enterprise_customer)
       select enterprise_customer_id, worker_id, null, coalesce($3, credential_id), user_credential_type_id, name,
              document_number, issued, expiry, $4, notes, credential_issuer_id, training_provider_id,
              metadata || jsonb_build_object('copied_from_user_credential_id', id), true
         from user_credentials where id = $1 and enterprise_customer_id = $2
       returning id, name`,
      [input.sourceId, input.customerId, input.credentialId, input.fileId],
    );
    await notifyAboutWorker(tx, {
      customerId: input.customerId,
      workerId: input.worker.id,
      crewId: input.crewId,
      type: 'worker_user_credential_copied',
      message: msg('credentials:notifications.credential_copied', { credential: copy.name, worker: input.worker.full_name }),
      metadata: { user_credential_id: copy.id, source_user_credential_id: input.sourceId },
    });
    return copy.id;
  });
}

export interface DuplicateCandidate {
  id: number;
  name: string;
  document_number: string | null;
  expiry: string | null;
  same_document_number: boolean;
  same_file: boolean;
}

/**
 * The worker's credentials an upload would duplicate: the same name and document number, or a stored document
 * with the same content (SHA-256). Newest first.
 */
export async function findDuplicateCredentials(
  db: Queryable,
  customerId: number,
  workerId: number,
  input: { name: string; documentNumber: string | null; sha256: string | null },
): Promise<DuplicateCandidate[]> {
  return db.query<DuplicateCandidate>(
    `select uc.id, uc.name, uc.document_number, uc.expiry,
            coalesce(lower(btrim(uc.name)) = lower(btrim($3)) and $4::text is not null
                     and lower(btrim(uc.document_number)) = lower(btrim($4)), false) as same_document_number,
            coalesce(f.sha256 = $5, false) as same_file
       from user_credentials uc
       left join files f on f.id = uc.file_id and f.enterprise_customer_id = uc.enterprise_customer_id
      where uc.enterprise_customer_id = $1 and uc.worker_id = $2
        and ((lower(btrim(uc.name)) = lower(btrim($3)) and $4::text is not null and lower(btrim(uc.document_number)) = lower(btrim($4)))
             or ($5::text is not null and f.sha256 = $5))
      order by uc.id desc`,
    [customerId, workerId, input.name, input.documentNumber, input.sha256],
  );
}

