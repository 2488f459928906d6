import type { CredentialUpdateRequest, Paginated, UserCredential } from 'shared-api';

/** Sample data for stories and tests of the credentials page (never fetched). */

export function makeCredential(overrides: Partial<UserCredential> & Pick<UserCredential, 'id'>): UserCredential {
  return {
    credential_id: null,
    user_credential_type_id: null,
    name: 'Working at Heights',
    document_number: 'WAH-20931',
    issued: '2025-03-14',
    issued_pretty_date: 'Mar 14, 2025',
    expiry: '2028-03-14',
    expires_pretty_date: 'Mar 14, 2028',
    expiry_diff_for_humans: 'in 2 years',
    is_expired: false,
    s3_url: '/json/files/41',
    user_id: null,
    enterprise_customer_worker_id: 12,
    owned_by_enterprise_customer: true,
    enterprise_customer_credential_issuer: { id: 3, name: 'Alberta Safety Council' },
    training_provider_issuer: null,
    notes: null,
    worker: { id: 12, full_name: 'Ada Fraser' },
    needs_review: false,
    ...overrides,
  };
}

export const credentials: UserCredential[] = [
  makeCredential({ id: 1 }),
  makeCredential({
    id: 2,
    name: 'Standard First Aid with CPR Level C and AED',
    issued: '2022-01-10',
    issued_pretty_date: 'Jan 10, 2022',
    expiry: '2025-01-10',
    expires_pretty_date: 'Jan 10, 2025',
    expiry_diff_for_humans: '10 months ago',
    is_expired: true,
    enterprise_customer_credential_issuer: null,
    training_provider_issuer: { name: 'St. John Ambulance' },
    worker: { id: 14, full_name: 'Bram Okafor' },
    enterprise_customer_worker_id: 14,
  }),
  makeCredential({
    id: 3,
    name: 'Journeyman Electrician Certificate',
    issued: null,
    issued_pretty_date: null,
    expiry: null,
    expires_pretty_date: null,
    expiry_diff_for_humans: null,
    s3_url: null,
    enterprise_customer_credential_issuer: null,
    worker: { id: 15, full_name: 'Chantal Nguyen' },
    enterprise_customer_worker_id: 15,
  }),
];

export function paginated<T>(data: T[], page = 1, lastPage = 1, perPage = 15): Paginated<T> {
  const from = data.length ? (page - 1) * perPage + 1 : null;
  return {
    data,
    current_page: page,
    last_page: lastPage,
    per_page: perPage,
    from,
    to: from === null ? null : from + data.length - 1,
    total: lastPage > 1 ? lastPage * perPage : data.length,
    next_page_url: page < lastPage ? `/json/credentials?page=${page + 1}` : null,
    prev_page_url: page > 1 ? `/json/credentials?page=${page - 1}` : null,
  };
}

export function makeUpdateRequest(
  overrides: Partial<CredentialUpdateRequest> & Pick<CredentialUpdateRequest, 'id'>,
): CredentialUpdateRequest {
  return {
    // A listed request carries no link: only its hash is kept (ADR 0018).
    update_url: null,
    message: 'Your ticket on file has expired. Please upload the renewed card.',
    created_at_pretty_date: 'Nov 20, 2026',
    created_diff_for_humans: '2 days ago',
    requested_at: '2026-11-20T15:04:00.000Z',
    completed_at: null,
    completed_at_diff_for_humans: null,
    user_credential: { id: 2, name: 'Standard First Aid with CPR Level C and AED', worker: { id: 14, full_name: 'Bram Okafor' } },
    ...overrides,
  };
}

export const updateRequests: CredentialUpdateRequest[] = [
  makeUpdateRequest({ id: 7 }),
  makeUpdateRequest({
    id: 8,
    message: null,
    created_at_pretty_date: 'Nov 2, 2026',
    created_diff_for_humans: '3 weeks ago',
    user_credential: { id: 1, name: 'Working at Heights', worker: { id: 12, full_name: 'Ada Fraser' } },
  }),
];
