import type {
  Crew,
  CrewCard,
  CrewComplianceOutlookResponse,
  CrewCredentialRequest,
  CrewDashboardResponse,
  CrewFollowWithWorkers,
  CrewMissingCredentialsResponse,
  CrewNote,
  CrewNotification,
  CrewShare,
  CrewSharedImport,
  CrewUserCredential,
  CrewWorker,
  ImportedCrew,
  TimeLog,
} from 'shared-api';

/** Sample data for stories and tests, shaped as the crews contract answers. */
export const crewUser = {
  id: 2,
  first_name: 'Olivia',
  last_name: 'Owner',
  full_name: 'Olivia Owner',
  email: 'owner@northern.test',
  image_url: null,
  role: 'owner' as const,
};

export const crew: Crew = {
  id: 7,
  name: 'Tower Crane Crew',
  description: 'Erects and operates the tower cranes on the downtown sites.',
  description_preview: 'Erects and operates the tower cranes on the downtown sites.',
  crew_image_url: null,
  image_url_path: null,
  crew_type_id: 1,
  crew_type: { id: 1, name: 'Construction' },
  admin_id: 2,
  admin: crewUser,
  crew_owner_id: 2,
  customer: { name: 'Northern Electric' },
  worker_tags_summary: [],
  crew_workers_count: 3,
  workers_count: 3,
  crew_worker_quota: { min_workers: 4, max_workers: null },
  quota_warnings: ['Minimum workers quota of 4 is not met'],
  crew_shared_imports: [],
  can_change_admin: true,
  created_at: '2026-01-05T15:00:00Z',
};

export const crewCards: CrewCard[] = [
  {
    id: 7,
    name: 'Tower Crane Crew',
    description_preview: 'Erects and operates the tower cranes on the downtown sites.',
    crew_image_url: null,
    crew_type_id: 1,
    crew_type: { id: 1, name: 'Construction' },
    admin_id: 2,
    admin: { id: 2, full_name: 'Olivia Owner' },
    worker_tags_summary: [
      { tag: { id: 1, name: 'Rigger', color: '#2457d6' }, tag_count: 2 },
      { tag: { id: 2, name: 'Night shift', color: '#15803d' }, tag_count: 1 },
    ],
    crew_workers_count: 3,
  },
  {
    id: 8,
    name: 'Electrical Rough-in Crew with a name long enough to wrap on a phone',
    description_preview: `${'Rough-in wiring for the north tower, floors 12 to 30. '.repeat(4).slice(0, 255)}…`,
    crew_image_url: null,
    crew_type_id: null,
    crew_type: null,
    admin_id: 2,
    admin: { id: 2, full_name: 'Olivia Owner' },
    worker_tags_summary: [],
    crew_workers_count: 0,
  },
];

const worker = (id: number, first: string, last: string, email: string): CrewWorker => ({
  id,
  first_name: first,
  last_name: last,
  full_name: `${first} ${last}`,
  email,
  phone_number: null,
  job_title: 'Electrician',
  profile_picture_url: null,
  is_active: 1,
  tags: [],
  user: null,
  created_at_diff_for_humans: '3 months ago',
  workers_crews: [{ crew_id: 7, created_at: '2026-10-02T14:00:00Z', created_at_pretty_date: 'Oct 2, 2026', created_at_diff_for_humans: '1 month ago' }],
  credential_requests: [],
});

export const crewWorkers: CrewWorker[] = [
  worker(11, 'Maria', 'Lopez', 'maria.lopez@example.test'),
  worker(12, 'Bram', 'Okafor', 'bram.okafor@example.test'),
  worker(13, 'Chantal', 'Nguyen', 'chantal.nguyen@example.test'),
];

