import { Suspense, useState, type ComponentType } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { addTestWorkers, useEnterpriseCustomer, type Worker } from 'shared-api';
import { Icon, PageHeader, useConfirm, useDocumentTitle, useToast } from 'shared-ui';
import styled from 'styled-components';
import { useStore } from 'zustand';
import { getWorkersT, useWorkersT } from '../../../i18n';
import { useWorkersList } from '../api/useWorkersList';
import { useTagSuggestions } from '../hooks/useTagSuggestions';
import { useToggleWorkerActive } from '../hooks/useToggleWorkerActive';
import { useWorkersQuery } from '../hooks/useWorkersQuery';
import { createWorkersPageStore, type WorkerPanelSection } from '../stores/workersPageStore';
import { isDefaultFilters } from '../utils/workersQuery';
import { ActionMenu, type ActionMenuItem } from './ActionMenu';
import { CreateWorkerModal } from './CreateWorkerModal';
import { ExportWorkersModal } from './ExportWorkersModal';
import { FiltersBar } from './FiltersBar';
import { ImportWorkersModal } from './ImportWorkersModal';
import { PanelErrorBoundary } from './PanelErrorBoundary';
import { NoWorkersFound, WorkersResults } from './WorkersResults';

/** How many generated workers Add Test Workers asks the server for (demo mode only). */
export const TEST_WORKERS_COUNT = 10;

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

/** /workers and /workers/:workerId: the list, with the worker's panel open when the URL names one. */
export function WorkersPage({ Panel }: WorkersPageProps) {
  const query = useWorkersQuery();
  const list = useWorkersList(query);
  const [store] = useState(createWorkersPageStore);
  const panelSection = useStore(store, (state) => state.panelSection);
  const panelOpenings = useStore(store, (state) => state.panelOpenings);
  const openModal = useStore(store, (state) => state.openModal);
  const { openPanel, showModal, closeModal } = store.getState();
  const navigate = useNavigate();
  const location = useLocation();
  const panelWorkerId = panelWorkerIdFrom(useParams().workerId);
  const confirm = useConfirm();
  const toast = useToast();
  const customer = useEnterpriseCustomer();
  const { busyWorkerIds, toggleActive } = useToggleWorkerActive(list.replaceWorker);
  const [tagText, setTagText] = useState('');
  const tagSuggestions = useTagSuggestions(tagText);
  const { t } = useWorkersT();
  // With the panel open, the panel names the tab after the worker.
  useDocumentTitle(panelWorkerId === null ? t('list.title') : null);

  function openWorker(worker: Worker, section: WorkerPanelSection = 'details') {
    openPanel(section);
    navigate({ pathname: `/workers/${worker.id}`, search: location.search });
  }

  function closePanel() {
    navigate({ pathname: '/workers', search: location.search });
  }

  async function runAddTestWorkers() {
    const confirmed = await confirm(t('list.testWorkers.confirm', { count: TEST_WORKERS_COUNT }), {
      title: t('list.testWorkers.title'),
      confirmLabel: t('list.testWorkers.confirmLabel'),
    });
    if (!confirmed) return;
    try {
      const { message } = await addTestWorkers(TEST_WORKERS_COUNT);
      toast.success(message);
      list.reload();
    } catch (error) {
      toast.error((error as Error).message || getWorkersT()('list.testWorkers.failed'));
    }
  }

  const menu: ActionMenuItem[] = [
    { key: 'create', label: t('list.menu.create'), onSelect: () => showModal('create') },
    { key: 'import', label: t('list.menu.import'), onSelect: () => showModal('import') },
    { key: 'export', label: t('list.menu.export'), onSelect: () => showModal('export') },
  ];
  if (customer.data?.enterprise_customer.mode === 'demo') {
    menu.push({ key: 'test-workers', label: t('list.menu.testWorkers'), onSelect: () => void runAddTestWorkers() });
  }
  const filtered = !isDefaultFilters(query.filters);

  return (
    <>
      <PageHeader
        title={t('list.title')}
        actions={
          <ActionMenu
            label={t('list.actionsLabel')}
            variant="button"
            items={menu}
            trigger={
              <>
                {t('list.actions')} <MenuChevron name="chevron-right" size={16} />
              </>
            }
          />
        }
      />
      <FiltersBar
        filters={query.filters}
        onChange={query.setFilters}
        onReset={filtered ? query.resetFilters : undefined}
        tagText={tagText}
        onTagTextChange={setTagText}
        tagSuggestions={tagSuggestions}
      />
      <WorkersResults
        workers={list.workers}
        pageInfo={list.pageInfo}
        status={list.status}
        loadError={list.loadError}
        onRetry={list.reload}
        onPageChange={(page) => {
          query.setPage(page);
          window.scrollTo({ top: 0 });
        }}
        selectedWorkerId={panelWorkerId}
        busyWorkerIds={busyWorkerIds}
        onOpen={(worker) => openWorker(worker)}
        onOpenNotes={(worker) => openWorker(worker, 'notes')}
        onOpenCredentials={(worker) => openWorker(worker, 'credentials')}
        onToggleActive={(worker) => void toggleActive(worker)}
        empty={<NoWorkersFound filtered={filtered} onReset={query.resetFilters} onCreate={() => showModal('create')} />}
      />
      {panelWorkerId !== null ? (
        <PanelErrorBoundary key={panelWorkerId} onClose={closePanel}>
          <Suspense fallback={null}>
            <Panel
              key={`${panelWorkerId}:${panelOpenings}`}
              workerId={panelWorkerId}
              onClose={closePanel}
              onWorkerChange={list.replaceWorker}
              initialSection={panelSection}
            />
          </Suspense>
        </PanelErrorBoundary>
      ) : null}
      <CreateWorkerModal
        open={openModal === 'create'}
        onClose={closeModal}
        onCreated={(worker) => {
          closeModal();
          list.addWorker(worker);
          toast.success(t('list.created', { name: worker.full_name }));
          openWorker(worker);
        }}
      />
      <ImportWorkersModal
        open={openModal === 'import'}
        onClose={closeModal}
        onImported={(message) => {
          toast.success(message);
          list.reload();
        }}
      />
      {/* While the list loads, its total may still be the previous filters' (kept on screen meanwhile). */}
      <ExportWorkersModal
        open={openModal === 'export'}
        onClose={closeModal}
        filters={query.filters}
        total={list.status === 'ready' ? (list.pageInfo?.total ?? null) : null}
      />
    </>
  );
}
