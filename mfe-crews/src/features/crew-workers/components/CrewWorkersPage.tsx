import { useState } from 'react';
import { crewKey, crewMissingCredentialsKey, crewOutlookKey, formErrorsFrom, removeCrewWorker, useCrewWorkers, type CrewWorker } from 'shared-api';
import { Button, Card, EmptyState, RetryAlert, Skeleton, useConfirm, useDocumentTitle, useFormat, useToast } from 'shared-ui';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { PageColumns } from '../../../components/PageColumns';
import { getCrewsT, useCrewsT } from '../../../i18n';
import { useLayoutCrew } from '../../crew-layout';
import { AddWorkersModal } from './AddWorkersModal';
import { CrewWorkersTable } from './CrewWorkersTable';
import { QuotaPanel } from './QuotaPanel';
import { SharedCrewsCard } from './SharedCrewsCard';
import { WorkerSidebar } from './WorkerSidebar';

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
`;

/** /crews/{id}/workers: the workers table, + Workers, the quota panel, shared crews and the worker sidebar. */
export default function CrewWorkersPage() {
  const crew = useLayoutCrew();
  const { t } = useCrewsT();
  const format = useFormat();
  useDocumentTitle(t('workers.documentTitle', { crew: crew.name }));
  const confirm = useConfirm();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const workers = useCrewWorkers(crew.id);
  const [adding, setAdding] = useState(false);
  const [removingId, setRemovingId] = useState<number | null>(null);
  const [openWorker, setOpenWorker] = useState<CrewWorker | null>(null);

  // The heading card's count, the follows and the outlook all change with the crew's workers.
  const reloadAround = () => Promise.all([workers.mutate(), mutate(crewKey(crew.id)), mutate(crewMissingCredentialsKey(crew.id)), mutate(crewOutlookKey(crew.id))]);

  async function remove(worker: CrewWorker) {
    const confirmed = await confirm(t('workers.remove.confirm', { name: worker.full_name }), {
      title: t('workers.remove.title', { name: worker.full_name }),
      confirmLabel: t('common.remove'),
      tone: 'danger',
    });
    if (!confirmed) return;
    setRemovingId(worker.id);
    try {
      const response = await removeCrewWorker(crew.id, worker.id);
      toast.success(response.message || getCrewsT()('workers.remove.done'));
      await reloadAround();
    } catch (error) {
      const fallback = getCrewsT()('workers.remove.failed');
      toast.error(formErrorsFrom(error, [], fallback).message ?? fallback);
    } finally {
      setRemovingId(null);
    }
  }

  const data = workers.data;
  let table;
  if (workers.error && !data) {
    table = (
      <RetryAlert onRetry={() => void workers.mutate()} loading={workers.isValidating}>
        {t('workers.loadFailed')}
      </RetryAlert>
    );
  } else if (!data) {
    table = <Skeleton lines={5} label={t('workers.loading')} />;
  } else if (data.workers.length === 0) {
    table = <EmptyState icon="workers" title={t('workers.empty')} description={t('workers.emptyHint')} />;
  } else {
    table = <CrewWorkersTable workers={data.workers} removingId={removingId} onOpen={setOpenWorker} onRemove={(worker) => void remove(worker)} />;
  }

  return (
    <PageColumns $ratio={[2, 1]}>
      <Card
        title={data ? t('workers.title', { count: data.workers.length, value: format.number(data.workers.length) }) : t('workers.titlePlain')}
        actions={
          <Button size="sm" icon="workers" onClick={() => setAdding(true)}>
            {t('workers.add.open')}
          </Button>
        }
      >
        {table}
      </Card>
      <Side>
        {data ? (
          <QuotaPanel
            key={`${data.crew_worker_quota?.min_workers ?? ''}-${data.crew_worker_quota?.max_workers ?? ''}`}
            crewId={crew.id}
            quota={data.crew_worker_quota}
            warnings={data.quota_warnings}
            onSaved={() => void reloadAround()}
          />
        ) : null}
        <SharedCrewsCard crewId={crew.id} crewName={crew.name} imports={crew.crew_shared_imports} />
      </Side>
      {adding ? <AddWorkersModal crewId={crew.id} crewName={crew.name} onClose={() => setAdding(false)} onAdded={() => void reloadAround()} /> : null}
      {openWorker ? <WorkerSidebar crewId={crew.id} worker={openWorker} onClose={() => setOpenWorker(null)} /> : null}
    </PageColumns>
  );
}
