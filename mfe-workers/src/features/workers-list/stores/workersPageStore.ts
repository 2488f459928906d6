import { createContext, useContext } from 'react';
import { DEFAULT_WORKER_FILTERS, type Paginated, type Worker, type WorkerFilters } from 'shared-api';
import { createStore, useStore, type StoreApi } from 'zustand';
import type { WorkersQuery } from '../utils/workersQuery';

export type WorkerPanelSection = 'details' | 'credentials' | 'open-requests' | 'crews' | 'notes';

export type PageInfo = Omit<Paginated<Worker>, 'data'>;

export type WorkersLoadStatus = 'loading' | 'ready' | 'error';

/** The spec's "workers page state": workers, selected worker, filters, export modal flag, reload flag. */
export interface WorkersPageState {
  workers: Worker[];
  pageInfo: PageInfo | null;
  status: WorkersLoadStatus;
  loadError: string | null;
  selectedWorker: Worker | null;
  /** The section the panel opens on (Notes from a card's menu opens it on notes). */
  panelSection: WorkerPanelSection;
  filters: WorkerFilters;
  page: number;
  exportModalOpen: boolean;
  /** Set to load the list again with the same filters (after an import, test workers, a retry). */
  reload: boolean;

  /** Any filter change starts again from page 1. */
  setFilters: (patch: Partial<WorkerFilters>) => void;
  resetFilters: () => void;
  setPage: (page: number) => void;
  /** Takes filters and page from the URL (a shared link, back and forward). */
  applyQuery: (query: WorkersQuery) => void;
  selectWorker: (worker: Worker | null, section?: WorkerPanelSection) => void;
  /** A worker returned by the server replaces the card and the selected worker with the same id. */
  replaceWorker: (worker: Worker) => void;
  /** A worker just created goes first in the list. */
  addWorker: (worker: Worker) => void;
  setExportModalOpen: (open: boolean) => void;
  requestReload: () => void;
  loadStarted: () => void;
  loadSucceeded: (workers: Paginated<Worker>) => void;
  loadFailed: (message: string) => void;
}

export type WorkersPageData = Pick<
  WorkersPageState,
  'workers' | 'pageInfo' | 'status' | 'loadError' | 'selectedWorker' | 'panelSection' | 'filters' | 'page' | 'exportModalOpen' | 'reload'
>;

export const initialWorkersPageData: WorkersPageData = {
  workers: [],
  pageInfo: null,
  status: 'loading',
  loadError: null,
  selectedWorker: null,
  panelSection: 'details',
  filters: DEFAULT_WORKER_FILTERS,
  page: 1,
  exportModalOpen: false,
  reload: false,
};

export type WorkersPageStore = StoreApi<WorkersPageState>;

/** One store per mounted page, started from the URL's query so the first load already uses it. */
export function createWorkersPageStore(initial: Partial<WorkersPageData> = {}): WorkersPageStore {
  return createStore<WorkersPageState>()((set) => ({
    ...initialWorkersPageData,
    ...initial,

    setFilters: (patch) => set((state) => ({ filters: { ...state.filters, ...patch }, page: 1 })),
    resetFilters: () => set({ filters: DEFAULT_WORKER_FILTERS, page: 1 }),
    setPage: (page) => set({ page: Math.max(1, page) }),
    applyQuery: ({ filters, page }) => set({ filters, page }),
    selectWorker: (worker, section = 'details') => set({ selectedWorker: worker, panelSection: section }),
    replaceWorker: (worker) =>
      set((state) => ({
        workers: state.workers.map((current) => (current.id === worker.id ? worker : current)),
        selectedWorker: state.selectedWorker?.id === worker.id ? worker : state.selectedWorker,
      })),
    addWorker: (worker) =>
      set((state) => ({
        workers: [worker, ...state.workers.filter((current) => current.id !== worker.id)],
        pageInfo: state.pageInfo ? { ...state.pageInfo, total: state.pageInfo.total + 1 } : state.pageInfo,
      })),
    setExportModalOpen: (open) => set({ exportModalOpen: open }),
    requestReload: () => set({ reload: true }),
    loadStarted: () => set({ status: 'loading', loadError: null }),
    loadSucceeded: ({ data, ...pageInfo }) =>
      set((state) => ({
        workers: data,
        pageInfo,
        status: 'ready',
        reload: false,
        selectedWorker: state.selectedWorker ? (data.find((worker) => worker.id === state.selectedWorker?.id) ?? state.selectedWorker) : null,
      })),
    loadFailed: (message) => set({ status: 'error', loadError: message, reload: false }),
  }));
}

const WorkersPageStoreContext = createContext<WorkersPageStore | null>(null);

export const WorkersPageStoreProvider = WorkersPageStoreContext.Provider;

export function useWorkersPageStoreApi(): WorkersPageStore {
  const store = useContext(WorkersPageStoreContext);
  if (!store) throw new Error('useWorkersPage() must be used inside <WorkersPageStoreProvider>.');
  return store;
}

export function useWorkersPage<T>(selector: (state: WorkersPageState) => T): T {
  return useStore(useWorkersPageStoreApi(), selector);
}