/** Maria Lopez's open request for WHMIS, as listed: no link, only its hash is kept (ADR 0018). */
export const openCredentialRequest: CrewCredentialRequest = {
  id: 77,
  credential_id: 102,
  credential: { id: 102, label: 'WHMIS' },
  worker: { id: crewWorkers[0].id, full_name: crewWorkers[0].full_name },
  message: null,
  created_at_pretty_date: 'Nov 20, 2026',
  last_requested_date: '2026-11-20',
  url: null,
};

export const follows: CrewFollowWithWorkers[] = [
  {
    id: 31,
    credential_id: 101,
    credential: { id: 101, label: 'Fall Protection' },
    created_at_diff_for_humans: '2 weeks ago',
    workers: [
      { id: 11, full_name: 'Maria Lopez' },
      { id: 12, full_name: 'Bram Okafor' },
      { id: 13, full_name: 'Chantal Nguyen' },
    ],
    workers_count: 5,
    missing_count: 1,
  },
  {
    id: 32,
    credential_id: 102,
    credential: { id: 102, label: 'WHMIS' },
    created_at_diff_for_humans: '2 weeks ago',
    workers: [],
    workers_count: 0,
    missing_count: 3,
  },
];

export const missingCredentials: CrewMissingCredentialsResponse = {
  credentials: [
    {
      id: 102,
      label: 'WHMIS',
      credential_follow_id: 32,
      workers_without_credential: [
        { id: 11, full_name: 'Maria Lopez', email: 'maria.lopez@example.test', profile_picture_url: null, credential_request: null, awaiting_review: false },
        {
          id: 12,
          full_name: 'Bram Okafor',
          email: 'bram.okafor@example.test',
          profile_picture_url: null,
          awaiting_review: false,
          credential_request: {
            id: 501,
            credential_id: 102,
            credential: { id: 102, label: 'WHMIS' },
            worker: { id: 12, full_name: 'Bram Okafor' },
            message: null,
            created_at_pretty_date: 'Nov 20, 2026',
            last_requested_date: '2026-11-20',
            // A listed request carries no link: only its hash is kept (ADR 0018).
            url: null,
          },
        },
      ],
    },
  ],
};

export const outlook: CrewComplianceOutlookResponse = {
  as_of: '2026-11-25',
  workers_count: 6,
  credentials: [
    {
      credential: { id: 101, label: 'Fall Protection' },
      credential_follow_id: 31,
      holders: { today: 5, in_30_days: 5, in_60_days: 4, in_90_days: 4 },
      first_loss: { expiry: '2027-01-03', expiry_pretty_date: 'Jan 3, 2027', workers: [{ id: 11, full_name: 'Maria Lopez' }], holders_after: 4 },
    },
    {
      credential: { id: 102, label: 'WHMIS' },
      credential_follow_id: 32,
      holders: { today: 6, in_30_days: 6, in_60_days: 6, in_90_days: 6 },
      first_loss: null,
    },
  ],
};

const timeLog = (id: number, name: string, label: string, minutes: number): TimeLog => ({
  id,
  worker: { id: 11, full_name: name },
  crew: { id: 7, name: 'Tower Crane Crew' },
  crew_id: 7,
  date: '2026-11-24',
  pretty_date: 'Nov 24, 2026',
  date_label: label,
  date_diff_for_humans: '1 day ago',
  start_time: '07:00:00',
  end_time: null,
  hours: Math.floor(minutes / 60),
  minutes: minutes % 60,
  duration: minutes,
  notes: null,
});

export const timeLogs: TimeLog[] = [timeLog(1, 'Maria Lopez', 'Today', 510), timeLog(2, 'Bram Okafor', 'Yesterday', 480)];

export const dashboard: CrewDashboardResponse = {
  workers: crewWorkers.map(({ id, full_name, profile_picture_url, job_title }) => ({ id, full_name, profile_picture_url, job_title })),
  workers_count: 3,
  credential_follows: [
    { credential: { id: 101, label: 'Fall Protection' }, follow_count: 2, workers_count: 3 },
    { credential: { id: 102, label: 'WHMIS' }, follow_count: 0, workers_count: 3 },
  ],
  worker_tags: [{ tag: { id: 1, name: 'Rigger', color: '#2457d6' }, tag_count: 2 }],
  time_logs: timeLogs,
};

