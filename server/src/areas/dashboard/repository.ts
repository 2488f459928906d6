import { GENERIC_PLAN, type Queryable } from '../../core/db';
import { diffForHumans } from '../../core/lib/time';
import type { Locale } from '../../core/i18n';
import { NOTIFICATION_COLUMNS, serializeNotification, type NotificationRow } from '../../core/notifications';
import type { CrewsSummaryResponse, NotificationItem, WorkerTagsSummaryResponse, WorkersSummaryResponse } from 'shared-api/contract';

/** The newest active workers and how many are active. */
export async function workersSummary(db: Queryable, customerId: number, limit: number, locale: Locale): Promise<WorkersSummaryResponse> {
  // crews_count and the active count are kept by the database's triggers (0007_read_counters.sql). With
  // no active worker there is no row to carry the count, and the count is 0.
  const workers = await db.query<{ id: number; first_name: string; last_name: string; created_at: Date; crews_count: number; workers_count: number }>(
    `select w.id, w.first_name, w.last_name, w.created_at, w.crews_count,
            (select c.active_workers_count from enterprise_customer_worker_counts c where c.enterprise_customer_id = $1) as workers_count
       from enterprise_customer_workers w
      where w.enterprise_customer_id = $1 and w.is_active
      order by w.created_at desc, w.id desc
      limit $2`,
    [customerId, limit],
    GENERIC_PLAN,
  );
  const now = new Date();
  return {
    workers: workers.map((w) => ({
      id: w.id,
      full_name: `${w.first_name} ${w.last_name}`,
      created_at: w.created_at.toISOString(),
      created_at_diff_for_humans: diffForHumans(w.created_at, now, locale),
      crews_count: w.crews_count,
    })),
    workers_count: workers[0]?.workers_count ?? 0,
  };
}

/** The newest crews with their sizes, and how many crews there are. */
export async function crewsSummary(db: Queryable, customerId: number, limit: number): Promise<CrewsSummaryResponse> {
  // One round trip: with no crew there is no row to carry the count, and the count is 0.
  const rows = await db.query<{ id: number; name: string; crew_workers_count: number; crews_count: number }>(
    `select c.id, c.name,
            (select count(*)::int from crew_workers cw where cw.crew_id = c.id) as crew_workers_count,
            (select count(*)::int from crews a where a.enterprise_customer_id = $1) as crews_count
       from crews c
      where c.enterprise_customer_id = $1
      order by c.created_at desc, c.id desc
      limit $2`,
    [customerId, limit],
    GENERIC_PLAN,
  );
  return {
    crews: rows.map(({ id, name, crew_workers_count }) => ({ id, name, crew_workers_count })),
    crews_count: rows[0]?.crews_count ?? 0,
  };
}

/** The newest notifications, their titles and texts in the reader's locale. */
export async function latestNotifications(db: Queryable, customerId: number, limit: number, locale: Locale): Promise<NotificationItem[]> {
  const rows = await db.query<NotificationRow>(
    `select ${NOTIFICATION_COLUMNS} from notifications n
      where n.enterprise_customer_id = $1
      order by n.created_at desc, n.id desc
      limit $2`,
    [customerId, limit],
    GENERIC_PLAN,
  );
  const now = new Date();
  return rows.map((row) => serializeNotification(row, now, locale));
}

/** Every tag with its worker count (kept by triggers), the most used first. */
export async function workerTagsSummary(db: Queryable, customerId: number): Promise<WorkerTagsSummaryResponse> {
  const rows = await db.query<{ id: number; name: string; color: string; tag_count: number }>(
    `select t.id, t.name, t.color, t.workers_count as tag_count
       from tags t
      where t.enterprise_customer_id = $1
      order by t.workers_count desc, lower(t.name), t.id`,
    [customerId],
    GENERIC_PLAN,
  );
  return { tags: rows.map(({ tag_count, ...tag }) => ({ tag, tag_count })) };
}
