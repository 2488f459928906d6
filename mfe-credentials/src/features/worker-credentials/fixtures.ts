import type { CredentialParseJob, InternalAssessment, Paginated, UserCredentialType, WorkerUserCredential } from 'shared-api';

/** Sample data for stories and tests of the worker credentials section. */

export const credentialTypes: UserCredentialType[] = [
  { id: 1, label: 'Certificate' },
  { id: 2, label: 'Licence' },
  { id: 3, label: 'Ticket' },
];

export function credential(overrides: Partial<WorkerUserCredential> = {}): WorkerUserCredential {
  return {
    id: 11,
    credential_id: null,
    user_credential_type_id: 1,
    name: 'Working at Heights',
    document_number: 'WAH-20931',
    issued: '2024-03-04',
    issued_pretty_date: 'Mar 4, 2024',
    expiry: '2027-03-04',
    expires_pretty_date: 'Mar 4, 2027',
    expiry_diff_for_humans: 'in 2 years',
    is_expired: false,
    s3_url: '/json/files/501',
    user_id: null,
    enterprise_customer_worker_id: 42,
    owned_by_enterprise_customer: true,
    enterprise_customer_credential_issuer: { id: 3, name: 'Northern Safety Council' },
    training_provider_issuer: null,
    notes: null,
    worker: { id: 42, full_name: 'Ada Fraser' },
    user_credential_type: { id: 1, label: 'Certificate' },
    active_update_requests: [],
    internal_assessments_count: 0,
    copied_to_records: false,
    user: null,
    metadata: {},
    needs_review: false,
    replacement: null,
    ...overrides,
  };
}

export const expiredCredential = credential({
  id: 12,
  name: 'Standard First Aid with CPR Level C',
  issued: '2021-01-10',
  issued_pretty_date: 'Jan 10, 2021',
  expiry: '2024-01-10',
  expires_pretty_date: 'Jan 10, 2024',
  expiry_diff_for_humans: '1 year ago',
  is_expired: true,
  enterprise_customer_credential_issuer: null,
  internal_assessments_count: 2,
});

export const undatedCredential = credential({
  id: 13,
  name: 'Forklift Operator',
  document_number: null,
  issued: null,
  issued_pretty_date: null,
  expiry: null,
  expires_pretty_date: null,
  expiry_diff_for_humans: null,
  s3_url: null,
  enterprise_customer_credential_issuer: null,
});

export const platformCredential = credential({
  id: 14,
  name: 'Red Seal Electrician',
  user_id: 900,
  owned_by_enterprise_customer: false,
  user: { id: 900, full_name: 'Ada Fraser' },
  active_update_requests: [
    { id: 71, created_diff_for_humans: '2 days ago', update_url: null, message: null },
  ],
});

export const parsedCredential = credential({
  id: 15,
  name: 'Confined Space Entry',
  document_number: 'CSE-7781',
  issued: '2024-05-01',
  issued_pretty_date: 'May 1, 2024',
  expiry: '2026-05-01',
  expires_pretty_date: 'May 1, 2026',
  enterprise_customer_credential_issuer: null,
  needs_review: true,
  metadata: {
    results: {
      key_value_pairs: {
        credential_name: { value: 'Confined Space Entry', source: 'file', confidence: 0.92 },
        holder_name: { value: 'Ada Fraser', source: 'file', confidence: 0.9 },
        issued: { value: '2024-05-01', source: 'file', confidence: 0.88 },
        expiry: { value: '2026-05-01', source: 'file', confidence: 0.87 },
        document_number: { value: 'CSE-7781', source: 'file', confidence: 0.8 },
      },
    },
  },
});

export function parseJob(overrides: Partial<CredentialParseJob> = {}): CredentialParseJob {
  return {
    id: 301,
    status: 'processing',
    group_id: 'group-1',
    file_name: 'first-aid-certificate.pdf',
    file_url: '/json/files/777',
    error: null,
    user_credential_id: null,
    created_at_diff: '1 minute ago',
    ...overrides,
  };
}

export const failedParseJob = parseJob({
  id: 302,
  status: 'failed',
  file_name: 'blurry-photo.jpg',
  error: 'No text could be read from the file.',
});

export function assessment(id: number, score: number, notes: string): InternalAssessment {
  return {
    id,
    score,
    notes,
    created_at_diff_for_humans: '3 days ago',
    created_by_user: { id: 5, full_name: 'Olivia Owner' },
  };
}

export function paginated<T>(data: T[], page = 1, lastPage = 1): Paginated<T> {
  return {
    data,
    current_page: page,
    last_page: lastPage,
    per_page: 5,
    from: data.length ? (page - 1) * 5 + 1 : null,
    to: data.length ? (page - 1) * 5 + data.length : null,
    total: (lastPage - 1) * 5 + data.length,
    next_page_url: null,
    prev_page_url: null,
  };
}

/** A credential a worker replaced through an update link, waiting for an admin's review beside the version it replaced. */
export const replacedCredential = credential({
  id: 16,
  name: 'Fall Arrest',
  issued: '2026-02-01',
  issued_pretty_date: 'Feb 1, 2026',
  expiry: '2029-02-01',
  expires_pretty_date: 'Feb 1, 2029',
  s3_url: '/json/files/602',
  document_number: 'FA-2026-0412',
  needs_review: true,
  replacement: {
    previous: {
      document: { url: '/json/files/601', file_name: 'fall-arrest-2023.pdf', is_image: false },
      issued: '2023-02-01',
      expiry: '2026-02-01',
      document_number: 'FA-2023-0098',
    },
    submitted_document: { url: '/json/files/602', file_name: 'renewed-card.png', is_image: true },
    submitted_at: '2026-11-24T14:30:00.000Z',
  },
});