export const expiring: CrewUserCredential[] = [
  {
    id: 900,
    credential_id: 101,
    user_credential_type_id: null,
    name: 'Fall Protection',
    document_number: null,
    issued: '2023-01-03',
    issued_pretty_date: 'Jan 3, 2023',
    expiry: '2026-11-01',
    expires_pretty_date: 'Nov 1, 2026',
    expiry_diff_for_humans: '3 weeks ago',
    is_expired: true,
    s3_url: null,
    user_id: null,
    enterprise_customer_worker_id: 11,
    owned_by_enterprise_customer: true,
    enterprise_customer_credential_issuer: null,
    training_provider_issuer: null,
    notes: null,
    needs_review: false,
    worker: { id: 11, full_name: 'Maria Lopez' },
  },
];

export const notes: CrewNote[] = [
  { id: 1, note: 'Crane inspection booked for Monday.', created_at: '2026-11-24T12:00:00Z', created_at_diff_for_humans: '1 day ago', created_by_user: { id: 2, full_name: 'Olivia Owner' } },
  { id: 2, note: 'Long note. '.repeat(40), created_at: '2026-11-20T12:00:00Z', created_at_diff_for_humans: '5 days ago', created_by_user: null },
];

export const notifications: CrewNotification[] = [
  {
    id: 1,
    notification_type: 'worker_added_to_crew',
    notification_card_title: { title: 'Worker added to crew', color: 'success' },
    message: 'Maria Lopez was added to Tower Crane Crew.',
    created_at: '2026-11-24T12:00:00Z',
    created_at_diff_for_humans: '1 day ago',
    metadata: {},
  },
];

export const shares: CrewShare[] = [
  {
    id: 61,
    crew_id: 7,
    recipient_name: 'Gail General',
    recipient_email: 'gail@general.test',
    message: 'Our crane crew for the tower job.',
    created_at: '2026-11-20T12:00:00Z',
    created_at_pretty_date: 'Nov 20, 2026',
    created_at_diff_for_humans: '5 days ago',
    last_sent_at: '2026-11-20T12:00:00Z',
    expires_at: '2026-12-31',
    is_expired: false,
    last_opened_at: '2026-11-22T12:00:00Z',
    last_opened_diff_for_humans: '3 days ago',
    open_count: 4,
  },
  {
    id: 62,
    crew_id: 7,
    recipient_name: '',
    recipient_email: 'site.office@partner.test',
    message: '',
    created_at: '2026-11-10T12:00:00Z',
    created_at_pretty_date: 'Nov 10, 2026',
    created_at_diff_for_humans: '2 weeks ago',
    last_sent_at: '2026-11-10T12:00:00Z',
    expires_at: null,
    is_expired: false,
    last_opened_at: null,
    last_opened_diff_for_humans: null,
    open_count: 0,
  },
];

/** A crew another company shares with the customer (the imported crews list), shared by Northern Electric Inc. 2 weeks ago. */
export const importedCrew = (id: number, name: string, more: Partial<ImportedCrew> = {}): ImportedCrew => ({
  id,
  name,
  description_preview: '',
  crew_image_url: null,
  customer: { name: 'Northern Electric Inc.' },
  workers_count: 2,
  crew_share_id: id + 100,
  shared_at: '2026-11-10T12:00:00Z',
  shared_at_diff_for_humans: '2 weeks ago',
  expires_at: null,
  ...more,
});

/** That crew on a crew's Shared Crews (one of the crew's `crew_shared_imports`). */
export const sharedImport = (id: number, { id: crewId, name, crew_image_url, customer }: ImportedCrew): CrewSharedImport => ({
  id,
  imported_crew: { id: crewId, name, crew_image_url, customer },
});
