import type { CrewsSummaryResponse, NotificationItem, UserCredential, WorkerTagSummary, WorkersSummaryResponse } from 'shared-api';

/** Sample data for stories and tests (never fetched). */
export const workersSummary: WorkersSummaryResponse = {
  workers_count: 128,
  workers: [
    { id: 1, full_name: 'Ada Fraser', created_at: '2025-06-12T14:03:00Z', created_at_diff_for_humans: '2 days ago', crews_count: 2 },
    { id: 2, full_name: 'Bram Okafor', created_at: '2025-06-10T09:30:00Z', created_at_diff_for_humans: '4 days ago', crews_count: 0 },
    { id: 3, full_name: 'Chantal Nguyen', created_at: '2025-06-02T16:45:00Z', created_at_diff_for_humans: '1 week ago', crews_count: 1 },
    { id: 4, full_name: 'Dmitri Lavoie', created_at: '2025-05-20T11:00:00Z', created_at_diff_for_humans: '3 weeks ago', crews_count: 4 },
  ],
};

export const crewsSummary: CrewsSummaryResponse = {
  crews_count: 12,
  crews: [
    { id: 7, name: 'North Tower Electrical', crew_workers_count: 14 },
    { id: 8, name: 'Pipefitters — Shift B', crew_workers_count: 9 },
    { id: 9, name: 'Scaffolding', crew_workers_count: 0 },
  ],
};

function credential(id: number, name: string, worker: string, expiry: Partial<UserCredential>): UserCredential {
  return {
    id,
    credential_id: null,
    user_credential_type_id: 1,
    name,
    document_number: null,
    issued: '2023-01-10',
    issued_pretty_date: 'Jan 10, 2023',
    expiry: null,
    expires_pretty_date: null,
    expiry_diff_for_humans: null,
    is_expired: false,
    s3_url: null,
    user_id: null,
    enterprise_customer_worker_id: id,
    owned_by_enterprise_customer: true,
    enterprise_customer_credential_issuer: null,
    training_provider_issuer: null,
    notes: null,
    needs_review: false,
    worker: { id, full_name: worker },
    ...expiry,
  };
}

export const expiringCredentials: UserCredential[] = [
  credential(11, 'Working at Heights', 'Ada Fraser', {
    expiry: '2025-07-01',
    expires_pretty_date: 'Jul 1, 2025',
    expiry_diff_for_humans: 'in 2 weeks',
  }),
  credential(12, 'Confined Space Entry and Rescue Level 2', 'Bram Okafor', {
    expiry: '2025-08-20',
    expires_pretty_date: 'Aug 20, 2025',
    expiry_diff_for_humans: 'in 2 months',
  }),
];

export const expiredCredentials: UserCredential[] = [
  credential(21, 'WHMIS 2015 General Awareness Certificate', 'Chantal Nguyen', {
    expiry: '2025-03-01',
    expires_pretty_date: 'Mar 1, 2025',
    expiry_diff_for_humans: '3 months ago',
    is_expired: true,
  }),
];

const TAG_NAMES = ['Electrician', 'Apprentice', 'Red Seal', 'Night shift', 'Forklift', 'First aid', 'Welder', 'Foreman', 'Bilingual', 'Travel ready'];
const TAG_COLORS = ['#2457d6', '#15803d', '#c52a2a', '#b45309', '#7c3aed', '#0891b2', '#db2777', '#4b5563', '#65a30d', '#ea580c'];

export function workerTags(count: number): WorkerTagSummary[] {
  return Array.from({ length: count }, (_, index) => ({
    tag: { id: index + 1, name: TAG_NAMES[index % TAG_NAMES.length] + (index >= TAG_NAMES.length ? ` ${index + 1}` : ''), color: TAG_COLORS[index % TAG_COLORS.length] },
    tag_count: 30 - index * 2,
  }));
}

function notification(id: number, message: string, ago: string): NotificationItem {
  return {
    id,
    notification_type: 'credential_expiring',
    notification_card_title: { title: 'Credential expiring', color: '#b45309' },
    message,
    created_at: '2025-06-14T10:00:00Z',
    created_at_diff_for_humans: ago,
    metadata: {},
  };
}

export const notifications: NotificationItem[] = [
  notification(1, "Ada Fraser's Working at Heights expires in 2 weeks.", '5 minutes ago'),
  notification(2, 'Bram Okafor was added to North Tower Electrical.', '2 hours ago'),
  notification(3, 'Bulk credential upload finished: 24 credentials parsed.', 'yesterday'),
];

const LONG_NAME = 'Marie-Ève Tremblay-Desjardins de la Rochefoucauld-Beauchemin';

/** Names and texts as long as real ones get, for the long-text stories. */
export const longWorkersSummary: WorkersSummaryResponse = {
  workers_count: 1_234_567,
  workers: workersSummary.workers.map((worker, index) => (index === 0 ? { ...worker, full_name: LONG_NAME, crews_count: 1_204 } : worker)),
};

export const longCrewsSummary: CrewsSummaryResponse = {
  crews_count: 10_482,
  crews: crewsSummary.crews.map((crew, index) =>
    index === 0 ? { ...crew, name: 'North Tower Electrical — Levels 30 to 45, night shift and weekend overtime crew', crew_workers_count: 1_250 } : crew,
  ),
};

export const longCredentials: UserCredential[] = [
  credential(31, 'Canadian Welding Bureau Flux-Cored Arc Welding All-Position Structural Steel Ticket (W47.1)', LONG_NAME, {
    expiry: '2025-07-01',
    expires_pretty_date: 'Jul 1, 2025',
    expiry_diff_for_humans: 'in 2 weeks',
    needs_review: true,
  }),
  ...expiringCredentials,
];

export const longWorkerTags: WorkerTagSummary[] = [
  { tag: { id: 1, name: 'Red Seal Construction Electrician — Industrial and Commercial', color: '#2457d6' }, tag_count: 12_345 },
  ...workerTags(5).slice(1),
];

export const longNotifications: NotificationItem[] = [
  notification(
    1,
    `${LONG_NAME}'s Canadian Welding Bureau Flux-Cored Arc Welding All-Position Structural Steel Ticket (W47.1) expires in 2 weeks; the request for an updated copy was sent to the worker and to the crew administrator of North Tower Electrical.`,
    '5 minutes ago',
  ),
  ...notifications.slice(1),
];
