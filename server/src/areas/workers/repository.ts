import type { QueryOptions, Queryable } from '../../core/db';
import { notFound } from '../../core/http/errors';
import { parseJsonText, type JsonText } from '../../core/http/json';
import { diffForHumans } from '../../core/lib/time';
import type { Worker } from 'shared-api/contract';

/**
 * The columns a page statement for readWorkerPage selects (alias w), beside its `total`: the worker's id and the
 * keys the list sorts by. Everything else the page sends is in the worker's kept card.
 */
export const PAGE_COLUMNS = 'w.id, w.last_name, w.first_name, w.created_at';

export interface WorkerPage {
  workers: JsonText<Worker>[];
  /** The `total` column of the page's rows; null when the page has no row or the statement counts nothing. */
  total: number | null;
}

/**
 * Reads a page of workers as the API sends them, in one statement: `pageSql` selects PAGE_COLUMNS and `total`
 * (null when it counts nothing) for the page's rows, and `order` sorts them again (alias p; the order of a
 * subquery is not kept). Each worker comes as the JSON text the database keeps for it (0013_worker_cards.sql),
 * completed with its tags and crews kept beside it (unless not wanted; 0012 and 0014) and its age in words:
 * reading twenty columns a worker and serializing them again cost Node more than the rest of a page
 * (docs/performance.md).
 */
export async function readWorkerPage(
  db: Queryable,
  pageSql: string,
  params: unknown[],
  { withCrews, order, options }: { withCrews: boolean; order: string; options?: QueryOptions },
): Promise<WorkerPage> {
  const rows = await db.query<{ worker: string; tags: string; crews: string; created_at_seconds: number; total: number | null }>(
    `select c.worker::text as worker, c.tags::text as tags, ${withCrews ? 'c.crews::text' : `'[]'`} as crews,
            extract(epoch from p.created_at)::float8 as created_at_seconds, p.total
       from (${pageSql}) p
       join worker_cards c on c.worker_id = p.id
      order by ${order}`,
    params,
    options,
  );
  const now = new Date();
  return {
    // A card is a JSON object: its closing brace makes room for the fields added at reading.
    workers: rows.map(
      (row) =>
        `${row.worker.slice(0, -1)},"tags":${row.tags},"crews":${row.crews},"created_at_diff_for_humans":${JSON.stringify(
          diffForHumans(new Date(row.created_at_seconds * 1000), now),
        )}}`,
    ),
    total: rows[0]?.total ?? null,
  };
}


/** One worker of the customer, with tags and crews; null when it does not exist or belongs to another customer. */
export async function loadWorker(db: Queryable, customerId: number, workerId: number): Promise<Worker | null> {
  const { workers } = await readWorkerPage(
    db,
    `select ${PAGE_COLUMNS}, null::int as total from enterprise_customer_workers w where w.id = $1 and w.enterprise_customer_id = $2`,
    [workerId, customerId],
    { withCrews: true, order: 'p.id' },
  );
  return workers.length > 0 ? parseJsonText(workers[0]) : null;
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
