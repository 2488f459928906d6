import { useCallback, useEffect } from 'react';
import { fetchWorkerCredentials, useParseJobs, workerCredentialsKey } from 'shared-api';
import useSWR from 'swr';
import { isUnfinishedJob } from '../utils/credentialRules';
import { parseGroupId } from '../utils/groupId';

/** How often running parse jobs are asked about. */
export const PARSE_POLL_MS = 3000;

/**
 * The worker's credentials and parse jobs. While files of this page session are being read, their
 * group is polled and the list reloaded as each finishes; jobs started elsewhere (another tab) are
 * followed by polling the list itself.
 */
export function useWorkerCredentialList(workerId: number) {
  const groupId = parseGroupId();
  const list = useSWR(workerCredentialsKey(workerId), () => fetchWorkerCredentials(workerId), {
    refreshInterval: (latest) =>
      latest?.user_credential_parse_jobs.some((job) => isUnfinishedJob(job) && job.group_id !== groupId) ? PARSE_POLL_MS : 0,
  });
  const pendingIds = (list.data?.user_credential_parse_jobs ?? [])
    .filter((job) => isUnfinishedJob(job) && job.group_id === groupId)
    .map((job) => job.id)
    .join(',');
  const polled = useParseJobs(pendingIds ? groupId : null, PARSE_POLL_MS);
  const { mutate } = list;

  useEffect(() => {
    if (!polled.data || !pendingIds) return;
    const pending = new Set(pendingIds.split(',').map(Number));
    const finished = polled.data.user_credential_parse_jobs.some((job) => pending.has(job.id) && !isUnfinishedJob(job));
    if (finished) void mutate();
  }, [polled.data, pendingIds, mutate]);

  const refresh = useCallback(() => mutate(), [mutate]);

  return { data: list.data, error: list.error, isLoading: list.isLoading, refresh };
}
