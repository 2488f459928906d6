import type { Db, Queryable } from '../../../core/db';
import { isoDate, prettyDate } from '../../../core/lib/time';
import { fullName } from '../../../core/lib/names';
import { enqueue } from '../../../core/jobs/queue';
import type { JobHandlers } from '../../../core/jobs/worker';

export const EXPIRY_NOTICES_QUEUE = 'credentials.expiry-notices';
/** Days before expiry at which a credential is announced (part 2 §9 expiring windows). */
export const EXPIRY_THRESHOLDS = [30, 60, 90] as const;

const DAY_MS = 24 * 3600 * 1000;

interface DueNotice {
  customer_id: number;
  user_credential_id: number;
  worker_id: number;
  first_name: string;
  last_name: string;
  name: string;
  expiry: string;
  threshold_days: number;
}

/**
 * Creates a credential_expiring notification for every credential of an active worker that now expires within
 * 30, 60 or 90 days of `today` and has not been announced for that threshold (and expiry date) yet. A
 * credential first seen inside several windows is announced once, for the nearest; every threshold it is
 * inside is recorded, so running again (the same day, or after a restart) announces nothing twice.
 * Returns how many notifications were created.
 */
export async function runExpiryNotices(db: Db, today: string = isoDate(new Date())): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx.query<DueNotice>(
      `with due as (
         select uc.id, uc.enterprise_customer_id, uc.expiry, t.threshold
           from user_credentials uc
           join enterprise_customer_workers w on w.id = uc.worker_id and w.is_active
           cross join unnest($2::int[]) as t (threshold)
          where uc.expiry >= $1::date and uc.expiry <= $1::date + $3::int and uc.expiry <= $1::date + t.threshold
       ),
       recorded as (
         insert into credential_expiry_notices (enterprise_customer_id, user_credential_id, threshold_days, expiry)
         select enterprise_customer_id, id, threshold, expiry from due
         on conflict (user_credential_id, threshold_days, expiry) do nothing
         returning user_credential_id, threshold_days
       ),
       nearest as (
         select user_credential_id, min(threshold_days)::int as threshold_days from recorded group by user_credential_id
       )
       select uc.enterprise_customer_id as customer_id, uc.id as user_credential_id, w.id as worker_id, w.first_name,
              w.last_name, uc.name, uc.expiry, n.threshold_days
         from nearest n
         join user_credentials uc on uc.id = n.user_credential_id
         join enterprise_customer_workers w on w.id = uc.worker_id
        order by uc.enterprise_customer_id, uc.expiry, uc.id`,
      [today, EXPIRY_THRESHOLDS, Math.max(...EXPIRY_THRESHOLDS)],
    );
    if (due.length === 0) return 0;
    await tx.query(
      `insert into notifications (enterprise_customer_id, notification_type, message, metadata, worker_id)
       select customer_id, 'credential_expiring', message,
              jsonb_build_object('user_credential_id', user_credential_id, 'threshold_days', threshold_days, 'expiry', expiry),
              worker_id
         from unnest($1::int[], $2::text[], $3::int[], $4::int[], $5::text[], $6::int[])
           as n (customer_id, message, user_credential_id, threshold_days, expiry, worker_id)`,
      [
        due.map((n) => n.customer_id),
        due.map((n) => `${fullName(n.first_name, n.last_name)}'s ${n.name} expires on ${prettyDate(n.expiry)}.`),
        due.map((n) => n.user_credential_id),
        due.map((n) => n.threshold_days),
        due.map((n) => n.expiry),
        due.map((n) => n.worker_id),
      ],
    );
    return due.length;
  });
}

/**
 * Queues the run for a day (from its midnight UTC). The key makes it once per day while queued or running;
 * a run repeated after a restart finds nothing new to announce.
 */
export function scheduleExpiryNotices(db: Queryable, day: Date = new Date()): Promise<number | null> {
  const date = isoDate(day);
  return enqueue(db, EXPIRY_NOTICES_QUEUE, { date }, { singletonKey: `expiry-notices:${date}`, runAt: new Date(`${date}T00:00:00Z`) });
}

/** Each run announces what is due today, then queues tomorrow's. */
export function expiryNoticeJobHandlers(db: Db): JobHandlers {
  return {
    [EXPIRY_NOTICES_QUEUE]: async () => {
      const now = new Date();
      await runExpiryNotices(db, isoDate(now));
      await scheduleExpiryNotices(db, new Date(now.getTime() + DAY_MS));
    },
  };
}
