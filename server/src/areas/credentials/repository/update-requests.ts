import type { Db, Queryable } from '../../../core/db';
import { issueLinkToken } from '../../../core/auth/tokens';
import { diffForHumans, isoDate, prettyDate } from '../../../core/lib/time';
import { readPage } from '../../../core/http/pagination';
import { fullName } from '../../../core/lib/names';
import { queueMail } from '../../../core/mail';
import { credentialUpdateRequestMail } from '../../../core/mail/templates';
import { DEFAULT_LOCALE, msg, type Locale } from '../../../core/i18n';
import { notifyAboutWorker } from '../../../core/notifications';
import { updateRequestUrl } from '../../../core/public-urls';
import type { CredentialUpdateRequest } from 'shared-api/contract';

interface UpdateRequestRow {
  id: number;
  message: string | null;
  created_at: Date;
  requested_at: Date;
  completed_at: Date | null;
  user_credential_id: number;
  user_credential_name: string;
  worker_id: number | null;
  worker_first_name: string | null;
  worker_last_name: string | null;
}

const UPDATE_REQUEST_COLUMNS = `r.id, r.message, r.created_at, r.requested_at, r.completed_at,
  uc.id as user_credential_id, uc.name as user_credential_name,
  w.id as worker_id, w.first_name as worker_first_name, w.last_name as worker_last_name`;

/** The request's credential (one each) and its worker. */
const UPDATE_REQUEST_JOINS = `join user_credentials uc on uc.id = r.user_credential_id
  left join enterprise_customer_workers w on w.id = uc.worker_id`;

const UPDATE_REQUEST_SELECT = `select ${UPDATE_REQUEST_COLUMNS} from user_credential_update_requests r ${UPDATE_REQUEST_JOINS}`;

const OPEN = 'r.completed_at is null and r.withdrawn_at is null';

/**
 * A request as the portal shows it. Only the token's hash is stored (0024): `update_url` is given by the answer of
 * the call that made the token (create, resend) and is null in lists.
 */
function toUpdateRequest(row: UpdateRequestRow, now: Date, locale: Locale, token: string | null = null): CredentialUpdateRequest {
  return {
    id: row.id,
    update_url: token === null ? null : updateRequestUrl(token),
    message: row.message,
    created_at_pretty_date: prettyDate(isoDate(row.created_at), locale) ?? '',
    created_diff_for_humans: diffForHumans(row.created_at, now, locale),
    requested_at: row.requested_at.toISOString(),
    completed_at: row.completed_at?.toISOString() ?? null,
    completed_at_diff_for_humans: row.completed_at ? diffForHumans(row.completed_at, now, locale) : null,
    user_credential: {
      id: row.user_credential_id,
      name: row.user_credential_name,
      worker: row.worker_id ? { id: row.worker_id, full_name: fullName(row.worker_first_name, row.worker_last_name) } : null,
    },
  };
}

/** One page of the customer's open update requests, newest first, and their number. */
export async function findOpenUpdateRequests(
  db: Queryable,
  customerId: number,
  page: number,
  perPage: number,
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ requests: CredentialUpdateRequest[]; total: number }> {
  const { rows, total } = await readPage<UpdateRequestRow>(
    db,
    {
      columns: UPDATE_REQUEST_COLUMNS,
      from: 'user_credential_update_requests r',
      joins: UPDATE_REQUEST_JOINS,
      where: `r.enterprise_customer_id = $1 and ${OPEN}`,
      params: [customerId],
      order: 'r.created_at desc, r.id desc',
    },
    page,
    perPage,
  );
  const now = new Date();
  return { requests: rows.map((row) => toUpdateRequest(row, now, locale)), total };
}

/** The open update requests of one credential, newest first. */
export async function openUpdateRequestsOf(
  db: Queryable,
  customerId: number,
  credentialId: number,
  locale: Locale = DEFAULT_LOCALE,
): Promise<CredentialUpdateRequest[]> {
  const rows = await db.query<UpdateRequestRow>(
    `${UPDATE_REQUEST_SELECT}
      where r.user_credential_id = $1 and r.enterprise_customer_id = $2 and ${OPEN}
      order by r.created_at desc, r.id desc`,
    [credentialId, customerId],
  );
  const now = new Date();
  return rows.map((row) => toUpdateRequest(row, now, locale));
}

/** The worker an update request goes to, with the language their e-mail is written in. */
export interface WorkerToAsk {
  first_name: string;
  last_name: string;
  email: string | null;
  preferred_language: Locale;
  customer_name: string;
}

/** The worker asked for an update: their name, e-mail (null when blank) and the customer's name for the mail. */
export async function workerToAsk(
  db: Queryable,
  customerId: number,
  workerId: number,
): Promise<WorkerToAsk | undefined> {
  const [worker] = await db.query<WorkerToAsk>(
    `select w.first_name, w.last_name, nullif(btrim(w.email), '') as email, w.preferred_language, ec.name as customer_name
       from enterprise_customer_workers w join enterprise_customers ec on ec.id = w.enterprise_customer_id
      where w.id = $1 and w.enterprise_customer_id = $2`,
    [workerId, customerId],
  );
  return worker;
}

