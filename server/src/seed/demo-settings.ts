import { insertRows } from '../core/db/insert-rows';
import type { SeedContext, SeededCustomer } from './customer';
import { daysAgo } from './sql';
import { isoDate } from '../core/lib/time';

/** Belongs to both demo customers (admin at Demo, member at Northern): signing in offers the customer switcher. */
export const TWO_CUSTOMER_USER = 'alex.tremblay@demo.test';
/** The newest notifications each Demo staff member has not read yet (the sidebar badge). */
const UNREAD_NOTIFICATIONS = 5;

/**
 * Issue 14's demo rows on top of demo.ts's staff and invitations: a user of both customers, the expiry reminders
 * already sent, and the notifications Demo's staff have read (all but the newest few). The expiry reminder schedule
 * stays at its defaults.
 */
export async function seedSettings(ctx: SeedContext, demo: SeededCustomer, northern: SeededCustomer): Promise<void> {
  const { tx, now, passwordHash } = ctx;
  const [userId] = await insertRows(tx, 'users', [
    { first_name: 'Alex', last_name: 'Tremblay', email: TWO_CUSTOMER_USER, password_hash: passwordHash, created_at: daysAgo(now, 300) },
  ]);
  await insertRows(tx, 'enterprise_customer_users', [
    { enterprise_customer_id: demo.id, user_id: userId, role: 'admin', created_at: daysAgo(now, 300) },
    { enterprise_customer_id: northern.id, user_id: userId, role: 'member', created_at: daysAgo(now, 120) },
  ]);
  // The seeded customers have been running for a while: their reminders for what already expires soon went out
  // before today, so a fresh demo server's first daily run does not e-mail every admin about every seeded credential.
  await tx.query(
    `insert into credential_expiry_notices (enterprise_customer_id, user_credential_id, threshold_days, expiry)
     select uc.enterprise_customer_id, uc.id, t.threshold, uc.expiry
       from user_credentials uc cross join unnest('{90,60,30,14,7,1}'::int[]) as t (threshold)
      where uc.enterprise_customer_id in ($1, $2) and uc.expiry >= $3::date and uc.expiry <= $3::date + t.threshold
     on conflict do nothing`,
    [demo.id, northern.id, isoDate(now)],
  );
  // Read one by one rather than by the watermark: the seeded notifications' ids do not follow their dates.
  await tx.query(
    `insert into notification_reads (user_id, notification_id, read_at)
     select m.user_id, n.id, n.created_at + interval '1 hour'
       from enterprise_customer_users m
       join notifications n on n.enterprise_customer_id = m.enterprise_customer_id
      where m.enterprise_customer_id = $1
        and n.id not in (select id from notifications where enterprise_customer_id = $1 order by created_at desc, id desc limit $2)`,
    [demo.id, UNREAD_NOTIFICATIONS],
  );
}
