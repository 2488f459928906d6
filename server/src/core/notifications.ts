import type { NotificationItem, NotificationType } from 'shared-api/contract';
import type { Queryable } from './db';
import { diffForHumans } from './lib/time';

/** Card title and colour per notification type (the spec's notification_card_title). */
export const NOTIFICATION_CARDS: Record<NotificationType, { title: string; color: string }> = {
  credential_expiring: { title: 'Credential Expiring', color: '#d97706' },
  credential_request_fulfilled: { title: 'Credential Request Fulfilled', color: '#16a34a' },
  bulk_credential_upload: { title: 'Bulk Credential Upload', color: '#2563eb' },
  user_credential_request_fulfilled: { title: 'Credential Updated', color: '#16a34a' },
  crew_admin_changed: { title: 'Crew Admin Changed', color: '#7c3aed' },
  worker_removed_from_crew: { title: 'Worker Removed From Crew', color: '#dc2626' },
  credential_request_withdrawn: { title: 'Credential Request Withdrawn', color: '#64748b' },
  worker_added_to_crew: { title: 'Worker Added To Crew', color: '#0891b2' },
  worker_user_credential_copied: { title: 'Credential Copied', color: '#0d9488' },
  worker_archived: { title: 'Worker Deactivated', color: '#b91c1c' },
  worker_restored: { title: 'Worker Activated', color: '#15803d' },
};

export interface NotificationRow {
  id: number;
  notification_type: NotificationType;
  message: string;
  metadata: Record<string, unknown>;
  created_at: Date;
}

export const NOTIFICATION_COLUMNS = 'n.id, n.notification_type, n.message, n.metadata, n.created_at';

export function serializeNotification(row: NotificationRow, now = new Date()): NotificationItem {
  return {
    id: row.id,
    notification_type: row.notification_type,
    notification_card_title: NOTIFICATION_CARDS[row.notification_type],
    message: row.message,
    created_at: row.created_at.toISOString(),
    created_at_diff_for_humans: diffForHumans(row.created_at, now),
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
