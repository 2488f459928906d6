import { WEEKDAYS, type ExpiryReminderDay, type ExpiryReminderSettings, type Role, type Weekday } from 'shared-api/contract';
import type { Queryable } from '../../../core/db';

/** A customer's schedule until it saves one (issue 14): 90 and 30 days, to owners and admins, no digest. */
export const DEFAULT_REMINDERS: ExpiryReminderSettings = {
  days_before: [90, 30],
  recipient_roles: ['owner', 'admin'],
  notify_worker: false,
  weekly_digest_day: null,
};

/** ISO weekday number (1 = Monday) of a weekday name, and back. */
export const weekdayNumber = (day: Weekday) => WEEKDAYS.indexOf(day) + 1;
const weekdayName = (day: number | null): Weekday | null => (day === null ? null : WEEKDAYS[day - 1]);

export async function reminderSettings(db: Queryable, customerId: number): Promise<ExpiryReminderSettings> {
  const [row] = await db.query<{ days_before: number[]; recipient_roles: Role[]; notify_worker: boolean; weekly_digest_day: number | null }>(
    'select days_before, recipient_roles, notify_worker, weekly_digest_day from expiry_reminder_settings where enterprise_customer_id = $1',
    [customerId],
  );
  if (!row) return DEFAULT_REMINDERS;
  return {
    days_before: [...row.days_before].sort((a, b) => b - a) as ExpiryReminderDay[],
    recipient_roles: row.recipient_roles,
    notify_worker: row.notify_worker,
    weekly_digest_day: weekdayName(row.weekly_digest_day),
  };
}

export async function saveReminderSettings(db: Queryable, customerId: number, userId: number, settings: ExpiryReminderSettings): Promise<void> {
  await db.query(
    `insert into expiry_reminder_settings (enterprise_customer_id, days_before, recipient_roles, notify_worker, weekly_digest_day, updated_by_user_id)
     values ($1, $2::int[], $3::text[], $4, $5, $6)
     on conflict (enterprise_customer_id) do update
        set days_before = excluded.days_before, recipient_roles = excluded.recipient_roles, notify_worker = excluded.notify_worker,
            weekly_digest_day = excluded.weekly_digest_day, updated_by_user_id = excluded.updated_by_user_id, updated_at = now()`,
    [
      customerId,
      settings.days_before,
      settings.recipient_roles,
      settings.notify_worker,
      settings.weekly_digest_day === null ? null : weekdayNumber(settings.weekly_digest_day),
      userId,
    ],
  );
}
