import type { NotificationItem, NotificationType } from 'shared-api/contract';
import type { Queryable } from './db';
import { diffForHumans } from './lib/time';
import { DEFAULT_LOCALE, t, translate, type Locale } from './i18n';

/**
 * Card colour per notification type; the card's title (the spec's notification_card_title) is the catalog's
 * `notifications.cards.<type>`, written in the reader's locale when the notification is read.
 */
export const NOTIFICATION_CARDS: Record<NotificationType, { color: string }> = {
  credential_expiring: { color: '#d97706' },
  credential_request_fulfilled: { color: '#16a34a' },
  bulk_credential_upload: { color: '#2563eb' },
  user_credential_request_fulfilled: { color: '#16a34a' },
  crew_admin_changed: { color: '#7c3aed' },
  worker_removed_from_crew: { color: '#dc2626' },
  credential_request_withdrawn: { color: '#64748b' },
  worker_added_to_crew: { color: '#0891b2' },
  worker_user_credential_copied: { color: '#0d9488' },
  worker_archived: { color: '#b91c1c' },
  worker_restored: { color: '#15803d' },
  mail_undelivered: { color: '#dc2626' },
};

/** A card's title and colour in the locale. */
export const notificationCard = (type: NotificationType, locale: Locale = DEFAULT_LOCALE) => ({
  title: t(locale, `notifications.cards.${type}`),
  color: NOTIFICATION_CARDS[type].color,
});

export interface NotificationRow {
  id: number;
  notification_type: NotificationType;
  message: string;
  metadata: Record<string, unknown>;
  created_at: Date;
}

export const NOTIFICATION_COLUMNS = 'n.id, n.notification_type, n.message, n.metadata, n.created_at';

/**
 * A notification as the reader sees it, in their locale: the card's title, the message (stored as a msg() token,
 * translated here; a row written as plain text before the catalogs passes through) and the relative time.
 */
export function serializeNotification(row: NotificationRow, now = new Date(), locale: Locale = DEFAULT_LOCALE): NotificationItem {
  return {
    id: row.id,
    notification_type: row.notification_type,
    notification_card_title: notificationCard(row.notification_type, locale),
    message: translate(row.message, locale),
    created_at: row.created_at.toISOString(),
    created_at_diff_for_humans: diffForHumans(row.created_at, now, locale),
    metadata: row.metadata,
  };
}

/** Adds a notification about one worker (and the crew it concerns, if any) to the customer's feed. */
export async function notifyAboutWorker(
  db: Queryable,
  input: {
    customerId: number;
    workerId: number;
    type: NotificationType;
    /** A msg() token (`msg('workers:notifications.archived', { name })`), so each reader sees it in their language. */
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
