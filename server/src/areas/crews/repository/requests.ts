import type { Db, Queryable } from '../../../core/db';
import { issueLinkToken } from '../../../core/auth/tokens';
import { credentialRequestPath, OPEN_REQUEST } from '../../../core/credential-requests';
import { heldOn, waitsForReviewOn } from '../../../core/held-credentials';
import { HttpError, notFound } from '../../../core/http/errors';
import { isoDate, prettyDate } from '../../../core/lib/time';
import { fullName } from '../../../core/lib/names';
import { msg, type Locale } from '../../../core/i18n';
import { credentialRequestMail, queueMail } from '../../../core/mail';
import { NOTIFICATION_COLUMNS, serializeNotification, type NotificationRow } from '../../../core/notifications';
import type { CrewCredentialRequest, NotificationItem } from 'shared-api/contract';
import type { CrewIdentity } from './common';

interface RequestRow {
  id: number;
  credential_id: number | null;
  label: string | null;
  worker_id: number;
  first_name: string;
  last_name: string;
  message: string | null;
  created_at: Date;
  last_requested_at: Date;
}

export const REQUEST_COLUMNS = `cr.id, cr.credential_id, coalesce(c.label, cr.metadata->'credential'->>'label') as label,
  cr.worker_id, w.first_name, w.last_name, cr.message, cr.created_at, cr.last_requested_at`;
export const REQUEST_JOINS = `join enterprise_customer_workers w on w.id = cr.worker_id left join credentials c on c.id = cr.credential_id`;

/**
 * A request as the crew pages show it. Only the token's hash is stored (0024): `url` is given by the answer of the
 * call that made the token (request, Send again) and is null in lists.
 */
export function toCrewRequest(row: RequestRow, locale: Locale, token: string | null = null): CrewCredentialRequest {
  return {
    id: row.id,
    credential_id: row.credential_id,
    credential: row.credential_id ? { id: row.credential_id, label: row.label ?? '' } : null,
    worker: { id: row.worker_id, full_name: fullName(row.first_name, row.last_name) },
    message: row.message,
    created_at_pretty_date: prettyDate(isoDate(row.created_at), locale) ?? isoDate(row.created_at),
    last_requested_date: isoDate(new Date(row.last_requested_at)),
    url: token === null ? null : credentialRequestPath(token),
  };
}

/** The crew's open requests, optionally of one worker, newest first. */
export async function openCrewRequests(db: Queryable, crewId: number, locale: Locale, workerId?: number): Promise<CrewCredentialRequest[]> {
  const rows = await db.query<RequestRow>(
    `select ${REQUEST_COLUMNS} from credential_requests cr ${REQUEST_JOINS}
      where cr.crew_id = $1 and ${OPEN_REQUEST} and ($2::int is null or cr.worker_id = $2)
      order by cr.created_at desc, cr.id desc`,
    [crewId, workerId ?? null],
  );
  return rows.map((row) => toCrewRequest(row, locale));
}

export interface FollowedCredential {
  id: number;
  label: string;
  validity_period_months: number | null;
}

/** A credential the crew follows, or 404. */
export async function requireFollowed(db: Queryable, crewId: number, credentialId: number): Promise<FollowedCredential> {
  const [credential] = await db.query<FollowedCredential>(
    `select c.id, c.label, c.validity_period_months from crew_credential_follows f join credentials c on c.id = f.credential_id
      where f.crew_id = $1 and f.credential_id = $2`,
    [crewId, credentialId],
  );
  if (!credential) throw notFound(msg('crews:follows.not_followed'));
  return credential;
}

interface Recipient {
  worker_id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  preferred_language: Locale;
}

/**
 * Opens one request per recipient (none is opened twice: the open-request index refuses a second; tokens stored
 * hashed only) and queues each worker's e-mail, in the caller's transaction. Returns the requests opened with
 * their tokens, which leave the server only in those e-mails and the answer of the call.
 */
