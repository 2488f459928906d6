import useSWR from 'swr';
import { apiFetch } from '../client';
import type { MessageResponse } from '../workers-types';
import type {
  CopyWorkerCredentialInput,
  CredentialOpenUpdateRequestsResponse,
  CredentialUpdateRequestsResponse,
  DuplicateCredentialsResponse,
  InternalAssessmentInput,
  InternalAssessmentResponse,
  InternalAssessmentsResponse,
  RequestCredentialUpdateInput,
  RequestCredentialUpdateResponse,
  SetIssuerResponse,
  UpdateRequestLinkResponse,
  UpdateRequestRecipientResponse,
  UserCredentialTypesResponse,
  WorkerCredentialsResponse,
  WorkerUserCredentialResponse,
} from '../credentials-types';

/**
 * A credential's own calls: the worker panel's section (spec part 1 §7 "Worker credentials"), the issuer of a
 * credential, internal assessments and update requests. The paged list of every credential is
 * `useCredentials` (endpoints/dashboard).
 */

/** The Add a Credential form's payload (spec part 1 §5): dates as ISO strings, '' when unset. */
export interface WorkerCredentialInput {
  name: string;
  user_credential_type_id: number | '';
  issued: string;
  expiry: string;
  notes?: string;
  /** Sent only when present. */
  document_number?: string;
  file?: Blob | null;
}

/** The Edit Credential form's payload; `image` replaces the document. */
export interface CredentialUpdateInput {
  name: string;
  credential_type_id: number | '';
  document_number?: string;
  issued: string;
  expiry: string;
  image?: Blob | null;
}

function formData(fields: Record<string, string | number | Blob | null | undefined>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    body.append(name, typeof value === 'number' ? String(value) : value);
  }
  return body;
}

export const userCredentialTypesKey = '/tradeslink/user-credential-types';
export const fetchUserCredentialTypes = () => apiFetch<UserCredentialTypesResponse>(userCredentialTypesKey);
export function useUserCredentialTypes() {
  return useSWR(userCredentialTypesKey, fetchUserCredentialTypes);
}

export const workerCredentialsKey = (workerId: number) => `/workers/${workerId}/credentials`;
export const fetchWorkerCredentials = (workerId: number) => apiFetch<WorkerCredentialsResponse>(workerCredentialsKey(workerId));
export function useWorkerCredentials(workerId: number) {
  return useSWR(workerCredentialsKey(workerId), () => fetchWorkerCredentials(workerId));
}

export const createWorkerCredential = (workerId: number, { document_number, notes = '', file, ...input }: WorkerCredentialInput) =>
  apiFetch<WorkerUserCredentialResponse>(workerCredentialsKey(workerId), {
    method: 'POST',
    body: formData({ ...input, notes, document_number: document_number || undefined, file }),
  });

/** Whether the Add Credential form's upload duplicates one of the worker's credentials; nothing is stored. */
export const findDuplicateCredentials = (workerId: number, { name, document_number, file }: Pick<WorkerCredentialInput, 'name' | 'document_number' | 'file'>) =>
  apiFetch<DuplicateCredentialsResponse>(`${workerCredentialsKey(workerId)}/duplicates`, {
    method: 'POST',
    body: formData({ name, document_number: document_number || undefined, file }),
  });

/** Only a credential without a platform user (user_id null) and with a worker can be deleted. */
export const deleteWorkerCredential = (workerId: number, credentialId: number) =>
  apiFetch<MessageResponse>(`${workerCredentialsKey(workerId)}/${credentialId}`, { method: 'DELETE' });

/** Copies a linked platform user's credential into the customer's records. */
export const copyWorkerCredential = (workerId: number, credentialId: number, input: CopyWorkerCredentialInput = {}) =>
  apiFetch<WorkerUserCredentialResponse>(`${workerCredentialsKey(workerId)}/${credentialId}/copy`, { method: 'POST', body: input });

export const userCredentialKey = (credentialId: number) => `/credentials/${credentialId}`;
export const fetchUserCredential = (credentialId: number) => apiFetch<WorkerUserCredentialResponse>(userCredentialKey(credentialId));
export function useUserCredential(credentialId: number | null) {
  return useSWR(credentialId === null ? null : userCredentialKey(credentialId), () => fetchUserCredential(credentialId!));
}

export const updateUserCredential = (credentialId: number, { image, ...input }: CredentialUpdateInput) =>
  apiFetch<WorkerUserCredentialResponse>(`${userCredentialKey(credentialId)}/update`, { method: 'POST', body: formData({ ...input, image }) });

