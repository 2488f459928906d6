import type { Db, Queryable } from '../../../core/db';
import { frenchOrder } from '../../../core/db/like';
import { HttpError, notFound } from '../../../core/http/errors';
import { diffForHumans, isoDate, prettyDate } from '../../../core/lib/time';
import { fullName } from '../../../core/lib/names';
import { msg, type Locale } from '../../../core/i18n';
import { notifyAboutWorker } from '../../../core/notifications';
import { heldOn } from '../../../core/held-credentials';
import type { CrewWorker, Tag } from 'shared-api/contract';
import type { FollowedCredential } from './requests';
import { workerName, workerPictureUrl, type CrewIdentity, type WorkerIdentity } from './common';

interface CrewWorkerRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone_number: string | null;
  job_title: string | null;
  profile_picture_path: string | null;
  is_active: boolean;
  created_at: Date;
  added_at: Date;
  tags: Tag[];
  user_id: number | null;
  user_first_name: string | null;
  user_last_name: string | null;
  trade_id: number | null;
  trade_name: string | null;
  requests: Array<{ id: number; credential_id: number | null; last_requested_at: string }>;
}

/** Every worker of the crew by name, with tags, linked account, when they joined and their open requests of this crew. */
export async function crewWorkers(db: Queryable, customerId: number, crewId: number, locale: Locale): Promise<CrewWorker[]> {
  const rows = await db.query<CrewWorkerRow>(
    `select w.id, w.first_name, w.last_name, w.email, w.phone_number, w.job_title, w.profile_picture_path, w.is_active, w.created_at,
            cw.created_at as added_at,
            (select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'color', t.color) order by lower(t.name), t.id), '[]')
               from worker_tags wt join tags t on t.id = wt.tag_id where wt.worker_id = w.id) as tags,
            u.id as user_id, u.first_name as user_first_name, u.last_name as user_last_name, tr.id as trade_id, tr.name as trade_name,
            (select coalesce(json_agg(json_build_object('id', cr.id, 'credential_id', cr.credential_id, 'last_requested_at', cr.last_requested_at) order by cr.id), '[]')
               from credential_requests cr
              where cr.crew_id = cw.crew_id and cr.worker_id = w.id and cr.completed_at is null and cr.withdrawn_at is null) as requests
       from crew_workers cw
       join enterprise_customer_workers w on w.id = cw.worker_id
       left join users u on u.id = w.user_id
       left join trades tr on tr.id = u.trade_id
      where cw.crew_id = $1 and cw.enterprise_customer_id = $2
      order by ${frenchOrder('w.last_name')}, ${frenchOrder('w.first_name')}, w.id`,
    [crewId, customerId],
  );
  const now = new Date();
  return rows.map((row) => ({
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    full_name: fullName(row.first_name, row.last_name),
    email: row.email,
    phone_number: row.phone_number,
    job_title: row.job_title,
    profile_picture_url: workerPictureUrl(row.id, row.profile_picture_path),
    is_active: row.is_active ? 1 : 0,
    tags: row.tags,
    user: row.user_id
      ? {
          id: row.user_id,
          full_name: fullName(row.user_first_name, row.user_last_name),
          trade: row.trade_id === null ? null : { id: row.trade_id, name: row.trade_name ?? '' },
        }
      : null,
    created_at_diff_for_humans: diffForHumans(row.created_at, now, locale),
    workers_crews: [
      {
        crew_id: crewId,
        created_at: row.added_at.toISOString(),
        created_at_pretty_date: prettyDate(isoDate(row.added_at), locale) ?? isoDate(row.added_at),
        created_at_diff_for_humans: diffForHumans(row.added_at, now, locale),
      },
    ],
    credential_requests: row.requests.map((r) => ({
      id: r.id,
      credential_id: r.credential_id,
      // Only the token's hash is stored (0024): the link was given once, when the request was made or sent again.
      url: null,
      last_requested_date: isoDate(new Date(r.last_requested_at)),
    })),
  }));
}

