import type { PublicUpdateRequestResponse } from 'shared-api';

type UpdateRequest = NonNullable<PublicUpdateRequestResponse['update_request']>;

export function updateRequest(
  overrides: Partial<UpdateRequest> = {},
  credential: Partial<UpdateRequest['user_credential']> = {},
): UpdateRequest {
  return {
    id: 12,
    message: 'Your WHMIS certificate expired in June.\nPlease send the renewed one before the Riverside Tower start.',
    completed_at: null,
    worker: { full_name: 'Ada Fraser' },
    enterprise_customer: { name: 'Demo Construction Ltd.' },
    user_credential: {
      id: 31,
      name: 'WHMIS 2015',
      issued: '2021-06-10',
      expiry: '2024-06-10',
      document_number: 'WH-88213',
      validity_period_months: null,
      document_url: '/json/user-credential-requests/tok/document',
      ...credential,
    },
    ...overrides,
  };
}

export function updateRequestResponse(overrides: Partial<PublicUpdateRequestResponse> = {}): PublicUpdateRequestResponse {
  return { update_request: updateRequest(), status: 'open', message: '', ...overrides };
}
