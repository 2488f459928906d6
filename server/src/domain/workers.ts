import { createHash } from 'node:crypto';
import { z } from 'zod';
import { GENERIC_PLAN, type Queryable } from '../db';
import { notFound } from '../http/errors';
import { diffForHumans } from '../lib/time';
import type { NotificationType, Tag } from '../../../shared-api/src/types';
import type { Worker, WorkerCrewRef } from '../../../shared-api/src/workers-types';

export interface WorkerRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone_number: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string | null;
  dob: string | null;
  bio: string | null;
  username: string | null;
  has_password: boolean;
  profile_picture_path: string | null;
  job_title: string | null;
  is_active: boolean;
  created_at: Date;
  user_id: number | null;
  /** Kept by the database's triggers (0007_read_counters.sql). */
  crews_count: number;
}

/**
 * Columns of a worker, from its own table alone: joining the linked user and trade here made planning the
 * list query cost more than running it, so loadWorkerRelations reads those users for the page instead.
 */
export const WORKER_COLUMNS = `
  w.id, w.first_name, w.last_name, w.email, w.phone_number, w.address, w.city, w.state, w.zip, w.country,
  w.dob, w.bio, w.username, (w.password_hash is not null) as has_password, w.profile_picture_path, w.job_title,
  w.is_active, w.created_at, w.user_id, w.crews_count`;

export const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/**
 * Where the profile picture is served. The version changes with the stored file, so a new picture is never
 * hidden by a cached old one.
 */
export function profilePictureUrl(workerId: number, storagePath: string | null): string | null {
  if (!storagePath) return null;
  const version = createHash('sha256').update(storagePath).digest('hex').slice(0, 12);
  return `/json/workers/${workerId}/profile/image?v=${version}`;
}

export interface WorkerRelations {
  tags: Tag[];
  /** Empty when the caller did not ask for crews (the count is on the row either way). */
  crews: WorkerCrewRef[];
  /** The linked platform user and its trade. */
  user: Worker['user'];
}

export function serializeWorker(row: WorkerRow, relations: WorkerRelations, now = new Date()): Worker {
  return {
    id: row.id,
    full_name: fullName(row.first_name, row.last_name),
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone_number: row.phone_number,
    address: row.address,
    city: row.city,
    state: row.state,
    zip: row.zip,
    country: row.country,
    dob: row.dob,
    bio: row.bio,
    username: row.username,
    has_password: row.has_password,
    profile_picture_url: profilePictureUrl(row.id, row.profile_picture_path),
    job_title: row.job_title,
    tags: relations.tags,
    crews: relations.crews,
    crews_count: row.crews_count,
    is_active: row.is_active ? 1 : 0,
    user: relations.user,
    created_at: row.created_at.toISOString(),
    created_at_diff_for_humans: diffForHumans(row.created_at, now),
  };
}

/** One row of loadWorkerRelations' statement: a tag or crew of a worker, or a linked user. */
interface RelationRow {
  kind: 'crew' | 'tag' | 'user';
  /** The worker of a tag or crew (null for a user). */
  worker_id: number | null;
  id: number;
  /** A tag's or crew's name, or a user's first name. */
  name: string | null;
  color: string | null;
  last_name: string | null;
  trade_id: number | null;
  trade_name: string | null;
}

/**
 * Tags, crews (unless not wanted) and linked users of the given rows (already scoped to one customer), in one
 * statement: a round trip costs more than the rows it carries (measured in docs/performance.md). Tags and
 * crews come sorted by name.
 */