/** The customer's active workers not in the crew, by name (the + Workers list filters them in the browser). */
export async function availableWorkers(db: Queryable, customerId: number, crewId: number) {
  const rows = await db.query<{ id: number; first_name: string; last_name: string; email: string | null; profile_picture_path: string | null }>(
    `select w.id, w.first_name, w.last_name, w.email, w.profile_picture_path
       from enterprise_customer_workers w
      where w.enterprise_customer_id = $1 and w.is_active
        and not exists (select 1 from crew_workers cw where cw.crew_id = $2 and cw.worker_id = w.id)
      order by ${frenchOrder('w.last_name')}, ${frenchOrder('w.first_name')}, w.id`,
    [customerId, crewId],
  );
  return rows.map((row) => ({
    id: row.id,
    full_name: fullName(row.first_name, row.last_name),
    email: row.email,
    profile_picture_url: workerPictureUrl(row.id, row.profile_picture_path),
  }));
}

/** The crew's followed credentials the worker holds no current copy of that counts as held, by label. */
export async function missingForWorker(db: Queryable, crewId: number, workerId: number, today: string): Promise<FollowedCredential[]> {
  return db.query<FollowedCredential>(
    `select c.id, c.label, c.validity_period_months from crew_credential_follows f join credentials c on c.id = f.credential_id
      where f.crew_id = $1
        and not exists (select 1 from user_credentials uc where uc.worker_id = $2 and uc.credential_id = f.credential_id
                           and ${heldOn('uc', '$3::date')})
      order by lower(c.label), c.id`,
    [crewId, workerId, today],
  );
}

/** Adds the worker and tells the customer's feed; 422 when the worker is inactive or already there. */
export async function addCrewWorker(tx: Queryable, customerId: number, crew: CrewIdentity, worker: WorkerIdentity): Promise<void> {
  if (!worker.is_active) throw new HttpError(422, msg('crews:workers.inactive'), { worker_id: [msg('crews:workers.inactive')] });
  const inserted = await tx.query(
    `insert into crew_workers (enterprise_customer_id, crew_id, worker_id) values ($1, $2, $3)
     on conflict (crew_id, worker_id) do nothing returning id`,
    [customerId, crew.id, worker.id],
  );
  if (inserted.length === 0) {
    const message = msg('crews:workers.already_in_crew', { name: workerName(worker) });
    throw new HttpError(422, message, { worker_id: [message] });
  }
  await notifyAboutWorker(tx, {
    customerId,
    workerId: worker.id,
    crewId: crew.id,
    type: 'worker_added_to_crew',
    message: msg('crews:notifications.worker_added', { name: workerName(worker), crew: crew.name }),
  });
}

/**
 * Removes the worker from the crew with the worker's open credential requests of this crew (their links stop
 * working), and tells the customer's feed. 404 when the worker is not in the crew.
 */
export async function removeCrewWorker(db: Db, customerId: number, crew: CrewIdentity, worker: WorkerIdentity): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx.query('delete from crew_workers where crew_id = $1 and worker_id = $2 and enterprise_customer_id = $3 returning id', [
      crew.id,
      worker.id,
      customerId,
    ]);
    if (removed.length === 0) throw notFound(msg('crews:workers.not_in_crew'));
    await tx.query(
      `delete from credential_requests
        where crew_id = $1 and worker_id = $2 and enterprise_customer_id = $3 and completed_at is null and withdrawn_at is null`,
      [crew.id, worker.id, customerId],
    );
    await notifyAboutWorker(tx, {
      customerId,
      workerId: worker.id,
      crewId: crew.id,
      type: 'worker_removed_from_crew',
      message: msg('crews:notifications.worker_removed', { name: workerName(worker), crew: crew.name }),
    });
  });
}

/** The worker's open update requests for their credentials (the sidebar's Requests tab). */
export async function workerUpdateRequests(db: Queryable, customerId: number, workerId: number, locale: Locale) {
  const rows = await db.query<{ id: number; message: string | null; created_at: Date; user_credential_id: number; name: string }>(
    `select r.id, r.message, r.created_at, uc.id as user_credential_id, uc.name
       from user_credential_update_requests r join user_credentials uc on uc.id = r.user_credential_id
      where uc.worker_id = $1 and r.enterprise_customer_id = $2 and r.completed_at is null and r.withdrawn_at is null
      order by r.created_at desc, r.id desc`,
    [workerId, customerId],
  );
  const now = new Date();
  return rows.map((row) => ({
    id: row.id,
    // Only the token's hash is stored (0024): the link was given once, when the request was made or sent again.
    update_url: null,
    message: row.message,
    created_at_pretty_date: prettyDate(isoDate(row.created_at), locale) ?? isoDate(row.created_at),
    created_diff_for_humans: diffForHumans(row.created_at, now, locale),
    user_credential: { id: row.user_credential_id, name: row.name },
  }));
}
