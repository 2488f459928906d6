import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { apiFetch } from '../client';
import type { MessageResponse } from '../workers-types';
import type {
  CrewActivityResponse,
  CrewAddWorkerInput,
  CrewAddWorkerResponse,
  CrewAdminCandidatesResponse,
  CrewAdminResponse,
  CrewAvailableWorkersResponse,
  CrewComplianceOutlookResponse,
  CrewCreateCredentialResponse,
  CrewCreateInput,
  CrewCredentialFollowsResponse,
  CrewCredentialRequestInput,
  CrewCredentialRequestResponse,
  CrewCredentialSearchResponse,
  CrewCredentialsResponse,
  CrewDashboardResponse,
  CrewFollowDetailResponse,
  CrewFollowResponse,
  CrewFollowSummariesResponse,
  CrewFollowsWorkersResponse,
  CrewMassRequestInput,
  CrewMassRequestResponse,
  CrewMissingCredentialsResponse,
  CrewMonthLogsResponse,
  CrewNoteResponse,
  CrewNotesResponse,
  CrewNotificationsResponse,
  CrewQuotaInput,
  CrewQuotaResponse,
  CrewRemoveWorkerResponse,
  CrewResponse,
  CrewSearchResponse,
  CrewShareInput,
  CrewShareRequestInput,
  CrewShareResponse,
  CrewSharesResponse,
  CrewTimeLogInput,
  CrewTimeLogResponse,
  CrewTypesResponse,
  CrewUpdateInput,
  CrewUsersResponse,
  CrewWithdrawRequestResponse,
  CrewWorkerCredentialRequestsResponse,
  CrewWorkerCredentialsResponse,
  CrewWorkerMissingCredentialsResponse,
  CrewWorkersResponse,
  CrewWorkerTagsResponse,
  CrewWorkerUpdateRequestsResponse,
  CrewsResponse,
  CrewSharedImportResponse,
  ImportedCrewResponse,
  ImportedCrewWorkerCredentialsResponse,
  ImportedCrewsResponse,
  PublicSharedCrewResponse,
} from '../crews-types';

/*
 * The crews area's calls (spec part 2 §7 "Crews"; issue 13). Keys are the call's path (plus its parameters), so a
 * page can revalidate with `mutate(crewWorkersKey(id))` after a change.
 */

const crewPath = (crewId: number) => `/crews/${crewId}`;

// List, create, detail -------------------------------------------------------------------------------------

export interface CrewsQuery {
  crew_type_id?: number | '';
  page?: number;
}
export const crewsKey = (query: CrewsQuery = {}) => ['/crews', query.crew_type_id ?? '', query.page ?? 1] as const;
export const fetchCrews = (query: CrewsQuery = {}) => apiFetch<CrewsResponse>('/crews', { query: { ...query } });
export function useCrews(query: CrewsQuery = {}) {
  return useSWR(crewsKey(query), () => fetchCrews(query), { keepPreviousData: true });
}

export const searchCrews = (search: string) => apiFetch<CrewSearchResponse>('/crews/search', { query: { search } });

export const crewTypesKey = '/crews/types';
export const fetchCrewTypes = () => apiFetch<CrewTypesResponse>(crewTypesKey);
export function useCrewTypes() {
  return useSWR(crewTypesKey, fetchCrewTypes);
}

/** The customer's users (Create Crew's administrator picker). */
export const crewUsersKey = '/crews/users';
export const fetchCrewUsers = () => apiFetch<CrewUsersResponse>(crewUsersKey);
export function useCrewUsers() {
  return useSWR(crewUsersKey, fetchCrewUsers);
}

/** Multipart: the image is checked by its content on the server. A 403 carries the 3-crew limit message. */
export function createCrew({ name, description = '', admin_id, crew_type_id, image }: CrewCreateInput) {
  const form = new FormData();
  form.append('name', name);
  form.append('description', description);
  form.append('admin_id', String(admin_id));
  if (crew_type_id !== undefined && crew_type_id !== null && crew_type_id !== '') form.append('crew_type_id', String(crew_type_id));
  if (image) form.append('image', image);
  return apiFetch<CrewResponse>('/crews', { method: 'POST', body: form });
}

