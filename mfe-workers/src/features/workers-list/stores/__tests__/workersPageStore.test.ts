import { DEFAULT_WORKER_FILTERS } from 'shared-api';
import { makeWorker, paginated } from '../../fixtures';
import { createWorkersPageStore } from '../workersPageStore';

describe('workers page store', () => {
  it('starts with the spec defaults: active and with crews, no crew filter, no tags, export modal closed', () => {
    const state = createWorkersPageStore().getState();
    expect(state.filters).toEqual({ order_by: 'name', active: 'true', with_crews: 'true', has_crews: '', worker_tags: [], search: '' });
    expect(state).toMatchObject({ page: 1, workers: [], selectedWorker: null, exportModalOpen: false, reload: false });
  });

  it('goes back to page 1 on any filter change, and reset restores the defaults', () => {
    const store = createWorkersPageStore({ page: 4 });
    store.getState().setFilters({ has_crews: 'true', worker_tags: ['Welding'] });
    expect(store.getState()).toMatchObject({ page: 1, filters: { ...DEFAULT_WORKER_FILTERS, has_crews: 'true', worker_tags: ['Welding'] } });

    store.getState().setPage(2);
    store.getState().resetFilters();
    expect(store.getState().filters).toEqual(DEFAULT_WORKER_FILTERS);
    expect(store.getState().page).toBe(1);
  });

  it('replaces the card and the selected worker with the worker the server returned', () => {
    const ada = makeWorker({ id: 1 });
    const bram = makeWorker({ id: 2, first_name: 'Bram' });
    const store = createWorkersPageStore();
    store.getState().loadSucceeded(paginated([ada, bram]));
    store.getState().selectWorker(ada);

    const archived = { ...ada, is_active: 0 as const, crews: [], crews_count: 0 };
    store.getState().replaceWorker(archived);
    expect(store.getState().workers).toEqual([archived, bram]);
    expect(store.getState().selectedWorker).toBe(archived);

    const restoredBram = { ...bram, job_title: 'Welder' };
    store.getState().replaceWorker(restoredBram);
    expect(store.getState().selectedWorker).toBe(archived);
  });

  it('clears the reload flag once the list has loaded again', () => {
    const store = createWorkersPageStore();
    store.getState().requestReload();
    expect(store.getState().reload).toBe(true);
    store.getState().loadSucceeded(paginated([]));
    expect(store.getState()).toMatchObject({ reload: false, status: 'ready' });
  });

  it('toggles the export modal flag', () => {
    const store = createWorkersPageStore();
    store.getState().setExportModalOpen(true);
    expect(store.getState().exportModalOpen).toBe(true);
    store.getState().setExportModalOpen(false);
    expect(store.getState().exportModalOpen).toBe(false);
  });
});
