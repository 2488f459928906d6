import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { addTestWorkers, useEnterpriseCustomer, type Worker } from 'shared-api';
import { Icon, PageHeader, useConfirm, useToast } from 'shared-ui';
import styled from 'styled-components';
import { useTagSuggestions } from '../hooks/useTagSuggestions';
import { useToggleWorkerActive } from '../hooks/useToggleWorkerActive';
import { useWorkersLoader } from '../hooks/useWorkersLoader';
import { useWorkersUrlSync } from '../hooks/useWorkersUrlSync';
import {
  createWorkersPageStore,
  useWorkersPage,
  WorkersPageStoreProvider,
  type WorkerPanelSection,
  type WorkersPageStore,
} from '../stores/workersPageStore';
import { isDefaultFilters, parseWorkersQuery } from '../utils/workersQuery';
import { ActionMenu, type ActionMenuItem } from './ActionMenu';
import { CreateWorkerModal } from './CreateWorkerModal';
import { ExportWorkersModal } from './ExportWorkersModal';
import { FiltersBar } from './FiltersBar';
import { ImportWorkersModal } from './ImportWorkersModal';
import { PanelErrorBoundary } from './PanelErrorBoundary';
import { NoWorkersFound, WorkersResults } from './WorkersResults';

/** How many generated workers Add Test Workers asks the server for (demo mode only). */
export const TEST_WORKERS_COUNT = 10;
export const ADD_TEST_WORKERS_CONFIRM = `Add ${TEST_WORKERS_COUNT} test workers to this demo account?`;

/** What the page hands the worker details panel, which another feature provides (see routes.tsx). */
export interface WorkerPanelSlotProps {
  workerId: number;
  onClose: () => void;
  onWorkerChange: (worker: Worker) => void;
  initialSection?: WorkerPanelSection;
}

export interface WorkersPageProps {
  Panel: ComponentType<WorkerPanelSlotProps>;
}

const MenuChevron = styled(Icon)`
  transform: rotate(90deg);
`;

function panelWorkerIdFrom(param: string | undefined): number | null {
  return param && /^\d+$/.test(param) ? Number(param) : null;
}