async function openRequests(
  tx: Queryable,
  customerId: number,
  userId: number,
  crew: CrewIdentity,
  credential: FollowedCredential,
  recipients: Recipient[],
  message: string | null,
  publicUrl: string,
): Promise<Array<{ id: number; token: string }>> {
  if (recipients.length === 0) return [];
  const tokens = recipients.map(() => issueLinkToken());
  const opened = await tx.query<{ id: number; worker_id: number; token_hash: string }>(
    `insert into credential_requests (enterprise_customer_id, token_hash, worker_id, credential_id, crew_id, message, metadata, requested_by_user_id)
     select $1, r.token_hash, r.worker_id, $2, $3, $4, $5::jsonb, $6
       from unnest($7::text[], $8::int[]) as r (token_hash, worker_id)
     on conflict (worker_id, credential_id, crew_id) where completed_at is null and withdrawn_at is null and credential_id is not null do nothing
     returning id, worker_id, token_hash`,
    [
      customerId,
      credential.id,
      crew.id,
      message,
      JSON.stringify({ credential: { label: credential.label, validity_period_months: credential.validity_period_months } }),
      userId,
      tokens.map((t) => t.hash),
      recipients.map((r) => r.worker_id),
    ],
  );
  const issued: Array<{ id: number; token: string }> = [];
  for (const request of opened) {
    const { token } = tokens.find((t) => t.hash === request.token_hash)!;
    issued.push({ id: request.id, token });
    const worker = recipients.find((r) => r.worker_id === request.worker_id)!;
    if (!worker.email) continue;
    const mail = credentialRequestMail(
      {
        worker: fullName(worker.first_name, worker.last_name),
        customer: crew.customer_name,
        crew: crew.name,
        credential: credential.label,
        message,
        link: `${publicUrl}${credentialRequestPath(token)}`,
      },
      worker.preferred_language,
    );
    await queueMail(tx, { customerId, to: worker.email, ...mail });
  }
  return issued;
}

const RECIPIENT_COLUMNS = 'w.id as worker_id, w.first_name, w.last_name, w.email, w.preferred_language';
/** Crew workers (alias cw / w) without a current copy of credential $2 that counts as held, given today as $3. */
const LACKS_CREDENTIAL = `not exists (select 1 from user_credentials uc where uc.worker_id = w.id and uc.credential_id = $2
                                      and ${heldOn('uc', '$3::date')})`;
/** Crew workers (alias w) who sent a current copy of credential $2 that waits for review, given today as $3. */
const SENT_FOR_REVIEW = `exists (select 1 from user_credentials uc where uc.worker_id = w.id and uc.credential_id = $2
                                  and ${waitsForReviewOn('uc', '$3::date')})`;

/** Opens a request of each credential for one worker (the add-worker step that asks for what is missing), in the caller's transaction. */
export async function openWorkerRequests(
  tx: Queryable,
  input: { customerId: number; userId: number; crew: CrewIdentity; workerId: number; credentials: FollowedCredential[]; message: string | null; publicUrl: string },
): Promise<number> {
  const [worker] = await tx.query<Recipient>(`select ${RECIPIENT_COLUMNS} from enterprise_customer_workers w where w.id = $1 and w.enterprise_customer_id = $2`, [
    input.workerId,
    input.customerId,
  ]);
  let opened = 0;
  for (const credential of input.credentials) {
    opened += (await openRequests(tx, input.customerId, input.userId, input.crew, credential, [worker], input.message, input.publicUrl)).length;
  }
  return opened;
}

/**
 * Asks one crew worker for a followed credential they lack; 422 when not in the crew or already holding it, 409 when
 * one is open. Returns the request's id and token (for the answer's link, given once).
 */
export async function requestCredential(
  db: Db,
  input: { customerId: number; userId: number; crew: CrewIdentity; credential: FollowedCredential; workerId: number; message: string | null; today: string; publicUrl: string },
): Promise<{ id: number; token: string }> {
  return db.transaction(async (tx) => {
    const [worker] = await tx.query<Recipient & { lacks: boolean }>(
      `select ${RECIPIENT_COLUMNS}, ${LACKS_CREDENTIAL} as lacks
         from crew_workers cw join enterprise_customer_workers w on w.id = cw.worker_id
        where cw.crew_id = $1 and cw.worker_id = $4 and cw.enterprise_customer_id = $5`,
      [input.crew.id, input.credential.id, input.today, input.workerId, input.customerId],
    );
    if (!worker) throw new HttpError(422, msg('crews:workers.not_in_crew'), { worker_id: [msg('crews:workers.not_in_crew')] });
    const name = fullName(worker.first_name, worker.last_name);
    if (!worker.lacks) {
      const message = msg('crews:requests.holds_it', { name, credential: input.credential.label });
      throw new HttpError(422, message, { worker_id: [message] });
    }
    const [opened] = await openRequests(tx, input.customerId, input.userId, input.crew, input.credential, [worker], input.message, input.publicUrl);
    if (opened === undefined) throw new HttpError(409, msg('crews:requests.already_open', { name }));
    return opened;
  });
}

