import type { PublicCredentialRequest } from 'shared-api';

type CredentialRequest = PublicCredentialRequest['credential_request'];

export function credentialRequest(
  overrides: Partial<CredentialRequest> = {},
  credential: Partial<CredentialRequest['metadata']['credential']> = {},
): CredentialRequest {
  return {
    id: 7,
    completed_at: null,
    worker: { full_name: 'Ada Fraser' },
    enterprise_customer: { name: 'Demo Construction Ltd.' },
    metadata: {
      credential: { label: 'Working at Heights', validity_period_months: 36, ...credential },
      prompt: { title: 'Upload your Working at Heights', message: 'Riverside Tower requires a valid Working at Heights.' },
    },
    ...overrides,
  };
}