function WorkersPageContent({ store, Panel }: WorkersPageProps & { store: WorkersPageStore }) {
  useWorkersUrlSync(store);
  useWorkersLoader(store);
  const navigate = useNavigate();
  const location = useLocation();
  const panelWorkerId = panelWorkerIdFrom(useParams().workerId);
  const confirm = useConfirm();
  const toast = useToast();
  const customer = useEnterpriseCustomer();
  const { busyWorkerIds, toggleActive } = useToggleWorkerActive();

  const workers = useWorkersPage((state) => state.workers);
  const pageInfo = useWorkersPage((state) => state.pageInfo);
  const status = useWorkersPage((state) => state.status);
  const loadError = useWorkersPage((state) => state.loadError);
  const filters = useWorkersPage((state) => state.filters);
  const panelSection = useWorkersPage((state) => state.panelSection);
  const exportModalOpen = useWorkersPage((state) => state.exportModalOpen);
  const actions = store.getState();

  const [createOpen, setCreateOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [tagText, setTagText] = useState('');
  const tagSuggestions = useTagSuggestions(tagText);
  // Opening a panel from a card always starts it fresh on the section asked for, even for the worker already open.
  const [panelOpenings, setPanelOpenings] = useState(0);

  // The route decides which worker's panel is open (a deep link, back and forward); the store follows it.
  useEffect(() => {
    const { selectedWorker, panelSection: section, selectWorker } = store.getState();
    if (panelWorkerId === null) {
      if (selectedWorker) selectWorker(null);
    } else if (selectedWorker?.id !== panelWorkerId) {
      const listed = workers.find((worker) => worker.id === panelWorkerId);
      if (listed || selectedWorker) selectWorker(listed ?? null, section);
    }
  }, [panelWorkerId, workers, store]);

  function openWorker(worker: Worker, section: WorkerPanelSection = 'details') {
    actions.selectWorker(worker, section);
    setPanelOpenings((count) => count + 1);
    navigate({ pathname: `/workers/${worker.id}`, search: location.search });
  }

  function closePanel() {
    actions.selectWorker(null);
    navigate({ pathname: '/workers', search: location.search });
  }

  async function runAddTestWorkers() {
    if (!(await confirm(ADD_TEST_WORKERS_CONFIRM, { title: 'Add Test Workers', confirmLabel: 'Add workers' }))) return;
    try {
      const { message } = await addTestWorkers(TEST_WORKERS_COUNT);
      toast.success(message);
      actions.requestReload();
    } catch (error) {
      toast.error((error as Error).message || 'The test workers could not be added.');
    }
  }

  const menu: ActionMenuItem[] = [
    { key: 'create', label: 'Create', onSelect: () => setCreateOpen(true) },
    { key: 'import', label: 'Import', onSelect: () => setImportOpen(true) },
    { key: 'export', label: 'Export', onSelect: () => actions.setExportModalOpen(true) },
  ];
  if (customer.data?.enterprise_customer.mode === 'demo') {
    menu.push({ key: 'test-workers', label: 'Add Test Workers', onSelect: () => void runAddTestWorkers() });
  }
  const filtered = !isDefaultFilters(filters);

  return (
    <>
      <PageHeader
        title="Workers"
        actions={
          <ActionMenu
            label="Worker actions"
            variant="button"
            items={menu}
            trigger={
              <>
                Actions <MenuChevron name="chevron-right" size={16} />
              </>
            }
          />
        }
      />
      <FiltersBar
        filters={filters}
        onChange={actions.setFilters}
        onReset={filtered ? actions.resetFilters : undefined}
        tagText={tagText}
        onTagTextChange={setTagText}
        tagSuggestions={tagSuggestions}
      />
      <WorkersResults
        workers={workers}
        pageInfo={pageInfo}
        status={status}
        loadError={loadError}
        onRetry={actions.requestReload}
        onPageChange={(page) => {
          actions.setPage(page);
          window.scrollTo({ top: 0 });
        }}
        selectedWorkerId={panelWorkerId}
        busyWorkerIds={busyWorkerIds}
        onOpen={(worker) => openWorker(worker)}
        onOpenNotes={(worker) => openWorker(worker, 'notes')}
        onToggleActive={(worker) => void toggleActive(worker)}
        empty={<NoWorkersFound filtered={filtered} onReset={actions.resetFilters} onCreate={() => setCreateOpen(true)} />}
      />
      {panelWorkerId !== null ? (
        <PanelErrorBoundary key={panelWorkerId} onClose={closePanel}>
          <Suspense fallback={null}>
            <Panel
              key={`${panelWorkerId}:${panelOpenings}`}
              workerId={panelWorkerId}
              onClose={closePanel}
              onWorkerChange={actions.replaceWorker}
              initialSection={panelSection}
            />
          </Suspense>
        </PanelErrorBoundary>
      ) : null}
      <CreateWorkerModal
        open={createOpen}
        onClose={() => setCreateOpen(false)}
        onCreated={(worker) => {
          setCreateOpen(false);
          actions.addWorker(worker);
          toast.success(`${worker.full_name} was created.`);
          openWorker(worker);
        }}
      />
      <ImportWorkersModal
        open={importOpen}
        onClose={() => setImportOpen(false)}
        onImported={(message) => {
          toast.success(message);
          actions.requestReload();
        }}
      />
      <ExportWorkersModal open={exportModalOpen} onClose={() => actions.setExportModalOpen(false)} />
    </>
  );
}

/** /workers and /workers/:workerId: the list, with the worker's panel open when the URL names one. */
export function WorkersPage({ Panel }: WorkersPageProps) {
  const [searchParams] = useSearchParams();
  // Started from the URL, so a reload or a shared link loads the filtered list straight away.
  const [store] = useState(() => createWorkersPageStore(parseWorkersQuery(searchParams)));
  return (
    <WorkersPageStoreProvider value={store}>
      <WorkersPageContent store={store} Panel={Panel} />
    </WorkersPageStoreProvider>
  );
}
