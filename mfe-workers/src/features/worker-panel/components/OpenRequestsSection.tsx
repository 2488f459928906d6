import { useState } from 'react';
import {
  resendUpdateRequest,
  resendWorkerCredentialRequest,
  useWorkerCredentialRequests,
  withdrawWorkerCredentialRequest,
  type WorkerCredentialRequest,
} from 'shared-api';
import { EmptyState, LinkOnceNotice, PanelSection, RetryAlert, Skeleton, useConfirm, useToast } from 'shared-ui';
import type { Translate } from 'shared-ui';
import { getWorkersT, useWorkersT, type WorkersCatalog } from '../../../i18n';
import { errorMessage } from '../utils/errorMessage';
import { RequestList, type OpenRequest } from './RequestList';

function credentialNameOf(request: WorkerCredentialRequest, t: Translate<WorkersCatalog>): string {
  return request.user_credential?.name ?? request.credential?.label ?? t('requests.credential');
}

/**
 * The worker's open credential requests and update requests, each of which can be sent again or withdrawn. A
 * request's link is shown once, right after Send again (only its hash is kept, ADR 0018).
 */
export function OpenRequestsSection({ workerId }: { workerId: number }) {
  const { data, error, isLoading, mutate } = useWorkerCredentialRequests(workerId);
  const confirm = useConfirm();
  const toast = useToast();
  const [withdrawingKey, setWithdrawingKey] = useState<string | null>(null);
  const [resendingKey, setResendingKey] = useState<string | null>(null);
  /** The link the last Send again answered, for the request it belongs to. */
  const [issued, setIssued] = useState<{ key: string; name: string; link: string } | null>(null);
  const { t } = useWorkersT();

  async function resend(request: OpenRequest) {
    const confirmed = await confirm(t('requests.sendAgainConfirm', { name: request.name }), {
      title: t('requests.sendAgainTitle'),
      confirmLabel: t('requests.sendAgain'),
    });
    if (!confirmed) return;
    setResendingKey(request.key);
    try {
      const { message, link } =
        request.type === 'update' ? await resendUpdateRequest(request.id) : await resendWorkerCredentialRequest(workerId, request.id);
      setIssued({ key: request.key, name: request.name, link });
      toast.success(message || getWorkersT()('requests.resent'));
      await mutate();
    } catch (cause) {
      toast.error(errorMessage(cause, getWorkersT()('requests.resendFailed')));
    } finally {
      setResendingKey(null);
    }
  }

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
      if (issued?.key === request.key) setIssued(null);
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

  const listProps = { onWithdraw: withdraw, onResend: resend, withdrawingKey, resendingKey };
  return (
    <>
      {issued ? (
        <LinkOnceNotice
          title={t('requests.newLinkSent', { name: issued.name })}
          link={issued.link}
          note={t('requests.linkOnce')}
          copyLabel={t('requests.copyLabel', { name: issued.name })}
          onDismiss={() => setIssued(null)}
        />
      ) : null}
      <PanelSection title={t('requests.credentialRequests')}>
        <RequestList requests={credentialRequests} {...listProps} emptyText={t('requests.noCredentialRequests')} />
      </PanelSection>
      <PanelSection title={t('requests.updateRequests')}>
        <RequestList requests={updateRequests} {...listProps} emptyText={t('requests.noUpdateRequests')} />
      </PanelSection>
    </>
  );
}
