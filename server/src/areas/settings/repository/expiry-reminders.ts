import type { Role } from 'shared-api/contract';
import type { Queryable } from '../../../core/db';
import type { Locale } from '../../../core/i18n';

export interface DueReminder {
  customer_id: number;
  user_credential_id: number;
  worker_id: number;
  first_name: string;
  last_name: string;
  worker_email: string | null;
  worker_language: Locale;
  name: string;
  /** YYYY-MM-DD. */
  expiry: string;
  threshold_days: number;
}

/**
 * Records, for every credential of an active worker that now expires within one of its customer's thresholds
 * (days before expiry; 90 and 30 for a customer that saved none), each such threshold not recorded yet for its
 * expiry date, and returns the credentials recorded anew with the nearest such threshold: what is due a reminder.
 * A day missed (the server was down) is caught up: what crossed a threshold meanwhile is recorded now, and told
 * once, for the nearest. The table's key (credential, threshold, expiry) makes a repeated run tell nothing twice.
 */
export async function recordDueReminders(tx: Queryable, today: string): Promise<DueReminder[]> {
  return tx.query<DueReminder>(
    `with schedule as (
       select c.id as customer_id, coalesce(s.days_before, '{90,30}'::int[]) as days_before
         from enterprise_customers c left join expiry_reminder_settings s on s.enterprise_customer_id = c.id
     ),
     due as (
       select uc.id, uc.enterprise_customer_id, uc.expiry, t.threshold
         from user_credentials uc
         join enterprise_customer_workers w on w.id = uc.worker_id and w.is_active
         join schedule s on s.customer_id = uc.enterprise_customer_id
         cross join lateral unnest(s.days_before) as t (threshold)
        where uc.expiry >= $1::date and uc.expiry <= $1::date + 90 and uc.expiry <= $1::date + t.threshold
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
            w.last_name, w.email as worker_email, w.preferred_language as worker_language, uc.name, uc.expiry::text as expiry,
            n.threshold_days
       from nearest n
       join user_credentials uc on uc.id = n.user_credential_id
       join enterprise_customer_workers w on w.id = uc.worker_id
      order by uc.enterprise_customer_id, uc.expiry, uc.id`,
    [today],
  );
}

/** One credential_expiring notification for each due reminder, with its message. */
export async function insertExpiringNotifications(tx: Queryable, reminders: Array<DueReminder & { message: string }>): Promise<void> {
  await tx.query(
    `insert into notifications (enterprise_customer_id, notification_type, message, metadata, worker_id)
     select customer_id, 'credential_expiring', message,
            jsonb_build_object('user_credential_id', user_credential_id, 'threshold_days', threshold_days, 'expiry', expiry),
            worker_id
       from unnest($1::int[], $2::text[], $3::int[], $4::int[], $5::text[], $6::int[])
         as n (customer_id, message, user_credential_id, threshold_days, expiry, worker_id)`,
    [
      reminders.map((n) => n.customer_id),
      reminders.map((n) => n.message),
      reminders.map((n) => n.user_credential_id),
      reminders.map((n) => n.threshold_days),
      reminders.map((n) => n.expiry),
      reminders.map((n) => n.worker_id),
    ],
  );
}

export interface Recipient {
  email: string;
  first_name: string;
  last_name: string;
  locale: Locale | null;
}

/** Who a customer's reminders and digests go to, by the roles its schedule names; with its name and worker flag. */
export interface CustomerAudience {
  name: string;
  notifyWorker: boolean;
  recipients: Recipient[];
}

export async function audiences(tx: Queryable, customerIds: number[]): Promise<Map<number, CustomerAudience>> {
  const rows = await tx.query<Recipient & { customer_id: number; customer_name: string; notify_worker: boolean; role: Role | null }>(
    `select c.id as customer_id, c.name as customer_name, coalesce(s.notify_worker, false) as notify_worker,
            u.email, u.first_name, u.last_name, u.locale, m.role
       from enterprise_customers c
       left join expiry_reminder_settings s on s.enterprise_customer_id = c.id
       left join enterprise_customer_users m
              on m.enterprise_customer_id = c.id and m.role = any(coalesce(s.recipient_roles, '{owner,admin}'::text[]))
       left join users u on u.id = m.user_id
      where c.id = any($1::int[])
      order by c.id, u.id`,
    [customerIds],
  );
  const byCustomer = new Map<number, CustomerAudience>();
  for (const row of rows) {
    const audience = byCustomer.get(row.customer_id) ?? { name: row.customer_name, notifyWorker: row.notify_worker, recipients: [] };
    if (row.email) audience.recipients.push({ email: row.email, first_name: row.first_name, last_name: row.last_name, locale: row.locale });
    byCustomer.set(row.customer_id, audience);
  }
  return byCustomer;
}

/**
 * Claims this week's digest for every customer whose digest day is today or already past this week (a missed day
 * is caught up later in the week) and that has not had it: returns those customers. Monday starts the week.
 */
export async function claimDueDigests(tx: Queryable, weekStart: string, isoWeekday: number): Promise<number[]> {
  const rows = await tx.query<{ customer_id: number }>(
    `insert into expiry_digests_sent (enterprise_customer_id, week_start)
     select enterprise_customer_id, $1::date from expiry_reminder_settings
      where weekly_digest_day is not null and weekly_digest_day <= $2
     on conflict (enterprise_customer_id, week_start) do nothing
     returning enterprise_customer_id as customer_id`,
    [weekStart, isoWeekday],
  );
  return rows.map((row) => row.customer_id);
}

export interface DigestItem {
  first_name: string;
  last_name: string;
  name: string;
  expiry: string;
}

/** What the customer's active workers hold that expires in the next 30 days, and what expired in the last 7. */
export async function digestItems(tx: Queryable, customerId: number, today: string): Promise<{ expiring: DigestItem[]; expired: DigestItem[] }> {
  const rows = await tx.query<DigestItem & { expired: boolean }>(
    `select w.first_name, w.last_name, uc.name, uc.expiry::text as expiry, uc.expiry < $2::date as expired
       from user_credentials uc
       join enterprise_customer_workers w on w.id = uc.worker_id and w.is_active
      where uc.enterprise_customer_id = $1 and uc.expiry >= $2::date - 7 and uc.expiry <= $2::date + 30
      order by uc.expiry, lower(w.last_name), lower(w.first_name), uc.id`,
    [customerId, today],
  );
  return { expiring: rows.filter((row) => !row.expired), expired: rows.filter((row) => row.expired) };
}
