import useSWR from 'swr';
import { apiFetch, apiUpload, type UploadOptions } from '../client';
import type { MessageResponse } from '../workers-types';
import type { CredentialParseJobsResponse, CredentialParseResponse } from '../credentials-types';

/**
 * Parse File tab of the Add a Credential modal (spec part 1 §7): each file is sent on its own, read in the
 * background and proposed as a credential for review.
 */

export interface ParseCredentialFileInput {
  file: File | Blob;
  workerId: number;
  /** One id per upload session: the files sent together are polled together. */
  groupId: string;
}

/** POST /json/credentials/parse: 201 with the queued job; the upload's progress is reported as it goes out. */
export function parseCredentialFile({ file, workerId, groupId }: ParseCredentialFileInput, options: Omit<UploadOptions, 'method'> = {}) {
  const body = new FormData();
  body.append('file', file);
  body.append('enterprise_customer_worker_id', String(workerId));
  body.append('group_id', groupId);
  return apiUpload<CredentialParseResponse>('/credentials/parse', body, options);
}

export const parseJobsKey = (groupId: string) => ['/user-credential-parse-jobs', groupId] as const;
export const fetchParseJobs = (groupId: string) =>
  apiFetch<CredentialParseJobsResponse>('/user-credential-parse-jobs', { query: { group_id: groupId } });

/** The group's jobs, polled every `refreshInterval` ms (0: not polled) until the caller stops asking. */
export function useParseJobs(groupId: string | null, refreshInterval = 0) {
  return useSWR(groupId ? parseJobsKey(groupId) : null, ([, id]) => fetchParseJobs(id), { refreshInterval });
}

/** Answers { message: 'Successfully delete job!' }. */
export const deleteParseJob = (jobId: number) => apiFetch<MessageResponse>(`/user-credential-parse-jobs/${jobId}`, { method: 'DELETE' });
