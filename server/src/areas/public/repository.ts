import type { Db, Queryable } from '../../core/db';
import type { FileStorage } from '../../core/storage';
import { HttpError } from '../../core/http/errors';
import { sha256 } from '../../core/auth/tokens';
import { storeUpload, type ReceivedFile, type ServableFile, type StoredFile } from '../../core/files';
import { fullName } from '../../core/lib/names';
import { prettyDate } from '../../core/lib/time';
import { DEFAULT_LOCALE, msg, t, type Locale } from '../../core/i18n';
import { notifyAboutWorker } from '../../core/notifications';
import { DOCUMENT_KINDS, METADATA_WITH_PREVIOUS_VERSION, staffFileUrl } from '../credentials';
import type { PublicCredentialRequest, PublicUpdateRequestResponse, PublicWallet } from 'shared-api/contract';

export const LINK_NOT_VALID = msg('public:link_not_valid_update');
export const ALREADY_FULFILLED = msg('public:already_fulfilled');

/** Stores a worker's document for the request's customer; no signed-in user uploaded it. */
export const storeWorkerDocument = (db: Queryable, storage: FileStorage, customerId: number, file: ReceivedFile | null): Promise<StoredFile | null> =>
  file
    ? storeUpload(db, storage, { customerId, userId: null, bytes: file.bytes, originalName: file.filename, allowed: DOCUMENT_KINDS, field: 'document' })
    : Promise.resolve(null);

// Wallets ------------------------------------------------------------------------------------------------

/** A worker's wallet opened by a link that is not revoked. */
export interface OpenWallet {
  token: string;
  worker_id: number;
  customer_id: number;
  first_name: string;
  last_name: string;
  job_title: string | null;
  profile_picture_path: string | null;
  customer_name: string;
}

interface WalletCredentialRow {
  id: number;
  name: string;
  issued: string | null;
  expiry: string | null;
  is_expired: boolean;
  document_number: string | null;
  file_id: number | null;
  issuer: string | null;
  needs_review: boolean;
}

export async function findOpenWallet(db: Queryable, token: string): Promise<OpenWallet | null> {
  const [wallet] = await db.query<Omit<OpenWallet, 'token'>>(
    `select wt.worker_id, wt.enterprise_customer_id as customer_id, w.first_name, w.last_name, w.job_title,
            w.profile_picture_path, ec.name as customer_name
       from wallet_tokens wt
       join enterprise_customer_workers w on w.id = wt.worker_id and w.enterprise_customer_id = wt.enterprise_customer_id
       join enterprise_customers ec on ec.id = wt.enterprise_customer_id
      where wt.token_hash = $1 and wt.revoked_at is null and (wt.expires_on is null or wt.expires_on >= current_date)`,
    [sha256(token)],
  );
  return wallet ? { ...wallet, token } : null;
}

/** The last day of a link that is not removed but past that day (YYYY-MM-DD), or null. */
export async function walletLinkExpiredOn(db: Queryable, token: string): Promise<string | null> {
  const [link] = await db.query<{ expires_on: string }>(
    `select expires_on::text as expires_on from wallet_tokens
      where token_hash = $1 and revoked_at is null and expires_on < current_date`,
    [sha256(token)],
  );
  return link?.expires_on ?? null;
}

/** What the link's holder sees: the worker, the customer and every credential, documents linked through the token. */
/** The wallet as its page shows it, the dates in the reader's locale. */
export async function publicWallet(db: Queryable, wallet: OpenWallet, locale: Locale): Promise<PublicWallet> {
  const rows = await db.query<WalletCredentialRow>(
    `select uc.id, uc.name, uc.issued, uc.expiry, coalesce(uc.expiry < current_date, false) as is_expired,
            uc.document_number, uc.file_id, coalesce(ci.name, tp.name) as issuer,
            coalesce((uc.metadata->>'needs_review')::boolean, false) as needs_review
       from user_credentials uc
       left join credential_issuers ci on ci.id = uc.credential_issuer_id
       left join training_providers tp on tp.id = uc.training_provider_id
      where uc.worker_id = $1 and uc.enterprise_customer_id = $2
      order by uc.expiry asc nulls last, lower(uc.name), uc.id`,
    [wallet.worker_id, wallet.customer_id],
  );
  const base = `/json/wallets/${wallet.token}`;
  return {
    worker: {
      full_name: fullName(wallet.first_name, wallet.last_name),
      job_title: wallet.job_title,
      profile_picture_url: wallet.profile_picture_path ? `${base}/profile-image` : null,
    },
    enterprise_customer: { name: wallet.customer_name },
    credentials: rows.map((row) => ({
      id: row.id,
      name: row.name,
      issuer: row.issuer,
      issued: row.issued,
      issued_pretty_date: prettyDate(row.issued, locale),
      expiry: row.expiry,
      expires_pretty_date: prettyDate(row.expiry, locale),
      is_expired: row.is_expired,
      document_number: row.document_number,
      needs_review: row.needs_review,
      document_url: row.file_id ? `${base}/files/${row.file_id}` : null,
    })),
  };
}

