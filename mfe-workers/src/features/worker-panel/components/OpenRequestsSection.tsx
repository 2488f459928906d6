import { useState } from 'react';
import {
  useWorkerCredentialRequests,
  withdrawWorkerCredentialRequest,
  type WorkerCredentialRequest,
} from 'shared-api';
import { EmptyState, PanelSection, RetryAlert, Skeleton, useConfirm, useToast } from 'shared-ui';
import type { Translate } from 'shared-ui';
import { getWorkersT, useWorkersT, type WorkersCatalog } from '../../../i18n';
import { errorMessage } from '../utils/errorMessage';
import { RequestList, type OpenRequest } from './RequestList';

function credentialNameOf(request: WorkerCredentialRequest, t: Translate<WorkersCatalog>): string {
  return request.user_credential?.name ?? request.credential?.label ?? t('requests.credential');
}

/** The worker's open credential requests and update requests, each of which can be withdrawn. */
export function OpenRequestsSection({ workerId }: { workerId: number }) {
  const { data, error, isLoading, mutate } = useWorkerCredentialRequests(workerId);
  const confirm = useConfirm();
  const toast = useToast();
  const [withdrawingKey, setWithdrawingKey] = useState<string | null>(null);
  const { t } = useWorkersT();

  async function withdraw(request: OpenRequest) {
    const confirmed = await confirm(t('requests.withdrawConfirm'), {
      title: t('requests.withdrawTitle'),
      confirmLabel: t('requests.withdraw'),
      tone: 'danger',
    });
    if (!confirmed) return;
    setWithdrawingKey(request.key);
    try {
      await withdrawWorkerCredentialRequest(workerId, request.id, request.type);
      toast.success(getWorkersT()('requests.withdrawn'));
      await mutate();
    } catch (cause) {
      toast.error(errorMessage(cause, getWorkersT()('requests.withdrawFailed')));
    } finally {
      setWithdrawingKey(null);
    }
  }

  if (error) {
    return (
      <RetryAlert onRetry={() => void mutate()}>{t('requests.loadFailed')}</RetryAlert>
    );
  }
  if (isLoading || !data) return <Skeleton lines={4} label={t('requests.loading')} />;

  const credentialRequests: OpenRequest[] = data.credential_requests.map((request) => ({
    key: `credential-${request.id}`,
    id: request.id,
    type: 'credential',
    name: credentialNameOf(request, t),
    detail: request.crew ? t('requests.forCrew', { name: request.crew.name }) : null,
    created: request.created_diff_for_humans,
  }));
  const updateRequests: OpenRequest[] = data.user_credential_requests.map((request) => ({
    key: `update-${request.id}`,
    id: request.id,
    type: 'update',
    name: request.user_credential.name,
    detail: request.message,
    created: request.created_diff_for_humans,
  }));

  if (credentialRequests.length === 0 && updateRequests.length === 0) {
    return <EmptyState icon="check" title={t('requests.emptyTitle')} description={t('requests.emptyDescription')} />;
  }

  return (
    <>
      <PanelSection title={t('requests.credentialRequests')}>
        <RequestList requests={credentialRequests} onWithdraw={withdraw} withdrawingKey={withdrawingKey} emptyText={t('requests.noCredentialRequests')} />
      </PanelSection>
      <PanelSection title={t('requests.updateRequests')}>
        <RequestList requests={updateRequests} onWithdraw={withdraw} withdrawingKey={withdrawingKey} emptyText={t('requests.noUpdateRequests')} />
      </PanelSection>
    </>
  );
}