export const crewKey = (crewId: number) => crewPath(crewId);
export const fetchCrew = (crewId: number) => apiFetch<CrewResponse>(crewKey(crewId));
export function useCrew(crewId: number | null) {
  return useSWR(crewId ? crewKey(crewId) : null, () => fetchCrew(crewId as number));
}
export const updateCrew = (crewId: number, input: CrewUpdateInput) =>
  apiFetch<CrewResponse>(crewPath(crewId), { method: 'PUT', body: input });
/** Multipart: replaces the crew's image (PNG or JPEG, checked by content; 422 errors.image otherwise). */
export function uploadCrewImage(crewId: number, image: Blob) {
  const form = new FormData();
  form.append('image', image);
  return apiFetch<CrewResponse>(`${crewPath(crewId)}/image`, { method: 'POST', body: form });
}

export const crewDashboardKey = (crewId: number) => `${crewPath(crewId)}/dashboard`;
export const fetchCrewDashboard = (crewId: number) => apiFetch<CrewDashboardResponse>(crewDashboardKey(crewId));
export function useCrewDashboard(crewId: number) {
  return useSWR(crewDashboardKey(crewId), () => fetchCrewDashboard(crewId));
}

// Administrator ----------------------------------------------------------------------------------------------

export const crewAdminKey = (crewId: number) => `${crewPath(crewId)}/admin`;
export const fetchCrewAdmin = (crewId: number) => apiFetch<CrewAdminResponse>(crewAdminKey(crewId));
export function useCrewAdmin(crewId: number) {
  return useSWR(crewAdminKey(crewId), () => fetchCrewAdmin(crewId));
}
export const crewAdminCandidatesKey = (crewId: number) => `${crewPath(crewId)}/admin/candidates`;
export const fetchCrewAdminCandidates = (crewId: number) => apiFetch<CrewAdminCandidatesResponse>(crewAdminCandidatesKey(crewId));
export function useCrewAdminCandidates(crewId: number | null) {
  return useSWR(crewId ? crewAdminCandidatesKey(crewId) : null, () => fetchCrewAdminCandidates(crewId as number));
}
export const updateCrewAdmin = (crewId: number, adminId: number) =>
  apiFetch<CrewAdminResponse>(crewAdminKey(crewId), { method: 'PUT', body: { user_id: adminId } });

// Workers and quota ------------------------------------------------------------------------------------------

export const crewWorkersKey = (crewId: number) => `${crewPath(crewId)}/workers`;
export const fetchCrewWorkers = (crewId: number) => apiFetch<CrewWorkersResponse>(crewWorkersKey(crewId));
export function useCrewWorkers(crewId: number) {
  return useSWR(crewWorkersKey(crewId), () => fetchCrewWorkers(crewId));
}

export const crewAvailableWorkersKey = (crewId: number) => `${crewPath(crewId)}/workers/available`;
export const fetchCrewAvailableWorkers = (crewId: number) => apiFetch<CrewAvailableWorkersResponse>(crewAvailableWorkersKey(crewId));
export function useCrewAvailableWorkers(crewId: number | null) {
  return useSWR(crewId ? crewAvailableWorkersKey(crewId) : null, () => fetchCrewAvailableWorkers(crewId as number));
}

/** What the worker lacks of the crew's followed credentials: ask before adding. */
export const fetchCrewWorkerMissingCredentials = (crewId: number, workerId: number) =>
  apiFetch<CrewWorkerMissingCredentialsResponse>(`${crewPath(crewId)}/workers/${workerId}/missing-credentials`);

export const addCrewWorker = (crewId: number, workerId: number, input: CrewAddWorkerInput = {}) =>
  apiFetch<CrewAddWorkerResponse>(`${crewPath(crewId)}/workers/${workerId}`, { method: 'POST', body: input });

