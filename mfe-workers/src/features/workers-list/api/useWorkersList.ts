import { useCallback } from 'react';
import { fetchWorkers, type Paginated, type Worker, type WorkersResponse } from 'shared-api';
import useSWR from 'swr';
import { useWorkersT } from '../../../i18n';
import type { WorkersQuery } from '../utils/workersQuery';

export type PageInfo = Omit<Paginated<Worker>, 'data'>;

export type WorkersLoadStatus = 'loading' | 'ready' | 'error';

const withWorkers = (response: WorkersResponse, update: (workers: Worker[]) => Worker[], added = 0): WorkersResponse => ({
  workers: { ...response.workers, data: update(response.workers.data), total: response.workers.total + added },
});

/**
 * The page of workers the URL's filters describe, held by SWR: the page on screen stays while the next one loads,
 * and a slower answer for an older query never replaces a newer one. Changes the page makes itself (a worker
 * created, deactivated, edited in the panel) are written into the page as the server returned them.
 */
export function useWorkersList({ filters, page }: WorkersQuery) {
  const { t } = useWorkersT();
  const { data, error, isLoading, isValidating, mutate } = useSWR(['/workers', filters, page], () => fetchWorkers({ filters, page }), {
    keepPreviousData: true,
  });
  const { data: workers = [], ...pageInfo } = data?.workers ?? { data: [] };
  const status: WorkersLoadStatus = isLoading || isValidating ? 'loading' : error ? 'error' : 'ready';

  const reload = useCallback(() => void mutate(), [mutate]);
  // Before the first answer for these filters there is no page to write into: that answer brings the change.
  const updatePage = useCallback(
    (update: (workers: Worker[]) => Worker[], added = 0) => {
      if (!isLoading) void mutate((current) => current && withWorkers(current, update, added), { revalidate: false });
    },
    [isLoading, mutate],
  );
  /** A worker the server returned replaces its card. */
  const replaceWorker = useCallback(
    (worker: Worker) => updatePage((list) => list.map((listed) => (listed.id === worker.id ? worker : listed))),
    [updatePage],
  );
  /** A worker just created goes first in the list. */
  const addWorker = useCallback(
    (worker: Worker) => updatePage((list) => [worker, ...list.filter((listed) => listed.id !== worker.id)], 1),
    [updatePage],
  );

  return {
    workers,
    pageInfo: data ? (pageInfo as PageInfo) : null,
    status,
    loadError: error ? (error as Error).message || t('list.loadFailed') : null,
    reload,
    replaceWorker,
    addWorker,
  };
}
