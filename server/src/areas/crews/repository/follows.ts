import type { Queryable } from '../../../core/db';
import { GENERIC_PLAN } from '../../../core/db';
import { likePattern } from '../../../core/db/like';
import { HttpError, notFound } from '../../../core/http/errors';
import { readPageCountedOver } from '../../../core/http/pagination';
import { diffForHumans } from '../../../core/lib/time';
import { fullName } from '../../../core/lib/names';
import { msg, type Locale } from '../../../core/i18n';
import { OPEN_REQUEST } from '../../../core/credential-requests';
import { copyCountsAsHeld, heldOn, waitsForReviewOn } from '../../../core/held-credentials';
import { USER_CREDENTIAL_COLUMNS, USER_CREDENTIAL_JOINS, toUserCredential, type UserCredentialRow } from '../../credentials';
import {
  CREW_CREDENTIAL_WORKER_PREVIEW,
  type CrewCredential,
  type CrewCredentialFollow,
  type CrewCredentialStatus,
  type CrewFollowDetailResponse,
  type CrewFollowSummary,
  type CrewFollowWithWorkers,
  type CrewMissingCredentialsResponse,
  type CrewMissingWorker,
  type CrewWorkerCredentialsResponse,
  type UserCredential,
} from 'shared-api/contract';
import { workerPictureUrl } from './common';
import { openCrewRequests, toCrewRequest } from './requests';

interface FollowRow {
  id: number;
  credential_id: number;
  label: string;
  created_at: Date;
}

const FOLLOW_COLUMNS = 'f.id, f.credential_id, c.label, f.created_at';

const toFollow = (row: FollowRow, now: Date, locale: Locale): CrewCredentialFollow => ({
  id: row.id,
  credential_id: row.credential_id,
  credential: { id: row.credential_id, label: row.label },
  created_at_diff_for_humans: diffForHumans(row.created_at, now, locale),
});

/**
 * The crew's follows with who holds each, read in one pass (issue 13): `fol` the crew's follows (narrowed by the
 * given condition), `members` its workers, `held` each (worker, credential) pair of them with a copy that counts as
 * held on day $2 (core/held-credentials.ts), from one scan of those workers' credentials. The statements below join
 * and group these instead of looking each follow's holders up on their own, so their cost does not grow with a loop
 * per follow or per worker.
 * $1 is the crew, $2 the day; `followWhere` may use further parameters.
 */
const holdersPerFollow = (followWhere = 'true') => `
  fol as (select f.id, f.crew_id, f.credential_id, f.created_at, c.label
            from crew_credential_follows f join credentials c on c.id = f.credential_id
           where f.crew_id = $1 and ${followWhere}),
  members as (select w.id, w.first_name, w.last_name, w.email, w.profile_picture_path
                from crew_workers cw join enterprise_customer_workers w on w.id = cw.worker_id
               where cw.crew_id = $1),
  held as (select distinct uc.worker_id, uc.credential_id
             from user_credentials uc
            where uc.worker_id in (select id from members) and uc.credential_id in (select credential_id from fol)
              and ${heldOn('uc', '$2::date')})`;

const BY_NAME = (alias: string) => `lower(${alias}.last_name), lower(${alias}.first_name), ${alias}.id`;

export async function crewFollows(db: Queryable, crewId: number, locale: Locale): Promise<CrewCredentialFollow[]> {
  const rows = await db.query<FollowRow>(
    `select ${FOLLOW_COLUMNS} from crew_credential_follows f join credentials c on c.id = f.credential_id
      where f.crew_id = $1 order by lower(c.label), f.id`,
    [crewId],
  );
  const now = new Date();
  return rows.map((row) => toFollow(row, now, locale));
}

/** Per followed credential: the first 3 holders by name, how many hold it and how many lack it. */
export async function followsWithWorkers(db: Queryable, crewId: number, today: string, locale: Locale): Promise<CrewFollowWithWorkers[]> {
  // One row per (follow, holder) ranked by name, only the first few kept; a follow nobody holds keeps one row with
  // no worker.
  const rows = await db.query<FollowRow & { worker_id: number | null; first_name: string; last_name: string; workers_count: number; crew_count: number }>(
    `with ${holdersPerFollow()},
     ranked as (
       select fol.id, fol.credential_id, fol.label, fol.created_at, m.id as worker_id, m.first_name, m.last_name,
              count(m.id) over (partition by fol.id)::int as workers_count,
              row_number() over (partition by fol.id order by ${BY_NAME('m')}) as rank
         from fol left join (held join members m on m.id = held.worker_id) on held.credential_id = fol.credential_id)
     select r.id, r.credential_id, r.label, r.created_at, r.worker_id, r.first_name, r.last_name, r.workers_count,
            (select count(*)::int from members) as crew_count
       from ranked r
      where r.rank <= $3
      order by lower(r.label), r.id, r.rank`,
    [crewId, today, CREW_CREDENTIAL_WORKER_PREVIEW],
  );
  const now = new Date();
  const follows = new Map<number, CrewFollowWithWorkers>();
  for (const row of rows) {
    let entry = follows.get(row.id);
    if (!entry) {
      entry = { ...toFollow(row, now, locale), workers: [], workers_count: row.workers_count, missing_count: row.crew_count - row.workers_count };
      follows.set(row.id, entry);
    }
    if (row.worker_id !== null) entry.workers.push({ id: row.worker_id, full_name: fullName(row.first_name, row.last_name) });
  }
  return [...follows.values()];
}

