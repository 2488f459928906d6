import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { WorkersPageStore } from '../stores/workersPageStore';
import { parseWorkersQuery, workersQueryKey, writeWorkersQuery } from '../utils/workersQuery';

/**
 * Mirrors the store's filters and page in the URL (defaults left out), and takes them back from the URL
 * when it changes from outside: back and forward, or a link. Each side compares canonical keys, so
 * neither echoes the other.
 */
export function useWorkersUrlSync(store: WorkersPageStore): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const setSearchParamsRef = useRef(setSearchParams);

  useEffect(() => {
    setSearchParamsRef.current = setSearchParams;
  }, [setSearchParams]);

  useEffect(() => {
    const fromUrl = parseWorkersQuery(new URLSearchParams(search));
    const { filters, page, applyQuery } = store.getState();
    if (workersQueryKey(fromUrl) !== workersQueryKey({ filters, page })) applyQuery(fromUrl);
  }, [search, store]);

  useEffect(
    () =>
      store.subscribe((state, previous) => {
        if (state.filters === previous.filters && state.page === previous.page) return;
        setSearchParamsRef.current(
          (current) => {
            const next = writeWorkersQuery({ filters: state.filters, page: state.page }, current);
            return next.toString() === current.toString() ? current : next;
          },
          // Filter changes replace the entry: typing a search must not fill the history.
          { replace: true },
        );
      }),
    [store],
  );
}
