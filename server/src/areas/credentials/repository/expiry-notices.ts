import type { Queryable } from '../../../core/db';

export interface DueNotice {
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
 * Records, for every credential of an active worker that now expires within one of the thresholds (days) of
 * `today`, each threshold it is inside that was not recorded yet for its expiry date, and returns the
 * credentials recorded anew with the nearest such threshold: what is due an announcement.
 */
export async function recordDueNotices(tx: Queryable, today: string, thresholds: readonly number[]): Promise<DueNotice[]> {
  return tx.query<DueNotice>(
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
    [today, thresholds, Math.max(...thresholds)],
  );
}

/** One credential_expiring notification for each due notice, with its message. */
export async function insertExpiringNotifications(tx: Queryable, notices: Array<DueNotice & { message: string }>): Promise<void> {
  await tx.query(
    `insert into notifications (enterprise_customer_id, notification_type, message, metadata, worker_id)
     select customer_id, 'credential_expiring', message,
            jsonb_build_object('user_credential_id', user_credential_id, 'threshold_days', threshold_days, 'expiry', expiry),
            worker_id
       from unnest($1::int[], $2::text[], $3::int[], $4::int[], $5::text[], $6::int[])
         as n (customer_id, message, user_credential_id, threshold_days, expiry, worker_id)`,
    [
      notices.map((n) => n.customer_id),
      notices.map((n) => n.message),
      notices.map((n) => n.user_credential_id),
      notices.map((n) => n.threshold_days),
      notices.map((n) => n.expiry),
      notices.map((n) => n.worker_id),
    ],
  );
}