/** The dashboard card: per followed credential, how many crew workers hold a valid one. */
export async function followSummaries(db: Queryable, crewId: number, today: string): Promise<CrewFollowSummary[]> {
  const rows = await db.query<{ credential_id: number; label: string; follow_count: number; workers_count: number }>(
    `with ${holdersPerFollow()}
     select fol.credential_id, fol.label, count(held.worker_id)::int as follow_count,
            (select count(*)::int from members) as workers_count
       from fol left join held on held.credential_id = fol.credential_id
      group by fol.id, fol.credential_id, fol.label
      order by lower(fol.label), fol.id`,
    [crewId, today],
  );
  return rows.map((row) => ({ credential: { id: row.credential_id, label: row.label }, follow_count: row.follow_count, workers_count: row.workers_count }));
}

interface MissingRow {
  follow_id: number;
  credential_id: number;
  label: string;
  /** Null on the one row of a follow nobody lacks. */
  worker_id: number | null;
  first_name: string;
  last_name: string;
  email: string | null;
  profile_picture_path: string | null;
  request_id: number | null;
  message: string | null;
  created_at: Date;
  last_requested_at: Date;
  awaiting_review: boolean;
}

/**
 * Every followed credential someone in the crew lacks, with those workers, their open request and whether a copy
 * they sent waits for review (shown apart: lacking until verified, not asked again): one statement
 * (every follow's lacking workers from one anti-join against the held pairs, their open requests from one join),
 * whatever the crew's size. Scoped by the customer too, so a caller may run it beside the crew's own check.
 */
export async function missingCredentials(
  db: Queryable,
  customerId: number,
  crewId: number,
  today: string,
  locale: Locale,
  followId?: number,
): Promise<CrewMissingCredentialsResponse['credentials']> {
  const rows = await db.query<MissingRow>(
    `with ${holdersPerFollow('f.enterprise_customer_id = $4 and ($3::int is null or f.id = $3)')},
     lacking as (
       select fol.id as follow_id, m.*
         from fol cross join members m
        where not exists (select 1 from held where held.worker_id = m.id and held.credential_id = fol.credential_id)),
     waiting as (
       select distinct uc.worker_id, uc.credential_id
         from user_credentials uc
        where uc.worker_id in (select id from members) and uc.credential_id in (select credential_id from fol)
          and ${waitsForReviewOn('uc', '$2::date')}),
     open as (
       select cr.id, cr.worker_id, cr.credential_id, cr.message, cr.created_at, cr.last_requested_at
         from credential_requests cr
        where cr.crew_id = $1 and cr.credential_id in (select credential_id from fol)
          and cr.completed_at is null and cr.withdrawn_at is null)
     select fol.id as follow_id, fol.credential_id, fol.label, l.id as worker_id, l.first_name, l.last_name, l.email,
            l.profile_picture_path, o.id as request_id, o.message, o.created_at, o.last_requested_at,
            wr.worker_id is not null as awaiting_review
       from fol
       left join lacking l on l.follow_id = fol.id
       left join open o on o.worker_id = l.id and o.credential_id = fol.credential_id
       left join waiting wr on wr.worker_id = l.id and wr.credential_id = fol.credential_id
      order by lower(fol.label), fol.id, ${BY_NAME('l')}`,
    [crewId, today, followId ?? null, customerId],
    followId === undefined ? GENERIC_PLAN : undefined,
  );
  const credentials = new Map<number, CrewMissingCredentialsResponse['credentials'][number]>();
  for (const row of rows) {
    let entry = credentials.get(row.follow_id);
    if (!entry) {
      entry = { id: row.credential_id, label: row.label, credential_follow_id: row.follow_id, workers_without_credential: [] };
      credentials.set(row.follow_id, entry);
    }
    if (row.worker_id === null) continue;
    entry.workers_without_credential.push({
      id: row.worker_id,
      full_name: fullName(row.first_name, row.last_name),
      email: row.email,
      profile_picture_url: workerPictureUrl(row.worker_id, row.profile_picture_path),
      awaiting_review: row.awaiting_review,
      credential_request:
        row.request_id === null
          ? null
          : toCrewRequest(
              {
                id: row.request_id,
                credential_id: row.credential_id,
                label: row.label,
                worker_id: row.worker_id,
                first_name: row.first_name,
                last_name: row.last_name,
                message: row.message,
                created_at: new Date(row.created_at),
                last_requested_at: new Date(row.last_requested_at),
              },
              locale,
            ),
    } satisfies CrewMissingWorker);
  }
  // Without a follow asked for, only credentials someone lacks.
  return [...credentials.values()].filter((entry) => followId !== undefined || entry.workers_without_credential.length > 0);
}

