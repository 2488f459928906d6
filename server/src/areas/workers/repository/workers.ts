import type { QueryOptions, Queryable } from '../../../core/db';
import { notFound } from '../../../core/http/errors';
import { sha256 } from '../../../core/auth/tokens';
import { fullName } from '../../../core/lib/names';
import { diffForHumans } from '../../../core/lib/time';
import { DEFAULT_LOCALE, type Locale } from '../../../core/i18n';
import { EXPIRING_SOON_DAYS, type Tag, type Worker, type WorkerCrewRef } from 'shared-api/contract';
import { WORKER_FIELD_COLUMNS, type WorkerFieldColumn } from '../worker-fields';

/**
 * The columns a page statement for readWorkerPage selects (alias w), beside its `total`: the worker's id and the
 * keys the list sorts by.
 */
export const PAGE_COLUMNS = 'w.id, w.last_name, w.first_name, w.created_at';

export interface WorkerPage {
  workers: Worker[];
  /** The `total` column of the page's rows; null when the page has no row or the statement counts nothing. */
  total: number | null;
}

interface WorkerRow {
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
  preferred_language: Locale;
  username: string | null;
  has_password: boolean;
  profile_picture_path: string | null;
  job_title: string | null;
  crews_count: number;
  credentials_expired_count: number;
  credentials_expiring_count: number;
  is_active: boolean;
  created_at: Date;
  user_id: number | null;
  user_first_name: string | null;
  user_last_name: string | null;
  trade_id: number | null;
  trade_name: string | null;
  tags: Tag[];
  crews: WorkerCrewRef[];
  total: number | null;
}

/** The address of a worker's picture; its version changes with the stored file, so a cached old one never shows. */
const pictureUrl = (workerId: number, path: string | null) =>
  path === null ? null : `/json/workers/${workerId}/profile/image?v=${sha256(path).slice(0, 12)}`;

/** A worker as the API sends it; its relative time in the reader's locale. */
function toWorker(row: WorkerRow, now: Date, locale: Locale): Worker {
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
    preferred_language: row.preferred_language,
    username: row.username,
    has_password: row.has_password,
    profile_picture_url: pictureUrl(row.id, row.profile_picture_path),
    job_title: row.job_title,
    crews_count: row.crews_count,
    credentials_expired_count: row.credentials_expired_count,
    credentials_expiring_count: row.credentials_expiring_count,
    is_active: row.is_active ? 1 : 0,
    user:
      row.user_id === null
        ? null
        : {
            id: row.user_id,
            full_name: fullName(row.user_first_name, row.user_last_name),
            trade: row.trade_id === null ? null : { id: row.trade_id, name: row.trade_name ?? '' },
          },
    created_at: row.created_at.toISOString(),
    tags: row.tags,
    crews: row.crews,
    created_at_diff_for_humans: diffForHumans(row.created_at, now, locale),
  };
}

/** A worker's tags, or crews, sorted by name, as one JSON list (the worker_tags and crew_workers keys serve them). */
const TAG_LIST = `(select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'color', t.color) order by lower(t.name), t.id), '[]')
                     from worker_tags wt join tags t on t.id = wt.tag_id where wt.worker_id = w.id)`;
const CREW_LIST = `(select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name) order by lower(c.name), c.id), '[]')
                      from crew_workers cw join crews c on c.id = cw.crew_id where cw.worker_id = w.id)`;

/**
 * A worker's credentials past their expiry and those expiring within EXPIRING_SOON_DAYS (today included), as the
 * Credentials page's Expired and 30-days filters date them, less the copies already renewed: a copy of the same
 * credential (catalogue entry, or name when it has none) that expires later or never is on file, so nothing needs
 * doing and a badge would be a false alarm (the worker panel orders its list by the same rule). The
 * (worker_id, expiry) index reads only those rows.
 */
const EXPIRY_COUNTS = `left join lateral (
         select (count(*) filter (where uc.expiry < current_date))::int as expired,
                (count(*) filter (where uc.expiry >= current_date))::int as expiring
           from user_credentials uc
          where uc.worker_id = w.id and uc.expiry <= current_date + ${EXPIRING_SOON_DAYS}
            and not exists (
              select 1 from user_credentials later
               where later.worker_id = uc.worker_id and later.id <> uc.id
                 and (later.credential_id = uc.credential_id
                      or (uc.credential_id is null and later.credential_id is null and lower(later.name) = lower(uc.name)))
                 and (later.expiry is null or later.expiry > uc.expiry))
       ) ex on true`;

/**
 * Reads a page of workers as the API sends them, in one statement: `pageSql` selects PAGE_COLUMNS and `total`
 * (null when it counts nothing) for the page's rows, and `order` sorts them again (alias p; the order of a
 * subquery is not kept). Each worker comes with its linked user and trade, its tags, its crews when wanted, the
 * counts of its expired and expiring credentials, and its *_diff_for_humans in `locale` (the request's).
 */