export const removeCrewWorker = (crewId: number, workerId: number) =>
  apiFetch<CrewRemoveWorkerResponse>(`${crewPath(crewId)}/workers/${workerId}`, { method: 'DELETE' });

export const crewQuotaKey = (crewId: number) => `${crewPath(crewId)}/quotas/worker-count`;
export const fetchCrewQuota = (crewId: number) => apiFetch<CrewQuotaResponse>(crewQuotaKey(crewId));
export function useCrewQuota(crewId: number) {
  return useSWR(crewQuotaKey(crewId), () => fetchCrewQuota(crewId));
}
export const saveCrewQuota = (crewId: number, input: CrewQuotaInput) =>
  apiFetch<CrewQuotaResponse>(crewQuotaKey(crewId), { method: 'POST', body: input });

// Worker sidebar --------------------------------------------------------------------------------------------

export const crewWorkerCredentialsKey = (crewId: number, workerId: number) => `${crewPath(crewId)}/workers/${workerId}/credentials`;
export const fetchCrewWorkerCredentials = (crewId: number, workerId: number) =>
  apiFetch<CrewWorkerCredentialsResponse>(crewWorkerCredentialsKey(crewId, workerId));
export function useCrewWorkerCredentials(crewId: number, workerId: number | null) {
  return useSWR(workerId ? crewWorkerCredentialsKey(crewId, workerId) : null, () => fetchCrewWorkerCredentials(crewId, workerId as number));
}

export const crewWorkerRequestsKey = (crewId: number, workerId: number) => `${crewPath(crewId)}/workers/${workerId}/credential-requests`;
export const fetchCrewWorkerRequests = (crewId: number, workerId: number) =>
  apiFetch<CrewWorkerCredentialRequestsResponse>(crewWorkerRequestsKey(crewId, workerId));
export function useCrewWorkerRequests(crewId: number, workerId: number | null) {
  return useSWR(workerId ? crewWorkerRequestsKey(crewId, workerId) : null, () => fetchCrewWorkerRequests(crewId, workerId as number));
}

export const crewWorkerUpdateRequestsKey = (crewId: number, workerId: number) =>
  `${crewPath(crewId)}/workers/${workerId}/user-credential-update-requests`;
export const fetchCrewWorkerUpdateRequests = (crewId: number, workerId: number) =>
  apiFetch<CrewWorkerUpdateRequestsResponse>(crewWorkerUpdateRequestsKey(crewId, workerId));
export function useCrewWorkerUpdateRequests(crewId: number, workerId: number | null) {
  return useSWR(workerId ? crewWorkerUpdateRequestsKey(crewId, workerId) : null, () =>
    fetchCrewWorkerUpdateRequests(crewId, workerId as number),
  );
}

// Credential follows and requests ----------------------------------------------------------------------------

export const crewFollowsKey = (crewId: number) => `${crewPath(crewId)}/credential-follows`;
export const fetchCrewFollows = (crewId: number) => apiFetch<CrewCredentialFollowsResponse>(crewFollowsKey(crewId));
export function useCrewFollows(crewId: number) {
  return useSWR(crewFollowsKey(crewId), () => fetchCrewFollows(crewId));
}

export const crewFollowsWorkersKey = (crewId: number) => `${crewPath(crewId)}/credentials/follows-workers`;
export const fetchCrewFollowsWorkers = (crewId: number) => apiFetch<CrewFollowsWorkersResponse>(crewFollowsWorkersKey(crewId));
export function useCrewFollowsWorkers(crewId: number) {
  return useSWR(crewFollowsWorkersKey(crewId), () => fetchCrewFollowsWorkers(crewId));
}

export const crewFollowSummariesKey = (crewId: number) => `${crewPath(crewId)}/summaries/credential-follows`;
export const fetchCrewFollowSummaries = (crewId: number) => apiFetch<CrewFollowSummariesResponse>(crewFollowSummariesKey(crewId));
export function useCrewFollowSummaries(crewId: number) {
  return useSWR(crewFollowSummariesKey(crewId), () => fetchCrewFollowSummaries(crewId));
}

