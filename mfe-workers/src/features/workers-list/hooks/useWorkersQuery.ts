import { useMemo, useRef } from 'react';
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
  // The router's functional update starts from the params of its last render, so a second change made before the
  // page re-renders (two filters picked in quick succession) would drop the first: each change starts from the last
  // one written instead.
  const written = useRef<{ from: URLSearchParams; params: URLSearchParams } | null>(null);

  function write(next: (current: WorkersQuery) => WorkersQuery) {
    // Params written since this render (the router has not rendered them yet) are the newer ones.
    const current = written.current?.from === searchParams ? written.current.params : searchParams;
    const params = writeWorkersQuery(next(parseWorkersQuery(current)), current);
    written.current = { from: searchParams, params };
    setSearchParams(params, { replace: true });
  }

  return {
    ...query,
    /** Any filter change starts again from page 1. */
    setFilters: (patch: Partial<WorkerFilters>) => write(({ filters }) => ({ filters: { ...filters, ...patch }, page: 1 })),
    resetFilters: () => write(() => ({ filters: DEFAULT_WORKER_FILTERS, page: 1 })),
    setPage: (page: number) => write(({ filters }) => ({ filters, page: Math.max(1, page) })),
  };
}
