import { useState } from 'react';
import {
  addCrewWorker,
  fetchCrewWorkerMissingCredentials,
  formErrorsFrom,
  useCrewAvailableWorkers,
  type CrewAddWorkerResponse,
  type CrewAvailableWorkersResponse,
  type CrewCredential,
} from 'shared-api';
import { Alert, Button, EmptyState, Modal, RetryAlert, Skeleton, TextField, useFormat, useToast } from 'shared-ui';
import styled from 'styled-components';
import { ChoiceList } from '../../../components/ChoiceList';
import { WorkerName } from '../../../components/WorkerName';
import { getCrewsT, useCrewsT } from '../../../i18n';
import { filterWorkers, WORKER_SEARCH_MIN } from '../../../utils/crewRules';
import { listOf } from '../../../utils/duration';

type AvailableWorker = CrewAvailableWorkersResponse['workers'][number];

export interface AddWorkersModalProps {
  crewId: number;
  crewName: string;
  onClose: () => void;
  /** After each worker added (the list, quota and warnings reload). */
  onAdded: (response: CrewAddWorkerResponse) => void;
}

const Hint = styled.p`
  margin-top: ${({ theme }) => theme.spacing(1)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-top: ${({ theme }) => theme.spacing(1.5)};
`;

interface Asking {
  worker: AvailableWorker;
  missing: CrewCredential[];
}

/**
 * + Workers: the customer's active workers not in the crew, searched locally from 3 characters on name or e-mail.
 * A worker who lacks credentials the crew follows is added only after saying so, with the offer to request them.
 */
export function AddWorkersModal({ crewId, crewName, onClose, onAdded }: AddWorkersModalProps) {
  const { t } = useCrewsT();
  const format = useFormat();
  const toast = useToast();
  const available = useCrewAvailableWorkers(crewId);
  const [search, setSearch] = useState('');
  const [busyId, setBusyId] = useState<number | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function add(worker: AvailableWorker, requestMissing: boolean) {
    setBusyId(worker.id);
    setFailure(null);
    try {
      const response = await addCrewWorker(crewId, worker.id, requestMissing ? { request_missing: true } : {});
      toast.success(response.message || getCrewsT()('workers.add.added'));
      setAsking(null);
      onAdded(response);
      await available.mutate();
    } catch (error) {
      const fallback = getCrewsT()('workers.add.failed');
      toast.error(formErrorsFrom(error, [], fallback).message ?? fallback);
    } finally {
      setBusyId(null);
    }
  }

  async function choose(worker: AvailableWorker) {
    setBusyId(worker.id);
    setFailure(null);
    let missing: CrewCredential[];
    try {
      missing = (await fetchCrewWorkerMissingCredentials(crewId, worker.id)).missing_credentials;
    } catch (error) {
      setBusyId(null);
      const fallback = getCrewsT()('workers.add.checkFailed');
      setFailure(formErrorsFrom(error, [], fallback).message ?? fallback);
      return;
    }
    if (missing.length > 0) {
      setBusyId(null);
      setAsking({ worker, missing });
      return;
    }
    await add(worker, false);
  }

  if (asking) {
    const labels = listOf(
      asking.missing.map((credential) => credential.label),
      format.locale,
    );
    return (
      <Modal open size="sm" title={t('workers.add.askTitle', { name: asking.worker.full_name })} onClose={() => setAsking(null)}>
        <p>{t('workers.add.askBody', { name: asking.worker.full_name, crew: crewName, credentials: labels, count: asking.missing.length })}</p>
        <Choices>
          <Button loading={busyId === asking.worker.id} onClick={() => void add(asking.worker, true)}>
            {t('workers.add.addAndRequest')}
          </Button>
          <Button variant="secondary" disabled={busyId !== null} onClick={() => void add(asking.worker, false)}>
            {t('workers.add.addOnly')}
          </Button>
          <Button variant="ghost" disabled={busyId !== null} onClick={() => setAsking(null)}>
            {t('common.cancel')}
          </Button>
        </Choices>
      </Modal>
    );
  }

  let body;
  if (available.error && !available.data) {
    body = (
      <RetryAlert onRetry={() => void available.mutate()} loading={available.isValidating}>
        {t('workers.add.loadFailed')}
      </RetryAlert>
    );
  } else if (!available.data) {
    body = <Skeleton lines={5} label={t('workers.add.loading')} />;
  } else if (available.data.workers.length === 0) {
    body = <EmptyState icon="workers" title={t('workers.add.none')} description={t('workers.add.noneHint')} />;
  } else {
    const shown = filterWorkers(available.data.workers, search);
    body =
      shown.length === 0 ? (
        <EmptyState icon="workers" title={t('workers.add.noMatch', { text: search.trim() })} />
      ) : (
        <ChoiceList
          aria-label={t('workers.add.listLabel')}
          items={shown}
          maxHeight={360}
          renderItem={(worker) => <WorkerName worker={worker} email={worker.email} />}
          actionText={t('workers.add.add')}
          actionLabel={(worker) => t('workers.add.addNamed', { name: worker.full_name })}
          busyId={busyId}
          onChoose={(worker) => void choose(worker)}
        />
      );
  }

  return (
    <Modal open title={t('workers.add.title')} onClose={onClose} footer={<Button variant="secondary" onClick={onClose}>{t('common.close')}</Button>}>
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <TextField label={t('workers.add.search')} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      <Hint>{t('workers.add.searchHint', { count: WORKER_SEARCH_MIN })}</Hint>
      {body}
    </Modal>
  );
}
