import { useEffect, useRef } from 'react';
import { fetchWorkers } from 'shared-api';
import { useStore } from 'zustand';
import type { WorkersPageStore } from '../stores/workersPageStore';
import { workersQueryKey } from '../utils/workersQuery';

/**
 * Loads the page of workers the store's filters describe, again whenever they change or the reload
 * flag is set. A newer request aborts the older one, so a slow answer never overwrites a newer list.
 */
export function useWorkersLoader(store: WorkersPageStore): void {
  const queryKey = useStore(store, (state) => workersQueryKey({ filters: state.filters, page: state.page }));
  const reload = useStore(store, (state) => state.reload);
  // The last query that finished (loaded or failed): the reload flag going back to false must not load it again.
  const settledKey = useRef<string | null>(null);

  useEffect(() => {
    if (!reload && settledKey.current === queryKey) return;
    const controller = new AbortController();
    const { filters, page, loadStarted } = store.getState();
    loadStarted();
    fetchWorkers({ filters: { ...filters, search: filters.search.trim() }, page }, controller.signal).then(
      (response) => {
        if (controller.signal.aborted) return;
        settledKey.current = queryKey;
        store.getState().loadSucceeded(response.workers);
      },
      (error: Error) => {
        if (controller.signal.aborted) return;
        settledKey.current = queryKey;
        store.getState().loadFailed(error.message || 'The workers could not be loaded.');
      },
    );
    return () => controller.abort();
  }, [queryKey, reload, store]);
}