export async function readWorkerPage(
  db: Queryable,
  pageSql: string,
  params: unknown[],
  { withCrews, order, options, locale = DEFAULT_LOCALE }: { withCrews: boolean; order: string; options?: QueryOptions; locale?: Locale },
): Promise<WorkerPage> {
  const rows = await db.query<WorkerRow>(
    `select w.id, w.first_name, w.last_name, w.email, w.phone_number, w.address, w.city, w.state, w.zip, w.country,
            w.dob, w.bio, w.preferred_language, w.username, w.password_hash is not null as has_password, w.profile_picture_path, w.job_title,
            w.crews_count, ex.expired as credentials_expired_count, ex.expiring as credentials_expiring_count, w.is_active, w.created_at,
            u.id as user_id, u.first_name as user_first_name, u.last_name as user_last_name,
            tr.id as trade_id, tr.name as trade_name,
            ${TAG_LIST} as tags, ${withCrews ? CREW_LIST : `'[]'::json`} as crews, p.total
       from (${pageSql}) p
       join enterprise_customer_workers w on w.id = p.id
       left join users u on u.id = w.user_id
       left join trades tr on tr.id = u.trade_id
       ${EXPIRY_COUNTS}
      order by ${order}`,
    params,
    options,
  );
  const now = new Date();
  return { workers: rows.map((row) => toWorker(row, now, locale)), total: rows[0]?.total ?? null };
}

/**
 * One worker of the customer, with tags and crews, its relative times in `locale`; null when it does not exist or
 * belongs to another customer.
 */
export async function loadWorker(db: Queryable, customerId: number, workerId: number, locale: Locale = DEFAULT_LOCALE): Promise<Worker | null> {
  const { workers } = await readWorkerPage(
    db,
    `select ${PAGE_COLUMNS}, null::int as total from enterprise_customer_workers w where w.id = $1 and w.enterprise_customer_id = $2`,
    [workerId, customerId],
    { withCrews: true, order: 'p.id', locale },
  );
  return workers[0] ?? null;
}

/** Like loadWorker, but a missing or foreign worker answers 404. */
export async function requireWorker(db: Queryable, customerId: number, workerId: number, locale: Locale = DEFAULT_LOCALE): Promise<Worker> {
  const worker = await loadWorker(db, customerId, workerId, locale);
  if (!worker) throw notFound();
  return worker;
}

export { requireWorkerIdentity, type WorkerIdentity } from '../../../core/worker-identity';

/** What a column left out of an insert holds, where the column has a default rather than null. */
const INSERT_DEFAULTS: Partial<Record<WorkerFieldColumn, unknown>> = { preferred_language: DEFAULT_LOCALE };

/** Inserts a worker of the customer with the given fields (WORKER_FIELD_COLUMNS order); returns its id. */
export async function insertWorker(db: Queryable, customerId: number, fields: Partial<Record<WorkerFieldColumn, unknown>>): Promise<number> {
  const [{ id }] = await db.query<{ id: number }>(
    `insert into enterprise_customer_workers (enterprise_customer_id, ${WORKER_FIELD_COLUMNS.join(', ')})
     values ($1, ${WORKER_FIELD_COLUMNS.map((_, i) => `$${i + 2}`).join(', ')})
     returning id`,
    [customerId, ...WORKER_FIELD_COLUMNS.map((column) => fields[column] ?? INSERT_DEFAULTS[column] ?? null)],
  );
  return id;
}

/** The province (state) on file for the customer's worker; undefined when there is no such worker. */
export async function storedState(db: Queryable, customerId: number, workerId: number): Promise<string | null | undefined> {
  const [row] = await db.query<{ state: string | null }>('select state from enterprise_customer_workers where id = $1 and enterprise_customer_id = $2', [
    workerId,
    customerId,
  ]);
  return row?.state;
}

/** Sets the given fields of a worker of the customer; false when there is no such worker. */
export async function updateWorkerFields(
  db: Queryable,
  customerId: number,
  workerId: number,
  fields: Partial<Record<WorkerFieldColumn, unknown>>,
): Promise<boolean> {
  const columns = WORKER_FIELD_COLUMNS.filter((column) => fields[column] !== undefined);
  // Nothing to set: whether the worker exists is for the caller's read that follows.
  if (columns.length === 0) return true;
  const updated = await db.query(
    `update enterprise_customer_workers
        set ${columns.map((column, i) => `${column} = $${i + 3}`).join(', ')}, updated_at = now()
      where id = $1 and enterprise_customer_id = $2
      returning id`,
    [workerId, customerId, ...columns.map((column) => fields[column])],
  );
  return updated.length > 0;
}
