import useSWR from 'swr';
import { apiFetch } from '../client';
import type { CredentialIssuerInput, CredentialIssuerResponse, CredentialIssuersResponse } from '../credentials-types';

/** The customer's internal credential issuers (part 2 §2 Credential Issuers tab; needs the credentials feature). */

export const credentialIssuersKey = '/credential-issuers';
export const fetchCredentialIssuers = () => apiFetch<CredentialIssuersResponse>(credentialIssuersKey);
export function useCredentialIssuers() {
  return useSWR(credentialIssuersKey, fetchCredentialIssuers);
}

/** Sent as multipart like the page's form; empty fields clear the value. */
function issuerForm(input: CredentialIssuerInput): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(input)) body.append(name, value ?? '');
  return body;
}

export const createCredentialIssuer = (input: CredentialIssuerInput) =>
  apiFetch<CredentialIssuerResponse>(credentialIssuersKey, { method: 'POST', body: issuerForm(input) });

export const updateCredentialIssuer = (issuerId: number, input: CredentialIssuerInput) =>
  apiFetch<CredentialIssuerResponse>(`${credentialIssuersKey}/${issuerId}`, { method: 'POST', body: issuerForm(input) });