/** A document of one of the wallet's credentials: no other file is reachable through the worker's link. */
export async function findWalletDocument(db: Queryable, wallet: OpenWallet, fileId: number): Promise<ServableFile | null> {
  const [file] = await db.query<ServableFile>(
    `select f.storage_key, f.mime_type, f.original_name
       from files f
      where f.id = $1 and f.enterprise_customer_id = $3
        and exists (select 1 from user_credentials uc
                     where uc.file_id = f.id and uc.worker_id = $2 and uc.enterprise_customer_id = $3)`,
    [fileId, wallet.worker_id, wallet.customer_id],
  );
  return file ?? null;
}

export async function findWalletPicture(db: Queryable, wallet: OpenWallet): Promise<ServableFile | null> {
  const [picture] = await db.query<ServableFile>(
    'select storage_key, mime_type, original_name from files where storage_key = $1 and enterprise_customer_id = $2',
    [wallet.profile_picture_path, wallet.customer_id],
  );
  return picture ?? null;
}

// Credential requests ------------------------------------------------------------------------------------

export interface CredentialRequestRow {
  id: number;
  customer_id: number;
  customer_name: string;
  worker_id: number;
  first_name: string;
  last_name: string;
  credential_id: number | null;
  credential_label: string | null;
  validity_period_months: number | null;
  crew_id: number | null;
  crew_name: string | null;
  metadata: {
    credential?: { label?: string; validity_period_months?: number | null };
    prompt?: { title?: string; message?: string };
  };
  completed_at: Date | null;
}

/** An open or fulfilled request by its token; a withdrawn one is gone. */
export async function findCredentialRequest(db: Queryable, token: string): Promise<CredentialRequestRow | null> {
  const [row] = await db.query<CredentialRequestRow>(
    `select cr.id, cr.enterprise_customer_id as customer_id, ec.name as customer_name, cr.worker_id, w.first_name, w.last_name,
            cr.credential_id, c.label as credential_label, c.validity_period_months, cr.crew_id, cw.name as crew_name,
            cr.metadata, cr.completed_at
       from credential_requests cr
       join enterprise_customers ec on ec.id = cr.enterprise_customer_id
       join enterprise_customer_workers w on w.id = cr.worker_id
       left join credentials c on c.id = cr.credential_id
       left join crews cw on cw.id = cr.crew_id
      where cr.token_hash = $1 and cr.withdrawn_at is null`,
    [sha256(token)],
  );
  return row ?? null;
}

/**
 * The request as its page shows it, in the locale; the label and prompt the request was sent with win over the
 * catalogue's (and the catalog's default prompt).
 */
export function publicCredentialRequest(row: CredentialRequestRow, locale: Locale = DEFAULT_LOCALE): PublicCredentialRequest['credential_request'] {
  const label = row.metadata.credential?.label ?? row.credential_label ?? t(locale, 'public:credential');
  const months = row.metadata.credential?.validity_period_months ?? row.validity_period_months ?? null;
  const requester = row.crew_name ?? row.customer_name;
  return {
    id: row.id,
    completed_at: row.completed_at?.toISOString() ?? null,
    worker: { full_name: fullName(row.first_name, row.last_name) },
    enterprise_customer: { name: row.customer_name },
    metadata: {
      credential: { label, validity_period_months: months },
      prompt: {
        title: row.metadata.prompt?.title ?? t(locale, 'public:prompt.title', { label }),
        message: row.metadata.prompt?.message ?? t(locale, 'public:prompt.message', { requester, label }),
      },
    },
  };
}

/**
 * Fulfils the request once: the worker's credential (its expiry from the validity period when none is given),
 * the link to it and the staff's notification. What a worker sends is unchecked proof: it needs an admin's review. Returns when the request was completed.
 */
export async function fulfilCredentialRequest(
  db: Db,
  found: CredentialRequestRow,
  input: { issued: string; expiry: string | null; fileId: number | null },
): Promise<Date> {
  const { label, validity_period_months: months } = publicCredentialRequest(found).metadata.credential;
  return db.transaction(async (tx) => {
    // Claiming the request first makes a second submission (double click, two tabs) fail instead of duplicating.
    const [claimed] = await tx.query<{ completed_at: Date }>(
      `update credential_requests set completed_at = now()
        where id = $1 and completed_at is null and withdrawn_at is null returning completed_at`,
      [found.id],
    );
    if (!claimed) throw new HttpError(409, ALREADY_FULFILLED);
    const [credential] = await tx.query<{ id: number }>(
      `insert into user_credentials
         (enterprise_customer_id, worker_id, credential_id, name, issued, expiry, file_id, owned_by_enterprise_customer, metadata)
       values ($1, $2, $3, $4, $5::date,
               coalesce($6::date, case when $7::int is not null then ($5::date + make_interval(months => $7::int))::date end),
               $8, true, '{"needs_review": true}'::jsonb)
       returning id`,
      [found.customer_id, found.worker_id, found.credential_id, label, input.issued, input.expiry, months, input.fileId],
    );
    await tx.query('update credential_requests set user_credential_id = $2 where id = $1', [found.id, credential.id]);
    await notifyAboutWorker(tx, {
      customerId: found.customer_id,
      workerId: found.worker_id,
      crewId: found.crew_id,
      type: 'credential_request_fulfilled',
      message: found.crew_name
        ? msg('public:notifications.submitted_for_crew', { name: fullName(found.first_name, found.last_name), credential: label, crew: found.crew_name })
        : msg('public:notifications.submitted', { name: fullName(found.first_name, found.last_name), credential: label }),
      metadata: {
        credential_request_id: found.id,
        user_credential_id: credential.id,
        fulfilment_details: { user_credential: { s3_url: staffFileUrl(input.fileId) } },
      },
    });
    return claimed.completed_at;
  });
}