/** The follow detail: the credential, the follow, who holds a valid one (with it) and who lacks it. */
export async function followDetail(
  db: Queryable,
  customerId: number,
  crewId: number,
  followId: number,
  today: string,
  locale: Locale,
): Promise<CrewFollowDetailResponse> {
  const [follow] = await db.query<FollowRow>(
    `select ${FOLLOW_COLUMNS} from crew_credential_follows f join credentials c on c.id = f.credential_id where f.id = $1 and f.crew_id = $2`,
    [followId, crewId],
  );
  if (!follow) throw notFound();
  const [holders, [missing]] = await Promise.all([
    db.query<UserCredentialRow>(
      `select distinct on (uc.worker_id) ${USER_CREDENTIAL_COLUMNS}
         from crew_workers cw join user_credentials uc on uc.worker_id = cw.worker_id ${USER_CREDENTIAL_JOINS}
        where cw.crew_id = $1 and uc.credential_id = $2 and ${heldOn('uc', '$3::date')}
        order by uc.worker_id, uc.expiry desc nulls first, uc.id desc`,
      [crewId, follow.credential_id, today],
    ),
    missingCredentials(db, customerId, crewId, today, locale, followId),
  ]);
  const now = new Date();
  const withCredential = holders
    .map((row) => toUserCredential(row, now, locale))
    .map((credential) => ({ id: credential.worker!.id, full_name: credential.worker!.full_name, user_credential: credential }))
    .sort((a, b) => a.full_name.localeCompare(b.full_name, locale));
  return {
    credential: { id: follow.credential_id, label: follow.label },
    credential_follow: toFollow(follow, now, locale),
    workers_with_credential: withCredential,
    workers_missing_credential: missing?.workers_without_credential ?? [],
  };
}

/** Catalogue credentials (the customer's and the platform's) matching the name that the crew does not follow yet. */
export async function searchCredentials(db: Queryable, customerId: number, crewId: number, name: string): Promise<CrewCredential[]> {
  return db.query<CrewCredential>(
    `select c.id, c.label from credentials c
      where (c.enterprise_customer_id is null or c.enterprise_customer_id = $1) and lower(c.label) like lower($3)
        and not exists (select 1 from crew_credential_follows f where f.crew_id = $2 and f.credential_id = c.id)
      order by lower(c.label), c.id limit 20`,
    [customerId, crewId, likePattern(name)],
  );
}

/** A catalogue credential the customer may use, or 404. */
export async function requireCatalogueCredential(db: Queryable, customerId: number, credentialId: number): Promise<CrewCredential> {
  const [credential] = await db.query<CrewCredential>(
    'select id, label from credentials where id = $1 and (enterprise_customer_id is null or enterprise_customer_id = $2)',
    [credentialId, customerId],
  );
  if (!credential) throw notFound();
  return credential;
}

/** Follows the credential; 422 when the crew already does. */
export async function follow(db: Queryable, customerId: number, crewId: number, userId: number, credential: CrewCredential, locale: Locale): Promise<CrewCredentialFollow> {
  const [row] = await db.query<FollowRow>(
    `insert into crew_credential_follows (enterprise_customer_id, crew_id, credential_id, created_by_user_id) values ($1, $2, $3, $4)
     on conflict (crew_id, credential_id) do nothing
     returning id, credential_id, $5::text as label, created_at`,
    [customerId, crewId, credential.id, userId, credential.label],
  );
  if (!row) {
    const message = msg('crews:follows.already_followed', { name: credential.label });
    throw new HttpError(422, message, { credential_id: [message] });
  }
  return toFollow(row, new Date(), locale);
}

