import { EXPIRING_SOON_DAYS, type CredentialParseJob, type ParsedKeyValuePairs, type WorkerUserCredential } from 'shared-api';

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

/** Copies of one credential share its catalogue entry, or, without one, its name in any case. */
const credentialKey = (credential: WorkerUserCredential) =>
  credential.credential_id !== null ? `id:${credential.credential_id}` : `name:${credential.name.trim().toLowerCase()}`;

/**
 * The credentials already renewed: another copy of the same credential expires later, or never. Their expiry asks
 * for nothing, and their missing file neither (the renewal's is the one that counts). The workers area counts the
 * card's expired and expiring badges by the same rule.
 */
export function renewedCredentialIds(credentials: WorkerUserCredential[]): Set<number> {
  const latest = new Map<string, string | null>();
  for (const credential of credentials) {
    const key = credentialKey(credential);
    const seen = latest.get(key);
    if (seen === undefined) latest.set(key, credential.expiry);
    else if (seen !== null && (credential.expiry === null || credential.expiry > seen)) latest.set(key, credential.expiry);
  }
  return new Set(
    credentials
      .filter((credential) => {
        const last = latest.get(credentialKey(credential));
        return credential.expiry !== null && (last === null || (last !== undefined && last > credential.expiry));
      })
      .map((credential) => credential.id),
  );
}

/** Today's calendar date in the browser's time zone, moved by `days` (YYYY-MM-DD). */
export function localDate(days = 0, now = new Date()): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

/** Not expired yet, and expiring today or within EXPIRING_SOON_DAYS (the card's 'expiring soon'). */
export const expiresSoon = (credential: WorkerUserCredential, now = new Date()) =>
  !credential.is_expired && credential.expiry !== null && credential.expiry <= localDate(EXPIRING_SOON_DAYS, now);

/**
 * Where the missing-file warning shows: a credential the customer keeps (not one read from the worker's own
 * platform account, which the worker documents there), still current (an expired one asks for renewal, which its
 * Expired badge says) and not renewed by a later copy (the warning then shows on that copy): so once per credential,
 * and only where a document is what is missing.
 */
export const expectsDocument = (credential: WorkerUserCredential, renewed: ReadonlySet<number>) =>
  !credential.s3_url && credential.owned_by_enterprise_customer && !credential.is_expired && !renewed.has(credential.id);

/**
 * The panel's order: expired credentials first (the latest to expire first), then those expiring soon (the soonest
 * first), then the others in the server's order. A renewed copy needs nothing, so it joins the others.
 */
export function panelOrder(credentials: WorkerUserCredential[], renewed: ReadonlySet<number>, now = new Date()): WorkerUserCredential[] {
  const rank = (credential: WorkerUserCredential) =>
    renewed.has(credential.id) ? 2 : credential.is_expired ? 0 : expiresSoon(credential, now) ? 1 : 2;
  return credentials
    .map((credential, index) => ({ credential, index, rank: rank(credential) }))
    .sort((a, b) => {
      if (a.rank !== b.rank) return a.rank - b.rank;
      const [x, y] = [a.credential.expiry ?? '', b.credential.expiry ?? ''];
      if (a.rank === 0 && x !== y) return x < y ? 1 : -1;
      if (a.rank === 1 && x !== y) return x < y ? -1 : 1;
      return a.index - b.index;
    })
    .map(({ credential }) => credential);
}
