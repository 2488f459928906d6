import { useState } from 'react';
import {
  useWorkerCredentialRequests,
  withdrawWorkerCredentialRequest,
  type WorkerCredentialRequest,
} from 'shared-api';
import { EmptyState, PanelSection, RetryAlert, Skeleton, useConfirm, useToast } from 'shared-ui';
import { errorMessage } from '../utils/errorMessage';
import { RequestList, type OpenRequest } from './RequestList';

function credentialNameOf(request: WorkerCredentialRequest): string {
  return request.user_credential?.name ?? request.credential?.label ?? 'Credential';
}

/** The worker's open credential requests and update requests, each of which can be withdrawn. */
export function OpenRequestsSection({ workerId }: { workerId: number }) {
  const { data, error, isLoading, mutate } = useWorkerCredentialRequests(workerId);
  const confirm = useConfirm();
  const toast = useToast();
  const [withdrawingKey, setWithdrawingKey] = useState<string | null>(null);

  async function withdraw(request: OpenRequest) {
    const confirmed = await confirm('Are you sure you want to withdraw this request?', {
      title: 'Withdraw request',
      confirmLabel: 'Withdraw',
      tone: 'danger',
    });
    if (!confirmed) return;
    setWithdrawingKey(request.key);
    try {
      await withdrawWorkerCredentialRequest(workerId, request.id, request.type);
      toast.success('Credential request successfully withdrawn!');
      await mutate();
    } catch (cause) {
      toast.error(errorMessage(cause, 'The request could not be withdrawn.'));
    } finally {
      setWithdrawingKey(null);
    }
  }

  if (error) {
    return (
      <RetryAlert onRetry={() => void mutate()}>
        The open requests could not be loaded.
      </RetryAlert>
    );
  }
  if (isLoading || !data) return <Skeleton lines={4} label="Loading open requests" />;

  const credentialRequests: OpenRequest[] = data.credential_requests.map((request) => ({
    key: `credential-${request.id}`,
    id: request.id,
    type: 'credential',
    name: credentialNameOf(request),
    detail: request.crew ? `For ${request.crew.name}` : null,
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
    return <EmptyState icon="check" title="No open requests" description="Requests sent to this worker for credentials show here." />;
  }

  return (
    <>
      <PanelSection title="Credential requests">
        <RequestList requests={credentialRequests} onWithdraw={withdraw} withdrawingKey={withdrawingKey} emptyText="No credential requests." />
      </PanelSection>
      <PanelSection title="Update requests">
        <RequestList requests={updateRequests} onWithdraw={withdraw} withdrawingKey={withdrawingKey} emptyText="No update requests." />
      </PanelSection>
    </>
  );
}
