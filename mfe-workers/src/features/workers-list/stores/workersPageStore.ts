import { createStore, type StoreApi } from 'zustand';

export type WorkerPanelSection = 'details' | 'credentials' | 'open-requests' | 'crews' | 'notes';

export type WorkersPageModal = 'create' | 'import' | 'export';

/**
 * The workers page's UI state. The filters live in the URL, the list in SWR, and the open panel's worker in the
 * route (/workers/:workerId); what stays here is how the panel was opened and which modal is open.
 */
export interface WorkersPageState {
  /** The section the panel opens on (Notes from a card's menu opens it on notes). */
  panelSection: WorkerPanelSection;
  /** Counts the openings from a card: each one starts the panel afresh, even for the worker already open. */
  panelOpenings: number;
  openModal: WorkersPageModal | null;

  openPanel: (section: WorkerPanelSection) => void;
  showModal: (modal: WorkersPageModal) => void;
  closeModal: () => void;
}

export type WorkersPageStore = StoreApi<WorkersPageState>;

/** One store per mounted page. */
export function createWorkersPageStore(): WorkersPageStore {
  return createStore<WorkersPageState>()((set) => ({
    panelSection: 'details',
    panelOpenings: 0,
    openModal: null,

    openPanel: (section) => set((state) => ({ panelSection: section, panelOpenings: state.panelOpenings + 1 })),
    showModal: (modal) => set({ openModal: modal }),
    closeModal: () => set({ openModal: null }),
  }));
}
