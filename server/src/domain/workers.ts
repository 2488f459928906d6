import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { QueryOptions, Queryable } from '../db';
import { notFound } from '../http/errors';
import { diffForHumans } from '../lib/time';
import type { NotificationType, Tag } from '../../../shared-api/src/types';
import type { Worker, WorkerCrewRef } from '../../../shared-api/src/workers-types';

/**
 * A row of readWorkerPage's statement: a worker's columns (WORKER_COLUMNS), its tags and crews as JSON, and its
 * linked user's columns.
 */
interface WorkerPageRow {
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
  /** The number of all matches, when the page statement selects it. */
  total?: number;
  /** Sorted by name. */
  tags: Tag[];
  /** Sorted by name; empty when the caller did not ask for crews (the count is on the row either way). */
  crews: WorkerCrewRef[];
  linked_user_first_name: string | null;
  linked_user_last_name: string | null;
  trade_id: number | null;
  trade_name: string | null;
}

/** Columns of a worker from its own table (alias w), as a page statement for readWorkerPage selects them. */
export const WORKER_COLUMNS = `
  w.id, w.first_name, w.last_name, w.email, w.phone_number, w.address, w.city, w.state, w.zip, w.country,
  w.dob, w.bio, w.username, (w.password_hash is not null) as has_password, w.profile_picture_path, w.job_title,
  w.is_active, w.created_at, w.user_id, w.crews_count`;

export interface WorkerPage {
  workers: Worker[];
  /** The `total` column of the page's rows; null when the page has no row or no such column. */
  total: number | null;
}

/**
 * Reads a page of workers with their tags, crews (unless not wanted) and linked users, in one statement:
 * `pageSql` selects WORKER_COLUMNS (and `total`, if wanted) for the page's rows, and `order` sorts them again
 * (alias p; the order of a subquery is not kept). Each worker's tags and crews are read from the lists the
 * database keeps for it (0012_worker_relation_lists.sql), one JSON value each: joining the tags and crews of a
 * page cost more than the page, and a row per tag or crew cost Node more to read (docs/performance.md).
 */
export async function readWorkerPage(
  db: Queryable,
  pageSql: string,
  params: unknown[],
  { withCrews, order, options }: { withCrews: boolean; order: string; options?: QueryOptions },
): Promise<WorkerPage> {
  const rows = await db.query<WorkerPageRow>(
    `select p.*, coalesce(l.tags, '[]') as tags, ${withCrews ? `coalesce(l.crews, '[]')` : `'[]'::json`} as crews,
            u.first_name as linked_user_first_name, u.last_name as linked_user_last_name, tr.id as trade_id, tr.name as trade_name
       from (${pageSql}) p
       left join worker_relation_lists l on l.worker_id = p.id
       left join users u on u.id = p.user_id
       left join trades tr on tr.id = u.trade_id
      order by ${order}`,
    params,
    options,
  );
  const now = new Date();
  return {
    workers: rows.map((row) => serializeWorker(row, now)),
    total: rows[0]?.total ?? null,
  };
}

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

function serializeWorker(row: WorkerPageRow, now: Date): Worker {
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
    tags: row.tags,
    crews: row.crews,
    crews_count: row.crews_count,
    is_active: row.is_active ? 1 : 0,
    user: row.user_id
      ? {
          id: row.user_id,
          full_name: fullName(row.linked_user_first_name, row.linked_user_last_name),
          trade: row.trade_id ? { id: row.trade_id, name: row.trade_name ?? '' } : null,
        }
      : null,
    created_at: row.created_at.toISOString(),
    created_at_diff_for_humans: diffForHumans(row.created_at, now),
  };
}

/** One worker of the customer, with tags and crews; null when it does not exist or belongs to another customer. */
export async function loadWorker(db: Queryable, customerId: number, workerId: number): Promise<Worker | null> {
  const { workers } = await readWorkerPage(
    db,
    `select ${WORKER_COLUMNS} from enterprise_customer_workers w where w.id = $1 and w.enterprise_customer_id = $2`,
    [workerId, customerId],
    { withCrews: true, order: 'p.id' },
  );
  return workers[0] ?? null;
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