/**
 * The review of a worker's replacement, the other way: back to the version it replaced (document, dates and
 * review state); what the worker sent is discarded. 422 when no replacement waits for review.
 */
export const keepPreviousCredentialVersion = (credentialId: number) =>
  apiFetch<WorkerUserCredentialResponse>(`${userCredentialKey(credentialId)}/keep-previous`, { method: 'POST' });

const issuerPath = (credentialId: number) => `${userCredentialKey(credentialId)}/enterprise-customer-credential-issuers`;

export const setUserCredentialIssuer = (credentialId: number, issuerId: number) =>
  apiFetch<SetIssuerResponse>(issuerPath(credentialId), {
    method: 'PUT',
    body: { enterprise_customer_credential_issuer_id: issuerId },
  });

export const removeUserCredentialIssuer = (credentialId: number) =>
  apiFetch<SetIssuerResponse>(issuerPath(credentialId), { method: 'DELETE' });

const assessmentsPath = (workerId: number, credentialId: number) =>
  `${workerCredentialsKey(workerId)}/${credentialId}/internal-assessments`;

export const internalAssessmentsKey = (workerId: number, credentialId: number, page: number) =>
  [assessmentsPath(workerId, credentialId), page] as const;
export const fetchInternalAssessments = (workerId: number, credentialId: number, page: number) =>
  apiFetch<InternalAssessmentsResponse>(assessmentsPath(workerId, credentialId), { query: { page } });
export function useInternalAssessments(workerId: number, credentialId: number, page: number) {
  return useSWR(internalAssessmentsKey(workerId, credentialId, page), () => fetchInternalAssessments(workerId, credentialId, page), {
    keepPreviousData: true,
  });
}

export const createInternalAssessment = (workerId: number, credentialId: number, input: InternalAssessmentInput) =>
  apiFetch<InternalAssessmentResponse>(assessmentsPath(workerId, credentialId), { method: 'POST', body: input });

export const deleteInternalAssessment = (workerId: number, credentialId: number, assessmentId: number) =>
  apiFetch<MessageResponse>(`${assessmentsPath(workerId, credentialId)}/${assessmentId}`, { method: 'DELETE' });

/** E-mails the worker a link to the public update page. */
export const requestCredentialUpdate = (credentialId: number, input: RequestCredentialUpdateInput) =>
  apiFetch<RequestCredentialUpdateResponse>(`${userCredentialKey(credentialId)}/request-update`, { method: 'POST', body: input });

export const updateRequestRecipientKey = (credentialId: number) => `${userCredentialKey(credentialId)}/update-request-recipient`;
/** Who the Request update modal's e-mail would reach, shown before sending. */
export function useUpdateRequestRecipient(credentialId: number) {
  return useSWR(updateRequestRecipientKey(credentialId), () =>
    apiFetch<UpdateRequestRecipientResponse>(updateRequestRecipientKey(credentialId)),
  );
}

export const credentialOpenUpdateRequestsKey = (credentialId: number) => `${userCredentialKey(credentialId)}/update-requests`;
export const fetchCredentialOpenUpdateRequests = (credentialId: number) =>
  apiFetch<CredentialOpenUpdateRequestsResponse>(credentialOpenUpdateRequestsKey(credentialId));
export function useCredentialOpenUpdateRequests(credentialId: number) {
  return useSWR(credentialOpenUpdateRequestsKey(credentialId), () => fetchCredentialOpenUpdateRequests(credentialId));
}

/** The Update Requests tab: the customer's open requests, paged (needs the credentials feature). */
export const updateRequestsKey = (page: number) => ['/credentials/update-requests', page] as const;
export const fetchUpdateRequests = (page: number) =>
  apiFetch<CredentialUpdateRequestsResponse>('/credentials/update-requests', { query: { page } });
export function useUpdateRequests(page: number) {
  return useSWR(updateRequestsKey(page), () => fetchUpdateRequests(page), { keepPreviousData: true });
}

/** Send again: a new link e-mailed to the worker, given once by the answer; the previous link stops working. */
export const resendUpdateRequest = (requestId: number) =>
  apiFetch<UpdateRequestLinkResponse>(`/credentials/update-requests/${requestId}/resend`, { method: 'POST' });

export const withdrawUpdateRequest = (requestId: number) =>
  apiFetch<MessageResponse>(`/credentials/update-requests/${requestId}`, { method: 'DELETE' });
