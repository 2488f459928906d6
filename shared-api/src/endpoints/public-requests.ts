import useSWR from 'swr';
import { apiFetch, apiUpload, type UploadOptions } from '../client';
import type {
  FulfilCredentialRequestResponse,
  PublicCredentialRequest,
  PublicUpdateRequestResponse,
  PublicUpdateSubmitResponse,
} from '../credentials-types';

/*
 * The two pages a worker opens from an e-mailed link: no session, so a 401 is an error to show, never a
 * redirect to /login. POSTs still carry the page's CSRF token (the client adds it).
 */

/** The largest document the server stores (PDF, PNG or JPEG, checked by content on the server). */
export const CREDENTIAL_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** What the server reads from the document's bytes; the browser's type is only an early hint. */
export const CREDENTIAL_DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

const publicOnly = { redirectOn401: false } as const;

const fulfilPath = (token: string) => `/credential-requests/${encodeURIComponent(token)}`;
const updatePath = (token: string) => `/user-credential-requests/${encodeURIComponent(token)}`;

/** SWR settings of both pages: a bad token stays bad, and returning from the phone's file picker refetches nothing. */
const tokenPageOptions = { shouldRetryOnError: false, revalidateOnFocus: false } as const;

type CredentialRequestKey = readonly ['/credential-requests', string];
type UpdateRequestKey = readonly ['/user-credential-requests', string];

export const publicCredentialRequestKey = (token: string | null): CredentialRequestKey | null =>
  token ? ['/credential-requests', token] : null;

export const fetchPublicCredentialRequest = (token: string) =>
  apiFetch<PublicCredentialRequest>(fulfilPath(token), publicOnly);

export function usePublicCredentialRequest(token: string | null) {
  return useSWR(
    publicCredentialRequestKey(token),
    ([, requestToken]: CredentialRequestKey) => fetchPublicCredentialRequest(requestToken),
    tokenPageOptions,
  );
}

export interface FulfilCredentialInput {
  /** YYYY-MM-DD; required. */
  issued: string;
  /** YYYY-MM-DD, or empty for a credential that does not expire. */
  expiry: string;
  document: File | null;
}

/** Answers 2xx only when the credential was stored and the request completed; a 422 names the fields, a 409 says it already was. */
export function fulfilCredentialRequest(
  token: string,
  { issued, expiry, document }: FulfilCredentialInput,
  options: Omit<UploadOptions, 'redirectOn401'> = {},
) {
  const form = new FormData();
  form.append('issued', issued);
  if (expiry) form.append('expiry', expiry);
  if (document) form.append('document', document);
  return apiUpload<FulfilCredentialRequestResponse>(`${fulfilPath(token)}/fulfil`, form, { ...options, ...publicOnly });
}

export const publicUpdateRequestKey = (token: string | null): UpdateRequestKey | null =>
  token ? ['/user-credential-requests', token] : null;

export const fetchPublicUpdateRequest = (token: string) =>
  apiFetch<PublicUpdateRequestResponse>(updatePath(token), publicOnly);

export function usePublicUpdateRequest(token: string | null) {
  return useSWR(
    publicUpdateRequestKey(token),
    ([, requestToken]: UpdateRequestKey) => fetchPublicUpdateRequest(requestToken),
    tokenPageOptions,
  );
}

export interface UpdateCredentialInput {
  userCredentialId: number;
  /** YYYY-MM-DD; empty keeps the credential's date. */
  issued: string;
  expiry: string;
  /** The number on the document sent (a renewal's new one); empty when it has none. */
  documentNumber: string;
  /** The new document; without one the server accepts the update only when a date or the number changed. */
  document: File | null;
}

export function updateCredentialByRequest(
  token: string,
  { userCredentialId, issued, expiry, documentNumber, document }: UpdateCredentialInput,
  options: Omit<UploadOptions, 'redirectOn401'> = {},
) {
  const form = new FormData();
  form.append('user_credential_id', String(userCredentialId));
  form.append('issued', issued);
  form.append('expiry', expiry);
  form.append('document_number', documentNumber);
  if (document) form.append('document', document);
  return apiUpload<PublicUpdateSubmitResponse>(`${updatePath(token)}/update`, form, { ...options, ...publicOnly });
}