export const crewWorkerTagsKey = (crewId: number) => `${crewPath(crewId)}/summaries/worker-tags`;
export const fetchCrewWorkerTags = (crewId: number) => apiFetch<CrewWorkerTagsResponse>(crewWorkerTagsKey(crewId));
export function useCrewWorkerTags(crewId: number) {
  return useSWR(crewWorkerTagsKey(crewId), () => fetchCrewWorkerTags(crewId));
}

export interface CrewCredentialsQuery {
  /** true with expiringInDays=90: the expiring sub-tab (expired ones included). */
  expired?: boolean;
  expiringInDays?: number;
  page?: number;
}
export const crewCredentialsKey = (crewId: number, query: CrewCredentialsQuery = {}) =>
  [`${crewPath(crewId)}/credentials`, query.expired ? 'true' : '', query.expiringInDays ?? '', query.page ?? 1] as const;
export const fetchCrewCredentials = (crewId: number, query: CrewCredentialsQuery = {}) =>
  apiFetch<CrewCredentialsResponse>(`${crewPath(crewId)}/credentials`, {
    query: { expired: query.expired ? 'true' : undefined, expiringInDays: query.expiringInDays, page: query.page },
  });
export function useCrewCredentials(crewId: number, query: CrewCredentialsQuery = {}) {
  return useSWR(crewCredentialsKey(crewId, query), () => fetchCrewCredentials(crewId, query), { keepPreviousData: true });
}

export const crewMissingCredentialsKey = (crewId: number) => `${crewPath(crewId)}/credential-follows/missing`;
export const fetchCrewMissingCredentials = (crewId: number) => apiFetch<CrewMissingCredentialsResponse>(crewMissingCredentialsKey(crewId));
export function useCrewMissingCredentials(crewId: number) {
  return useSWR(crewMissingCredentialsKey(crewId), () => fetchCrewMissingCredentials(crewId));
}

export const crewFollowDetailKey = (crewId: number, followId: number) => `${crewPath(crewId)}/credential-follows/${followId}`;
export const fetchCrewFollowDetail = (crewId: number, followId: number) =>
  apiFetch<CrewFollowDetailResponse>(crewFollowDetailKey(crewId, followId));
export function useCrewFollowDetail(crewId: number, followId: number | null) {
  return useSWR(followId ? crewFollowDetailKey(crewId, followId) : null, () => fetchCrewFollowDetail(crewId, followId as number));
}

/** Call only for more than 2 characters, after a 750 ms pause (spec §5). */
export const searchCrewCredentials = (crewId: number, credentialName: string, signal?: AbortSignal) =>
  apiFetch<CrewCredentialSearchResponse>(`${crewPath(crewId)}/credentials-search`, { query: { credential_name: credentialName }, signal });

export const followCrewCredential = (crewId: number, credentialId: number) =>
  apiFetch<CrewFollowResponse>(`${crewPath(crewId)}/credentials/${credentialId}`, { method: 'POST' });

export const unfollowCrewCredential = (crewId: number, credentialId: number) =>
  apiFetch<MessageResponse>(`${crewPath(crewId)}/credentials/${credentialId}`, { method: 'DELETE' });

export const createCrewCredential = (crewId: number, credentialName: string) =>
  apiFetch<CrewCreateCredentialResponse>(`${crewPath(crewId)}/credentials/create`, { method: 'POST', body: { credential_name: credentialName } });

export const requestCrewCredential = (crewId: number, credentialId: number, input: CrewCredentialRequestInput) =>
  apiFetch<CrewCredentialRequestResponse>(`${crewPath(crewId)}/credentials/${credentialId}/request`, { method: 'POST', body: input });

export const massRequestCrewCredential = (crewId: number, credentialId: number, input: CrewMassRequestInput = {}) =>
  apiFetch<CrewMassRequestResponse>(`${crewPath(crewId)}/credentials/${credentialId}/request-mass`, { method: 'POST', body: input });

