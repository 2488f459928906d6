import type { CredentialParseJob, ParsedKeyValuePairs, WorkerUserCredential } from 'shared-api';

/** Spec part 1 §4: only a credential the customer recorded for a worker (no platform user) can be deleted. */
export const canDeleteCredential = (credential: WorkerUserCredential) =>
  credential.user_id === null && credential.enterprise_customer_worker_id !== null;

/** A linked user's own credential that the customer has not copied into its records yet. */
export const canCopyCredential = (credential: WorkerUserCredential) =>
  credential.user_id !== null && !credential.owned_by_enterprise_customer && !credential.copied_to_records;

export const activeUpdateRequest = (credential: WorkerUserCredential) => credential.active_update_requests[0] ?? null;

export const isUnfinishedJob = (job: CredentialParseJob) => job.status === 'queued' || job.status === 'processing';

/** Jobs the list shows as cards: still running, or failed with a reason; a done job is its credential. */
export const visibleParseJobs = (jobs: CredentialParseJob[]) => jobs.filter((job) => job.status !== 'done');

export type ReviewField = 'name' | 'documentNumber' | 'issued' | 'expiry';

const REVIEW_KEYS: Record<ReviewField, keyof ParsedKeyValuePairs> = {
  name: 'credential_name',
  documentNumber: 'document_number',
  issued: 'issued',
  expiry: 'expiry',
};

/** The form fields whose proposed value was read from the file (not typed by a person). */
export function fieldsReadFromFile(pairs: ParsedKeyValuePairs | undefined): Set<ReviewField> {
  const read = new Set<ReviewField>();
  if (!pairs) return read;
  for (const [field, key] of Object.entries(REVIEW_KEYS) as Array<[ReviewField, keyof ParsedKeyValuePairs]>) {
    const pair = pairs[key];
    if (pair && pair.source === 'file' && pair.value) read.add(field);
  }
  return read;
}
