import type {
  Paginated,
  WalletToken,
  Worker,
  WorkerContact,
  WorkerCredentialRequestsResponse,
  WorkerCrew,
  WorkerNote,
} from 'shared-api';

/** Sample data for stories and tests of the worker details panel. */

export const worker: Worker = {
  id: 42,
  full_name: 'Ada Fraser',
  first_name: 'Ada',
  last_name: 'Fraser',
  email: 'ada.fraser@example.com',
  phone_number: '(555) 201-3344',
  address: '18 Harbour Road',
  city: 'Halifax',
  state: 'NS',
  zip: 'B3H 1A1',
  country: 'CA',
  dob: '1988-04-12',
  bio: null,
  preferred_language: 'en-CA',
  username: 'afraser',
  has_password: true,
  profile_picture_url: null,
  job_title: 'Journeyman Electrician',
  tags: [
    { id: 1, name: 'Apprentice mentor', color: '#4a90e2' },
    { id: 2, name: 'First aid', color: '#e74c3c' },
  ],
  crews: [{ id: 7, name: 'North Tower Electrical' }],
  crews_count: 1,
  credentials_expired_count: 0,
  credentials_expiring_count: 0,
  is_active: 1,
  user: { id: 900, full_name: 'Ada Fraser', trade: { id: 3, name: 'Electrician' } },
  created_at: '2024-02-01T10:00:00.000Z',
  created_at_diff_for_humans: '3 months ago',
};

export const contacts: WorkerContact[] = [
  {
    id: 1,
    contact_type: 'emergency',
    first_name: 'Tom',
    last_name: 'Fraser',
    full_name: 'Tom Fraser',
    relationship: 'Spouse',
    phone: '(555) 201-9988',
    publicly_visible: true,
    email: 'tom.fraser@example.com',
    address: '18 Harbour Road',
    city: 'Halifax',
    state: 'NS',
    zip: 'B3H 1A1',
  },
  {
    id: 2,
    contact_type: 'other',
    first_name: 'Maya',
    last_name: 'Lee',
    full_name: 'Maya Lee',
    relationship: 'Sister',
    phone: '(555) 410-2210',
    publicly_visible: false,
    email: null,
    address: null,
    city: null,
    state: null,
    zip: null,
  },
];

export const walletTokens: WalletToken[] = [
  {
    id: 11,
    // Listed links carry no token: only its hash is kept (ADR 0018).
    token: null,
    url: null,
    worker: { id: 42, full_name: 'Ada Fraser' },
    metadata: { access: { emails: ['site.manager@builder.example', 'safety@builder.example'] } },
    created_at: '2024-05-01T09:00:00.000Z',
    created_at_diff: '2 days ago',
    expires_on: '2024-06-30',
  },
  {
    id: 12,
    token: null,
    url: null,
    worker: { id: 42, full_name: 'Ada Fraser' },
    metadata: { access: { emails: ['hr@partner.example'] } },
    created_at: '2024-05-03T09:00:00.000Z',
    created_at_diff: '5 hours ago',
    expires_on: null,
  },
];

export const crews: WorkerCrew[] = [
  { id: 7, name: 'North Tower Electrical', crew_workers_count: 12 },
  { id: 9, name: 'Harbour Bridge Retrofit', crew_workers_count: 5 },
];

export const credentialRequests: WorkerCredentialRequestsResponse = {
  credential_requests: [
    {
      id: 31,
      credential: { id: 4, label: 'Working at Heights' },
      user_credential: null,
      crew: { id: 7, name: 'North Tower Electrical' },
      message: null,
      // Listed requests carry no link: only its hash is kept (ADR 0018).
      url: null,
      created_diff_for_humans: '3 days ago',
      last_requested_date: '2024-05-01',
    },
  ],
  user_credential_requests: [
    {
      id: 55,
      user_credential: { id: 8, name: 'First Aid Level 1' },
      message: 'Please upload the renewed card.',
      update_url: null,
      created_diff_for_humans: '1 week ago',
    },
  ],
};

export function note(id: number, text: string, author = 'Grace Hopper'): WorkerNote {
  return {
    id,
    note: text,
    enterprise_customer_worker_id: 42,
    created_at: '2024-05-01T09:00:00.000Z',
    created_at_diff_for_humans: `${id} hours ago`,
    created_by_user: { id: 3, full_name: author },
  };
}

export function paginated<T>(data: T[], currentPage = 1, lastPage = 1): Paginated<T> {
  return {
    data,
    current_page: currentPage,
    last_page: lastPage,
    per_page: 10,
    from: data.length ? 1 : null,
    to: data.length || null,
    total: data.length,
    next_page_url: null,
    prev_page_url: null,
  };
}