/** Send again: a new link e-mailed to the worker, given once by the answer; the previous link stops working. */
export const resendCrewCredentialRequest = (crewId: number, requestId: number) =>
  apiFetch<CrewCredentialRequestResponse>(`${crewPath(crewId)}/credential-requests/${requestId}/resend`, { method: 'POST' });

export const withdrawCrewCredentialRequest = (crewId: number, requestId: number) =>
  apiFetch<CrewWithdrawRequestResponse>(`${crewPath(crewId)}/credential-requests/${requestId}`, { method: 'DELETE' });

export const crewOutlookKey = (crewId: number) => `${crewPath(crewId)}/compliance-outlook`;
export const fetchCrewOutlook = (crewId: number) => apiFetch<CrewComplianceOutlookResponse>(crewOutlookKey(crewId));
export function useCrewOutlook(crewId: number) {
  return useSWR(crewOutlookKey(crewId), () => fetchCrewOutlook(crewId));
}

// Shares ----------------------------------------------------------------------------------------------------

export const createCrewShare = (crewId: number, input: CrewShareInput) =>
  apiFetch<CrewShareResponse>(`${crewPath(crewId)}/shares`, { method: 'POST', body: input });

export const fetchCrewShares = (crewId: number, page = 1) =>
  apiFetch<CrewSharesResponse>(`${crewPath(crewId)}/shares`, { query: { page } });

/** Pages appended: `setSize(size + 1)` loads the next; `mutate()` reloads them all. */
export function useCrewShares(crewId: number) {
  return useSWRInfinite(
    (index, previous: CrewSharesResponse | null) =>
      previous && !previous.crew_shares.next_page_url ? null : ([`${crewPath(crewId)}/shares`, index + 1] as const),
    ([, page]) => fetchCrewShares(crewId, page),
  );
}

/** E-mails a new link (the previous one stops working); `link` is the new one. */
export const resendCrewShare = (crewId: number, shareId: number) =>
  apiFetch<CrewShareResponse>(`${crewPath(crewId)}/shares/${shareId}/resend`, { method: 'POST' });

export const withdrawCrewShare = (crewId: number, shareId: number) =>
  apiFetch<MessageResponse>(`${crewPath(crewId)}/shares/${shareId}`, { method: 'DELETE' });

export const importedCrewsKey = (crewId: number) => `${crewPath(crewId)}/shares/imported`;
export const fetchImportedCrews = (crewId: number) => apiFetch<ImportedCrewsResponse>(importedCrewsKey(crewId));
export function useImportedCrews(crewId: number) {
  return useSWR(importedCrewsKey(crewId), () => fetchImportedCrews(crewId));
}

/** Puts an imported crew on this crew's Shared Crews card (ADR 0015); 422 shared_crew_id when it is not shared with the customer. */
export const attachSharedCrew = (crewId: number, sharedCrewId: number) =>
  apiFetch<CrewSharedImportResponse>(`${crewPath(crewId)}/shared-crews`, { method: 'POST', body: { shared_crew_id: sharedCrewId } });
export const detachSharedCrew = (crewId: number, importId: number) =>
  apiFetch<MessageResponse>(`${crewPath(crewId)}/shared-crews/${importId}`, { method: 'DELETE' });

export const importedCrewKey = (crewId: number, sharedCrewId: number) => `${crewPath(crewId)}/shares/imported/crews/${sharedCrewId}`;
/** A 403 carries 'This crew is not shared with you.' (show it as a toast). */
export const fetchImportedCrew = (crewId: number, sharedCrewId: number) => apiFetch<ImportedCrewResponse>(importedCrewKey(crewId, sharedCrewId));
export function useImportedCrew(crewId: number, sharedCrewId: number | null) {
  return useSWR(sharedCrewId ? importedCrewKey(crewId, sharedCrewId) : null, () => fetchImportedCrew(crewId, sharedCrewId as number), {
    shouldRetryOnError: false,
    // The other company may withdraw the share at any moment: every opening asks the server again.
    dedupingInterval: 0,
  });
}

