import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_WORKER_FILTERS, type WorkerFilters } from 'shared-api';
import { parseWorkersQuery, writeWorkersQuery, type WorkersQuery } from '../utils/workersQuery';

/**
 * The workers page's filters and page, whose one home is the URL: a reload, a shared link, back and forward all
 * show the same list. Changes replace the history entry, so typing a search does not fill the history.
 */
export function useWorkersQuery() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => parseWorkersQuery(searchParams), [searchParams]);

  function write(next: (current: WorkersQuery) => WorkersQuery) {
    setSearchParams((current) => writeWorkersQuery(next(parseWorkersQuery(current)), current), { replace: true });
  }

  return {
    ...query,
    /** Any filter change starts again from page 1. */
    setFilters: (patch: Partial<WorkerFilters>) => write(({ filters }) => ({ filters: { ...filters, ...patch }, page: 1 })),
    resetFilters: () => write(() => ({ filters: DEFAULT_WORKER_FILTERS, page: 1 })),
    setPage: (page: number) => write(({ filters }) => ({ filters, page: Math.max(1, page) })),
  };
}
