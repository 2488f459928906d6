import { createWorkersPageStore } from '../workersPageStore';

describe('workers page store', () => {
  it('starts with the panel on its details and no modal open', () => {
    expect(createWorkersPageStore().getState()).toMatchObject({ panelSection: 'details', panelOpenings: 0, openModal: null });
  });

  it('counts each opening of the panel, with the section it opens on', () => {
    const store = createWorkersPageStore();
    store.getState().openPanel('notes');
    expect(store.getState()).toMatchObject({ panelSection: 'notes', panelOpenings: 1 });
    store.getState().openPanel('details');
    expect(store.getState()).toMatchObject({ panelSection: 'details', panelOpenings: 2 });
  });

  it('keeps one modal open at a time', () => {
    const store = createWorkersPageStore();
    store.getState().showModal('export');
    expect(store.getState().openModal).toBe('export');
    store.getState().showModal('import');
    expect(store.getState().openModal).toBe('import');
    store.getState().closeModal();
    expect(store.getState().openModal).toBeNull();
  });
});