/** The customer's credential of that name (any case), the platform's, or a new one of the customer's. */
export async function findOrCreateCredential(db: Queryable, customerId: number, label: string): Promise<CrewCredential> {
  const [existing] = await db.query<CrewCredential>(
    `select id, label from credentials where (enterprise_customer_id = $1 or enterprise_customer_id is null) and lower(label) = lower($2)
      order by enterprise_customer_id nulls last limit 1`,
    [customerId, label],
  );
  if (existing) return existing;
  const [created] = await db.query<CrewCredential>(
    `insert into credentials (enterprise_customer_id, label) values ($1, $2)
     on conflict (enterprise_customer_id, lower(label)) do update set label = credentials.label returning id, label`,
    [customerId, label],
  );
  return created;
}

/** Stops following; open requests of this crew for it are withdrawn with it. 404 when not followed. */
export async function unfollow(db: Queryable, customerId: number, crewId: number, credentialId: number): Promise<void> {
  const removed = await db.query('delete from crew_credential_follows where crew_id = $1 and credential_id = $2 and enterprise_customer_id = $3 returning id', [
    crewId,
    credentialId,
    customerId,
  ]);
  if (removed.length === 0) throw notFound(msg('crews:follows.not_followed'));
  await db.query(
    `update credential_requests cr set withdrawn_at = now() where cr.crew_id = $1 and cr.credential_id = $2 and ${OPEN_REQUEST}`,
    [crewId, credentialId],
  );
}

/**
 * Crew workers' credentials of followed credentials, soonest expiry first; with a window only those expiring
 * within it or already expired (the expiring sub-tab).
 */
export async function crewCredentials(
  db: Queryable,
  crewId: number,
  query: { expiringInDays?: number; expired: boolean; page: number },
  perPage: number,
  today: string,
  locale: Locale,
): Promise<{ credentials: UserCredential[]; total: number }> {
  const { rows, total } = await readPageCountedOver<UserCredentialRow>(
    db,
    {
      columns: USER_CREDENTIAL_COLUMNS,
      from: 'user_credentials uc',
      joins: USER_CREDENTIAL_JOINS,
      where: `uc.worker_id in (select cw.worker_id from crew_workers cw where cw.crew_id = $1)
        and uc.credential_id in (select f.credential_id from crew_credential_follows f where f.crew_id = $1)
        and ($2::int is null or (uc.expiry <= $3::date + $2::int and ($4 or uc.expiry >= $3::date)))`,
      params: [crewId, query.expiringInDays ?? null, today, query.expired],
      order: 'uc.expiry asc nulls last, uc.id',
    },
    query.page,
    perPage,
  );
  const now = new Date();
  return { credentials: rows.map((row) => toUserCredential(row, now, locale)), total };
}

/** The worker sidebar: each followed credential with the worker's best holding and open request, all their credentials, their open requests. */
export async function workerCrewCredentials(
  db: Queryable,
  customerId: number,
  crewId: number,
  workerId: number,
  today: string,
  locale: Locale,
): Promise<CrewWorkerCredentialsResponse> {
  const [follows, held, requests] = await Promise.all([
    db.query<{ credential_id: number; label: string }>(
      `select f.credential_id, c.label from crew_credential_follows f join credentials c on c.id = f.credential_id
        where f.crew_id = $1 order by lower(c.label), f.id`,
      [crewId],
    ),
    db.query<UserCredentialRow>(
      `select ${USER_CREDENTIAL_COLUMNS} from user_credentials uc ${USER_CREDENTIAL_JOINS}
        where uc.worker_id = $1 and uc.enterprise_customer_id = $2 order by uc.expiry desc nulls first, uc.id desc`,
      [workerId, customerId],
    ),
    openCrewRequests(db, crewId, locale, workerId),
  ]);
  const now = new Date();
  const credentials = held.map((row) => toUserCredential(row, now, locale));
  const soon = new Date(`${today}T00:00:00Z`);
  soon.setUTCDate(soon.getUTCDate() + 90);
  const soonDate = soon.toISOString().slice(0, 10);
  return {
    crew_credentials: follows.map((f) => {
      // Ordered latest expiry first (no expiry first of all): the first held match is the best holding; a copy
      // waiting for review stays in user_credentials, marked, and leaves the credential missing.
      const best = credentials.find((c) => c.credential_id === f.credential_id && copyCountsAsHeld(c)) ?? null;
      let status: CrewCredentialStatus = 'missing';
      if (best) status = best.expiry === null ? 'valid' : best.expiry < today ? 'expired' : best.expiry <= soonDate ? 'expiring' : 'valid';
      return {
        credential: { id: f.credential_id, label: f.label },
        status,
        user_credential: best,
        credential_request: requests.find((r) => r.credential_id === f.credential_id) ?? null,
      };
    }),
    user_credentials: credentials,
    credential_requests: requests,
  };
}

