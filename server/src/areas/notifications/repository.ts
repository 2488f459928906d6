import type { NotificationCard, NotificationType } from 'shared-api/contract';
import type { Db, Queryable } from '../../core/db';
import { NOTIFICATION_COLUMNS, serializeNotification, type NotificationRow } from '../../core/notifications';
import type { Locale } from '../../core/i18n';
import { readPage } from '../../core/http/pagination';

/*
 * Unread is per user: a notification is read when its id is at or under the member's watermark
 * (enterprise_customer_users.notifications_read_through, moved by Mark all as read) or has a notification_reads row.
 */

/** One page of the customer's notifications, newest first, each marked read or not for the user. */
export async function findNotifications(
  db: Queryable,
  input: { customerId: number; userId: number; type: NotificationType | ''; page: number; perPage: number; locale: Locale },
): Promise<{ cards: NotificationCard[]; total: number }> {
  const { rows, total } = await readPage<NotificationRow & { is_read: boolean }>(
    db,
    {
      columns: `${NOTIFICATION_COLUMNS}, (n.id <= m.notifications_read_through or r.notification_id is not null) as is_read`,
      from: 'notifications n',
      joins: `join enterprise_customer_users m on m.enterprise_customer_id = n.enterprise_customer_id and m.user_id = $3
              left join notification_reads r on r.notification_id = n.id and r.user_id = $3`,
      where: `n.enterprise_customer_id = $1 and ($2 = '' or n.notification_type = $2)`,
      params: [input.customerId, input.type],
      joinParams: [input.userId],
      order: 'n.created_at desc, n.id desc',
    },
    input.page,
    input.perPage,
  );
  const now = new Date();
  return { cards: rows.map((row) => ({ ...serializeNotification(row, now, input.locale), is_read: row.is_read })), total };
}

/** The user's unread notifications of the customer (the sidebar badge). */
export async function unreadCount(db: Queryable, customerId: number, userId: number): Promise<number> {
  const [{ count }] = await db.query<{ count: number }>(
    `select count(*)::int as count
       from notifications n
       join enterprise_customer_users m on m.enterprise_customer_id = n.enterprise_customer_id and m.user_id = $2
      where n.enterprise_customer_id = $1 and n.id > m.notifications_read_through
        and not exists (select 1 from notification_reads r where r.user_id = $2 and r.notification_id = n.id)`,
    [customerId, userId],
  );
  return count;
}

/** Marks one of the customer's notifications read for the user; false when the customer has no such notification. */
export async function markRead(db: Queryable, customerId: number, userId: number, notificationId: number): Promise<boolean> {
  const [found] = await db.query<{ below: boolean }>(
    `select n.id <= m.notifications_read_through as below
       from notifications n
       join enterprise_customer_users m on m.enterprise_customer_id = n.enterprise_customer_id and m.user_id = $3
      where n.id = $2 and n.enterprise_customer_id = $1`,
    [customerId, notificationId, userId],
  );
  if (!found) return false;
  if (!found.below) {
    await db.query('insert into notification_reads (user_id, notification_id) values ($1, $2) on conflict do nothing', [userId, notificationId]);
  }
  return true;
}

/** Mark all as read: the watermark moves to the customer's newest notification; the single reads under it go. */
export async function markAllRead(db: Db, customerId: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [{ through }] = await tx.query<{ through: number }>(
      `update enterprise_customer_users m
          set notifications_read_through = greatest(m.notifications_read_through,
                coalesce((select max(id) from notifications where enterprise_customer_id = $1), 0))
        where m.enterprise_customer_id = $1 and m.user_id = $2
        returning notifications_read_through as through`,
      [customerId, userId],
    );
    await tx.query(
      `delete from notification_reads r using notifications n
        where r.user_id = $2 and n.id = r.notification_id and n.enterprise_customer_id = $1 and n.id <= $3`,
      [customerId, userId, through],
    );
  });
}
