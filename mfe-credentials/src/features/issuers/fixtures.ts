import type { CredentialIssuer } from 'shared-api';

/** Sample data for stories and tests of the issuers tab (never fetched). */

export function makeIssuer(overrides: Partial<CredentialIssuer> & Pick<CredentialIssuer, 'id' | 'name'>): CredentialIssuer {
  return {
    description: null,
    contact_email: null,
    contact_phone: null,
    address: null,
    country: null,
    state: null,
    city: null,
    postal_code: null,
    created_at_short: 'Nov 3, 2026',
    ...overrides,
  };
}

export const issuers: CredentialIssuer[] = [
  makeIssuer({
    id: 3,
    name: 'Alberta Safety Council',
    description: 'Fall protection, confined space and H2S training for the energy sector across the province.',
    contact_email: 'records@albertasafety.example',
    contact_phone: '(403) 555-0199',
    address: '200 Centre Street SE',
    country: 'Canada',
    state: 'AB',
    city: 'Calgary',
    postal_code: 'T2G 5E6',
  }),
  makeIssuer({ id: 4, name: 'In-house orientation', created_at_short: 'Oct 12, 2026' }),
];