/**
 * One open request for every crew worker lacking the credential; those with one open already are counted, not asked
 * again, and those whose copy waits for review are left out (they sent it: the review comes first).
 */
export async function massRequestCredential(
  db: Db,
  input: { customerId: number; userId: number; crew: CrewIdentity; credential: FollowedCredential; message: string | null; today: string; publicUrl: string },
): Promise<{ opened: number; alreadyOpen: number }> {
  return db.transaction(async (tx) => {
    const missing = await tx.query<Recipient & { has_open: boolean }>(
      `select ${RECIPIENT_COLUMNS},
              exists (select 1 from credential_requests cr where cr.worker_id = w.id and cr.crew_id = $1 and cr.credential_id = $2
                         and ${OPEN_REQUEST}) as has_open
         from crew_workers cw join enterprise_customer_workers w on w.id = cw.worker_id
        where cw.crew_id = $1 and cw.enterprise_customer_id = $4 and ${LACKS_CREDENTIAL} and not ${SENT_FOR_REVIEW}`,
      [input.crew.id, input.credential.id, input.today, input.customerId],
    );
    const ids = await openRequests(
      tx,
      input.customerId,
      input.userId,
      input.crew,
      input.credential,
      missing.filter((w) => !w.has_open),
      input.message,
      input.publicUrl,
    );
    return { opened: ids.length, alreadyOpen: missing.length - ids.length };
  });
}

/** The crew's request; `token` (only when the call just issued it) gives its link. */
export async function requireCrewRequest(db: Queryable, crewId: number, requestId: number, locale: Locale, token: string | null = null): Promise<CrewCredentialRequest> {
  const [row] = await db.query<RequestRow>(`select ${REQUEST_COLUMNS} from credential_requests cr ${REQUEST_JOINS} where cr.id = $1 and cr.crew_id = $2`, [
    requestId,
    crewId,
  ]);
  if (!row) throw notFound();
  return toCrewRequest(row, locale, token);
}

/** Withdraws an open request of the crew (its link stops working) and returns the notification it wrote. */
export async function withdrawCrewRequest(db: Db, customerId: number, crew: CrewIdentity, requestId: number, locale: Locale): Promise<NotificationItem> {
  return db.transaction(async (tx) => {
    const [withdrawn] = await tx.query<{ worker_id: number; first_name: string; last_name: string; label: string | null }>(
      `update credential_requests cr set withdrawn_at = now()
         from enterprise_customer_workers w
        where cr.id = $1 and cr.crew_id = $2 and cr.enterprise_customer_id = $3 and w.id = cr.worker_id and ${OPEN_REQUEST}
        returning cr.worker_id, w.first_name, w.last_name,
                  coalesce((select c.label from credentials c where c.id = cr.credential_id), cr.metadata->'credential'->>'label') as label`,
      [requestId, crew.id, customerId],
    );
    if (!withdrawn) throw notFound();
    const [row] = await tx.query<NotificationRow>(
      `insert into notifications as n (enterprise_customer_id, notification_type, message, metadata, worker_id, crew_id)
       values ($1, 'credential_request_withdrawn', $2, $3::jsonb, $4, $5)
       returning ${NOTIFICATION_COLUMNS}`,
      [
        customerId,
        msg('crews:notifications.request_withdrawn', {
          name: fullName(withdrawn.first_name, withdrawn.last_name),
          credential: withdrawn.label ?? '',
          crew: crew.name,
        }),
        JSON.stringify({ credential_request_id: requestId }),
        withdrawn.worker_id,
        crew.id,
      ],
    );
    return serializeNotification(row, new Date(), locale);
  });
}
