import type { NotificationCard, NotificationsResponse, NotificationType } from 'shared-api';

const colors: Partial<Record<NotificationType, string>> = {
  credential_request_fulfilled: '#16a34a',
  bulk_credential_upload: '#2563eb',
  worker_archived: '#b91c1c',
  worker_added_to_crew: '#0891b2',
  credential_expiring: '#d97706',
};

const titles: Partial<Record<NotificationType, string>> = {
  credential_request_fulfilled: 'Credential Request Fulfilled',
  bulk_credential_upload: 'Bulk Credential Upload',
  worker_archived: 'Worker Archived',
  worker_added_to_crew: 'Worker Added To Crew',
  credential_expiring: 'Credential Expiring',
};

export function card(id: number, type: NotificationType, message: string, extra: Partial<NotificationCard> = {}): NotificationCard {
  return {
    id,
    notification_type: type,
    notification_card_title: { title: titles[type] ?? type, color: colors[type] ?? '#64748b' },
    message,
    created_at: '2026-11-25T09:00:00.000Z',
    created_at_diff_for_humans: `${id} hours ago`,
    metadata: {},
    is_read: true,
    ...extra,
  };
}

export const notificationCards: NotificationCard[] = [
  card(1, 'credential_request_fulfilled', 'Ada Fraser sent their Working at Heights.', {
    is_read: false,
    metadata: { fulfilment_details: { user_credential: { s3_url: '/json/files/12' } } },
  }),
  card(2, 'bulk_credential_upload', 'The bulk upload of credentials.csv finished: 18 added, 2 failed.', {
    is_read: false,
    metadata: { uploads_s3_url: '/json/credentials/bulk-uploads/31/file' },
  }),
  card(3, 'worker_archived', 'Bram Okafor was archived.'),
  card(4, 'worker_added_to_crew', 'Chantal Nguyen was added to the crew Riverside Tower.'),
  card(5, 'credential_expiring', 'The First Aid of Dev Patel expires in 30 days (Dec 25, 2026).'),
];

export const longCard = card(
  9,
  'worker_added_to_crew',
  'Maximiliana-Josephine Vandenberghe-Okonkwo-Tremblay was added to the crew Riverside Tower Phase Two — Electrical, Mechanical and Interior Finishing Subcontractors (North Building).',
  { is_read: false },
);

/** One page of the list, as GET /json/notifications answers it. */
export function notificationsPage(data: NotificationCard[], page: number, lastPage: number, total: number, unread = 2): NotificationsResponse {
  return {
    notifications: {
      data,
      current_page: page,
      last_page: lastPage,
      per_page: 20,
      from: data.length ? (page - 1) * 20 + 1 : null,
      to: data.length ? (page - 1) * 20 + data.length : null,
      total,
      next_page_url: page < lastPage ? `/json/notifications?page=${page + 1}` : null,
      prev_page_url: page > 1 ? `/json/notifications?page=${page - 1}` : null,
    },
    unread_count: unread,
  };
}