/** The e-mail asking `worker` for an updated `credentialName`, in the worker's language whatever the staff member's. */
function updateRequestMail(worker: WorkerToAsk & { email: string }, credentialName: string, message: string | null, link: string) {
  return credentialUpdateRequestMail(
    { workerName: fullName(worker.first_name, worker.last_name), customerName: worker.customer_name, credentialName, message, link },
    worker.preferred_language,
  );
}

/** A request and its link: only the answer of the call that made the token carries them. */
export interface IssuedUpdateRequest {
  request: CredentialUpdateRequest;
  /** Absolute: what the e-mail carries. */
  link: string;
}

/**
 * Opens an update request (its token stored hashed only) and queues the worker's e-mail in one transaction. Null
 * (nothing written) when the credential already has an open request.
 */
export async function createUpdateRequest(
  db: Db,
  input: {
    customerId: number;
    userId: number;
    credential: { id: number; name: string };
    worker: WorkerToAsk & { email: string };
    crewId: number | null;
    message: string | null;
    publicUrl: string;
    locale: Locale;
  },
): Promise<IssuedUpdateRequest | null> {
  const { token, hash } = issueLinkToken();
  const link = `${input.publicUrl}${updateRequestUrl(token)}`;
  return db.transaction(async (tx) => {
    const inserted = await tx.query<{ id: number }>(
      `insert into user_credential_update_requests
         (enterprise_customer_id, token_hash, user_credential_id, crew_id, message, requested_by_user_id)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (user_credential_id) where completed_at is null and withdrawn_at is null do nothing
       returning id`,
      [input.customerId, hash, input.credential.id, input.crewId, input.message, input.userId],
    );
    if (inserted.length === 0) return null;
    const mail = updateRequestMail(input.worker, input.credential.name, input.message, link);
    await queueMail(tx, { customerId: input.customerId, to: input.worker.email, ...mail });
    const [row] = await tx.query<UpdateRequestRow>(`${UPDATE_REQUEST_SELECT} where r.id = $1`, [inserted[0].id]);
    return { request: toUpdateRequest(row, new Date(), input.locale, token), link };
  });
}

/**
 * Send again: a new token for an open request of the customer's (the previous link stops working at once), e-mailed
 * to the worker's current address; requested_at moves to now. Null when there is no such open request; 'no_email'
 * when the worker has no e-mail address any more (nothing changed).
 */
export async function resendUpdateRequest(
  db: Db,
  input: { customerId: number; requestId: number; publicUrl: string; locale: Locale },
): Promise<IssuedUpdateRequest | 'no_email' | null> {
  const { token, hash } = issueLinkToken();
  const link = `${input.publicUrl}${updateRequestUrl(token)}`;
  return db.transaction(async (tx) => {
    const [open] = await tx.query<WorkerToAsk & { credential_name: string; message: string | null }>(
      `select w.first_name, w.last_name, nullif(btrim(w.email), '') as email, w.preferred_language, ec.name as customer_name,
              uc.name as credential_name, r.message
         from user_credential_update_requests r
         join user_credentials uc on uc.id = r.user_credential_id
         join enterprise_customer_workers w on w.id = uc.worker_id
         join enterprise_customers ec on ec.id = r.enterprise_customer_id
        where r.id = $1 and r.enterprise_customer_id = $2 and ${OPEN}
        for update of r`,
      [input.requestId, input.customerId],
    );
    if (!open) return null;
    const email = open.email;
    if (!email) return 'no_email';
    await tx.query('update user_credential_update_requests set token_hash = $2, requested_at = now() where id = $1', [input.requestId, hash]);
    const mail = updateRequestMail({ ...open, email }, open.credential_name, open.message, link);
    await queueMail(tx, { customerId: input.customerId, to: email, ...mail });
    const [row] = await tx.query<UpdateRequestRow>(`${UPDATE_REQUEST_SELECT} where r.id = $1`, [input.requestId]);
    return { request: toUpdateRequest(row, new Date(), input.locale, token), link };
  });
}

/** Withdraws an open update request and tells the customer's feed; false when there was none to withdraw. */
export async function withdrawUpdateRequest(db: Db, customerId: number, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [withdrawn] = await tx.query<{
      crew_id: number | null;
      name: string;
      worker_id: number | null;
      first_name: string | null;
      last_name: string | null;
    }>(
      `update user_credential_update_requests r set withdrawn_at = now()
         from user_credentials uc left join enterprise_customer_workers w on w.id = uc.worker_id
        where r.id = $1 and r.enterprise_customer_id = $2 and uc.id = r.user_credential_id and ${OPEN}
        returning r.crew_id, uc.name, w.id as worker_id, w.first_name, w.last_name`,
      [id, customerId],
    );
    if (!withdrawn) return false;
    if (withdrawn.worker_id) {
      await notifyAboutWorker(tx, {
        customerId,
        workerId: withdrawn.worker_id,
        crewId: withdrawn.crew_id,
        type: 'credential_request_withdrawn',
        message: msg('credentials:notifications.update_request_withdrawn', {
          worker: fullName(withdrawn.first_name, withdrawn.last_name),
          credential: withdrawn.name,
        }),
        metadata: { user_credential_update_request_id: id },
      });
    }
    return true;
  });
}