// Credential update requests -----------------------------------------------------------------------------

export interface UpdateRequestRow {
  id: number;
  customer_id: number;
  customer_name: string;
  message: string | null;
  completed_at: Date | null;
  crew_id: number | null;
  user_credential_id: number;
  name: string;
  issued: string | null;
  expiry: string | null;
  document_number: string | null;
  validity_period_months: number | null;
  file_id: number | null;
  worker_id: number | null;
  first_name: string | null;
  last_name: string | null;
}

/** An update request by its token with the credential it is about; a withdrawn one is gone. */
export async function findUpdateRequest(db: Queryable, token: string): Promise<UpdateRequestRow | null> {
  const [row] = await db.query<UpdateRequestRow>(
    `select r.id, r.enterprise_customer_id as customer_id, ec.name as customer_name, r.message, r.completed_at, r.crew_id,
            uc.id as user_credential_id, uc.name, uc.issued, uc.expiry, uc.document_number, c.validity_period_months, uc.file_id, uc.worker_id,
            w.first_name, w.last_name
       from user_credential_update_requests r
       join enterprise_customers ec on ec.id = r.enterprise_customer_id
       join user_credentials uc on uc.id = r.user_credential_id
       left join credentials c on c.id = uc.credential_id
       left join enterprise_customer_workers w on w.id = uc.worker_id
      where r.token_hash = $1 and r.withdrawn_at is null`,
    [sha256(token)],
  );
  return row ?? null;
}

/** The request as its page shows it; the current document is served through the token. */
export function publicUpdateRequest(row: UpdateRequestRow, token: string): NonNullable<PublicUpdateRequestResponse['update_request']> {
  return {
    id: row.id,
    message: row.message,
    completed_at: row.completed_at?.toISOString() ?? null,
    worker: { full_name: fullName(row.first_name, row.last_name) },
    enterprise_customer: { name: row.customer_name },
    user_credential: {
      id: row.user_credential_id,
      name: row.name,
      issued: row.issued,
      expiry: row.expiry,
      document_number: row.document_number,
      validity_period_months: row.validity_period_months,
      document_url: row.file_id ? `/json/user-credential-requests/${token}/document` : null,
    },
  };
}

/**
 * Completes the request (once; later updates keep the first completion) and updates the credential's dates, its
 * document number and, when one was sent, its document; the staff are notified of each update, which needs an
 * admin's review.
 */
export async function updateRequestedCredential(
  db: Db,
  found: UpdateRequestRow,
  input: { issued: string | null; expiry: string | null; documentNumber: string | null; fileId: number | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [completed] = await tx.query<{ id: number }>(
      `update user_credential_update_requests set completed_at = coalesce(completed_at, now())
        where id = $1 and withdrawn_at is null returning id`,
      [found.id],
    );
    if (!completed) throw new HttpError(404, LINK_NOT_VALID);
    const [credential] = await tx.query<{ file_id: number | null }>(
      // The version it replaces is kept (document included) until an admin confirms the replacement or goes back.
      `update user_credentials set issued = $3, expiry = $4, document_number = $6, file_id = coalesce($5, file_id), updated_at = now(),
              metadata = ${METADATA_WITH_PREVIOUS_VERSION}
        where id = $1 and enterprise_customer_id = $2 returning file_id`,
      [found.user_credential_id, found.customer_id, input.issued, input.expiry, input.fileId, input.documentNumber],
    );
    if (found.worker_id) {
      await notifyAboutWorker(tx, {
        customerId: found.customer_id,
        workerId: found.worker_id,
        crewId: found.crew_id,
        type: 'user_credential_request_fulfilled',
        message: msg('public:notifications.uploaded_update', { name: fullName(found.first_name, found.last_name), credential: found.name }),
        metadata: {
          user_credential_update_request_id: found.id,
          user_credential_id: found.user_credential_id,
          fulfilment_details: { user_credential: { s3_url: staffFileUrl(credential.file_id) } },
        },
      });
    }
  });
}

export async function findUpdateRequestDocument(db: Queryable, found: UpdateRequestRow): Promise<ServableFile | null> {
  const [file] = await db.query<ServableFile>(
    'select storage_key, mime_type, original_name from files where id = $1 and enterprise_customer_id = $2',
    [found.file_id, found.customer_id],
  );
  return file ?? null;
}