export const fetchImportedCrewWorkerCredentials = (crewId: number, sharedCrewId: number, workerId: number) =>
  apiFetch<ImportedCrewWorkerCredentialsResponse>(`${importedCrewKey(crewId, sharedCrewId)}/workers/${workerId}/credentials`);

/** Request a Crew: 'Request sent successfully!'. */
export const requestCrewShare = (input: CrewShareRequestInput) =>
  apiFetch<MessageResponse>('/crews/shares/request', { method: 'POST', body: input });

/** The public shared-crew page (no session: a 401 is not redirected). 404 unknown, 410 withdrawn or expired. */
export const fetchPublicSharedCrew = (token: string) =>
  apiFetch<PublicSharedCrewResponse>(`/shares/crews/${encodeURIComponent(token)}`, { redirectOn401: false });
export function usePublicSharedCrew(token: string | null) {
  return useSWR(token ? ['/shares/crews', token] : null, () => fetchPublicSharedCrew(token as string), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}

// Notes, notifications, activity ----------------------------------------------------------------------------

export const fetchCrewNotes = (crewId: number, page = 1) => apiFetch<CrewNotesResponse>(`${crewPath(crewId)}/notes`, { query: { page } });
/** Pages appended (`setSize(size + 1)`). */
export function useCrewNotes(crewId: number) {
  return useSWRInfinite(
    (index, previous: CrewNotesResponse | null) =>
      previous && !previous.notes.next_page_url ? null : ([`${crewPath(crewId)}/notes`, index + 1] as const),
    ([, page]) => fetchCrewNotes(crewId, page),
  );
}
export const createCrewNote = (crewId: number, note: string) =>
  apiFetch<CrewNoteResponse>(`${crewPath(crewId)}/notes`, { method: 'POST', body: { note } });
export const deleteCrewNote = (crewId: number, noteId: number) =>
  apiFetch<MessageResponse>(`${crewPath(crewId)}/notes/${noteId}`, { method: 'DELETE' });

export const fetchCrewNotifications = (crewId: number, page = 1) =>
  apiFetch<CrewNotificationsResponse>(`${crewPath(crewId)}/notifications`, { query: { page } });
/** Pages appended (`setSize(size + 1)`). */
export function useCrewNotifications(crewId: number) {
  return useSWRInfinite(
    (index, previous: CrewNotificationsResponse | null) =>
      previous && !previous.notifications.next_page_url ? null : ([`${crewPath(crewId)}/notifications`, index + 1] as const),
    ([, page]) => fetchCrewNotifications(crewId, page),
  );
}

/** Daily view: `days` = 7, then 14, 21... (Load More Logs); asks from=0 to=days-1. */
export const crewActivityKey = (crewId: number, days: number) => [`${crewPath(crewId)}/activity`, days] as const;
export const fetchCrewActivity = (crewId: number, days: number) =>
  apiFetch<CrewActivityResponse>(`${crewPath(crewId)}/activity`, { query: { from: 0, to: days - 1 } });
export function useCrewActivity(crewId: number, days: number) {
  return useSWR(crewActivityKey(crewId, days), () => fetchCrewActivity(crewId, days), { keepPreviousData: true });
}

export const crewMonthLogsKey = (crewId: number, year: number, month: number) => [`${crewPath(crewId)}/activity/month-logs`, year, month] as const;
export const fetchCrewMonthLogs = (crewId: number, year: number, month: number) =>
  apiFetch<CrewMonthLogsResponse>(`${crewPath(crewId)}/activity/month-logs`, { query: { year, month } });
export function useCrewMonthLogs(crewId: number, year: number, month: number) {
  return useSWR(crewMonthLogsKey(crewId, year, month), () => fetchCrewMonthLogs(crewId, year, month), { keepPreviousData: true });
}

/** Logs time for a crew worker (worker_id in the body, so a missing worker gets its 422 field message). */
export const logCrewTime = (crewId: number, input: CrewTimeLogInput) =>
  apiFetch<CrewTimeLogResponse>(`${crewPath(crewId)}/time-logs`, { method: 'POST', body: input });