export async function loadWorkerRelations(db: Queryable, rows: WorkerRow[], withCrews: boolean): Promise<Map<number, WorkerRelations>> {
  const relations = new Map<number, WorkerRelations>(rows.map((row) => [row.id, { tags: [], crews: [], user: null }]));
  if (rows.length === 0) return relations;
  const userIds = [...new Set(rows.flatMap((row) => (row.user_id ? [row.user_id] : [])))];
  const crews = `union all
     select 'crew', cw.worker_id, c.id, c.name, null, null, null, null, lower(c.name)
       from crew_workers cw join crews c on c.id = cw.crew_id where cw.worker_id = any($1::int[])`;
  const related = await db.query<RelationRow>(
    `select 'tag' as kind, wt.worker_id, t.id, t.name, t.color, null as last_name, null::int as trade_id, null as trade_name, lower(t.name) as sort
       from worker_tags wt join tags t on t.id = wt.tag_id where wt.worker_id = any($1::int[])
     ${withCrews ? crews : ''}
     union all
     select 'user', null, u.id, u.first_name, null, u.last_name, tr.id, tr.name, null
       from users u left join trades tr on tr.id = u.trade_id where u.id = any($2::int[])
     order by kind, sort, id`,
    [rows.map((row) => row.id), userIds],
    GENERIC_PLAN,
  );
  const usersById = new Map<number, Worker['user']>();
  for (const row of related) {
    if (row.kind === 'user') {
      const trade = row.trade_id ? { id: row.trade_id, name: row.trade_name ?? '' } : null;
      usersById.set(row.id, { id: row.id, full_name: fullName(row.name, row.last_name), trade });
    } else if (row.kind === 'tag') {
      relations.get(row.worker_id!)?.tags.push({ id: row.id, name: row.name ?? '', color: row.color ?? '' });
    } else {
      relations.get(row.worker_id!)?.crews.push({ id: row.id, name: row.name ?? '' });
    }
  }
  for (const row of rows) if (row.user_id) relations.get(row.id)!.user = usersById.get(row.user_id) ?? null;
  return relations;
}

/** Serialises rows already read with WORKER_COLUMNS, keeping their order. */
export async function serializeWorkerRows(db: Queryable, rows: WorkerRow[], withCrews: boolean): Promise<Worker[]> {
  const relations = await loadWorkerRelations(db, rows, withCrews);
  const now = new Date();
  return rows.map((row) => serializeWorker(row, relations.get(row.id)!, now));
}

/** One worker of the customer, with tags and crews; null when it does not exist or belongs to another customer. */
export async function loadWorker(db: Queryable, customerId: number, workerId: number): Promise<Worker | null> {
  const rows = await db.query<WorkerRow>(
    `select ${WORKER_COLUMNS} from enterprise_customer_workers w where w.id = $1 and w.enterprise_customer_id = $2`,
    [workerId, customerId],
  );
  if (!rows[0]) return null;
  const [worker] = await serializeWorkerRows(db, rows, true);
  return worker;
}

/** Like loadWorker, but a missing or foreign worker answers 404. */
export async function requireWorker(db: Queryable, customerId: number, workerId: number): Promise<Worker> {
  const worker = await loadWorker(db, customerId, workerId);
  if (!worker) throw notFound();
  return worker;
}

export interface WorkerIdentity {
  id: number;
  first_name: string;
  last_name: string;
  is_active: boolean;
}

/** The bare worker behind a sub-resource route (contacts, notes, tags...): 404 unless it is the customer's. */
export async function requireWorkerIdentity(db: Queryable, customerId: number, workerId: number): Promise<WorkerIdentity> {
  const [row] = await db.query<WorkerIdentity>(
    `select id, first_name, last_name, is_active from enterprise_customer_workers where id = $1 and enterprise_customer_id = $2`,
    [workerId, customerId],
  );
  if (!row) throw notFound();
  return row;
}

const routeId = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * Reads numeric ids from a route's params; anything that is not an id cannot name a record, so it answers 404
 * like a missing one.
 */
export function routeIds<K extends string>(params: unknown, ...keys: K[]): Record<K, number> {
  const values = (params ?? {}) as Record<string, unknown>;
  const ids = {} as Record<K, number>;
  for (const key of keys) {
    const parsed = routeId.safeParse(values[key]);
    if (!parsed.success) throw notFound();
    ids[key] = parsed.data;
  }
  return ids;
}

/** Adds a notification about one worker (and the crew it concerns, if any) to the customer's feed. */
export async function notifyAboutWorker(
  db: Queryable,
  input: {
    customerId: number;
    workerId: number;
    type: NotificationType;
    message: string;
    crewId?: number | null;
    metadata?: Record<string, unknown>;
  },
): Promise<void> {
  await db.query(
    `insert into notifications (enterprise_customer_id, notification_type, message, metadata, worker_id, crew_id)
     values ($1, $2, $3, $4::jsonb, $5, $6)`,
    [input.customerId, input.type, input.message, JSON.stringify(input.metadata ?? {}), input.workerId, input.crewId ?? null],
  );
}
