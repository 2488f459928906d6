import useSWR from 'swr';
import { apiFetch } from '../client';
import type {
  LoginDetailsInput,
  MessageResponse,
  RequestLinkResponse,
  TagInput,
  WalletShareResponse,
  WalletTokensResponse,
  WorkerContactInput,
  WorkerContactResponse,
  WorkerContactsResponse,
  WorkerCredentialRequestsResponse,
  WorkerCrewsResponse,
  WorkerInput,
  WorkerNoteResponse,
  WorkerNotesResponse,
  WorkerResponse,
  WorkerTagResponse,
} from '../workers-types';

/** The worker details panel's calls (spec part 1 §2 "Worker details panel" and §7 "Workers"). */

const base = (workerId: number) => `/workers/${workerId}`;

export const workerDetailsKey = (workerId: number) => base(workerId);
export const fetchWorkerDetails = (workerId: number) => apiFetch<WorkerResponse>(base(workerId));
export function useWorkerDetails(workerId: number) {
  return useSWR(workerDetailsKey(workerId), () => fetchWorkerDetails(workerId));
}

/** Saves only the fields given (the per-field autosave sends one at a time). */
export const updateWorkerDetails = (workerId: number, input: WorkerInput) =>
  apiFetch<WorkerResponse>(base(workerId), { method: 'PUT', body: input });

export const updateWorkerLoginDetails = (workerId: number, input: LoginDetailsInput) =>
  apiFetch<WorkerResponse & MessageResponse>(`${base(workerId)}/login-details`, { method: 'PUT', body: input });

export const uploadWorkerProfileImage = (workerId: number, image: File) => {
  const body = new FormData();
  body.append('image', image);
  return apiFetch<WorkerResponse>(`${base(workerId)}/profile/image`, { method: 'POST', body });
};

export const updateWorkerJobTitle = (workerId: number, jobTitle: string) =>
  apiFetch<WorkerResponse>(`${base(workerId)}/profile/job-title`, { method: 'PUT', body: { job_title: jobTitle } });

export const addWorkerTag = (workerId: number, input: TagInput) =>
  apiFetch<WorkerTagResponse>(`${base(workerId)}/tags`, { method: 'POST', body: input });

export const removeWorkerTag = (workerId: number, tagId: number) =>
  apiFetch<MessageResponse>(`${base(workerId)}/tags/${tagId}`, { method: 'DELETE' });

export const workerContactsKey = (workerId: number) => `${base(workerId)}/contacts`;
export const fetchWorkerContacts = (workerId: number) => apiFetch<WorkerContactsResponse>(workerContactsKey(workerId));
export function useWorkerContacts(workerId: number) {
  return useSWR(workerContactsKey(workerId), () => fetchWorkerContacts(workerId));
}

export const createWorkerContact = (workerId: number, input: WorkerContactInput) =>
  apiFetch<WorkerContactResponse>(workerContactsKey(workerId), { method: 'POST', body: input });

export const updateWorkerContact = (workerId: number, contactId: number, input: WorkerContactInput) =>
  apiFetch<WorkerContactResponse>(`${workerContactsKey(workerId)}/${contactId}`, { method: 'PUT', body: input });

export const deleteWorkerContact = (workerId: number, contactId: number) =>
  apiFetch<MessageResponse>(`${workerContactsKey(workerId)}/${contactId}`, { method: 'DELETE' });

export const walletTokensKey = (workerId: number) => `${base(workerId)}/wallets`;
export const fetchWalletTokens = (workerId: number) => apiFetch<WalletTokensResponse>(walletTokensKey(workerId));
export function useWalletTokens(workerId: number) {
  return useSWR(walletTokensKey(workerId), () => fetchWalletTokens(workerId));
}

/**
 * Creates a wallet token and e-mails its link to `email`; with `expiresOn` (YYYY-MM-DD) the link opens through that
 * day only. The answer carries the link, once (only its hash is stored).
 */
export const shareWorkerWallet = (workerId: number, email: string, expiresOn: string | null = null) =>
  apiFetch<WalletShareResponse>(walletTokensKey(workerId), { method: 'POST', body: { email, expires_on: expiresOn } });

/** Send again: a new link e-mailed to the same address, given once by the answer; the previous link stops working. */
export const resendWalletToken = (workerId: number, tokenId: number) =>
  apiFetch<WalletShareResponse>(`${walletTokensKey(workerId)}/${tokenId}/resend`, { method: 'POST' });

/** Revokes the token: its link stops working at once. */
export const removeWalletToken = (workerId: number, tokenId: number) =>
  apiFetch<MessageResponse>(`${walletTokensKey(workerId)}/${tokenId}`, { method: 'DELETE' });

export const workerCredentialRequestsKey = (workerId: number) => `${base(workerId)}/credential-requests`;
export const fetchWorkerCredentialRequests = (workerId: number) =>
  apiFetch<WorkerCredentialRequestsResponse>(workerCredentialRequestsKey(workerId));
export function useWorkerCredentialRequests(workerId: number) {
  return useSWR(workerCredentialRequestsKey(workerId), () => fetchWorkerCredentialRequests(workerId));
}

/** `credential` withdraws a request for a missing credential, `update` a request to update one the worker has. */
export type WorkerRequestType = 'credential' | 'update';

/**
 * Send again a credential request (of any crew or none): a new link e-mailed to the worker, given once by the
 * answer; the previous link stops working. An update request is sent again with `resendUpdateRequest`.
 */
export const resendWorkerCredentialRequest = (workerId: number, requestId: number) =>
  apiFetch<RequestLinkResponse>(`${workerCredentialRequestsKey(workerId)}/${requestId}/resend`, { method: 'POST' });

export const withdrawWorkerCredentialRequest = (workerId: number, requestId: number, type: WorkerRequestType) =>
  apiFetch<MessageResponse>(`${workerCredentialRequestsKey(workerId)}/${requestId}`, { method: 'DELETE', query: { type } });

export const workerCrewsKey = (workerId: number) => `${base(workerId)}/crews`;
export const fetchWorkerCrews = (workerId: number) => apiFetch<WorkerCrewsResponse>(workerCrewsKey(workerId));
export function useWorkerCrews(workerId: number) {
  return useSWR(workerCrewsKey(workerId), () => fetchWorkerCrews(workerId));
}

export const workerNotesKey = (workerId: number, page: number) => [`${base(workerId)}/notes`, page] as const;
export const fetchWorkerNotes = (workerId: number, page: number) =>
  apiFetch<WorkerNotesResponse>(`${base(workerId)}/notes`, { query: { page } });
export function useWorkerNotes(workerId: number, page: number) {
  return useSWR(workerNotesKey(workerId, page), () => fetchWorkerNotes(workerId, page), { keepPreviousData: true });
}

export const createWorkerNote = (workerId: number, note: string) =>
  apiFetch<WorkerNoteResponse>(`${base(workerId)}/notes`, { method: 'POST', body: { note } });

export const deleteWorkerNote = (workerId: number, noteId: number) =>
  apiFetch<MessageResponse>(`${base(workerId)}/notes/${noteId}`, { method: 'DELETE' });
