import { useCallback, useState } from 'react';
import {
  copyWorkerCredential,
  deleteParseJob,
  deleteWorkerCredential,
  resendUpdateRequest,
  withdrawUpdateRequest,
  workerCredentialRequestsKey,
  type ActiveUpdateRequest,
  type CredentialParseJob,
  type CredentialUpdateRequest,
  type WorkerUserCredential,
} from 'shared-api';
import { Button, EmptyState, PanelSection, RetryAlert, Skeleton, useConfirm, useToast, type Translate } from 'shared-ui';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { useParseUploads } from '../hooks/useParseUploads';
import { useWorkerCredentialList } from '../hooks/useWorkerCredentialList';
import { activeUpdateRequest, expectsDocument, expiresSoon, panelOrder, renewedCredentialIds, visibleParseJobs } from '../utils/credentialRules';
import { serverMessage } from '../utils/errorMessage';
import { AddCredentialModal } from './AddCredentialModal';
import { AssessmentSidebar } from './AssessmentSidebar';
import { CredentialRow, type CredentialRowProps } from './CredentialRow';
import { EditCredentialModal } from './EditCredentialModal';
import { ChangeIssuerModal, UpdateIssuerModal } from './IssuerModals';
import { ParseJobCard } from './ParseJobCard';
import { RequestUpdateModal } from './RequestUpdateModal';
import { UpdateRequestDetailsModal } from './UpdateRequestDetailsModal';
import { EN_CREDENTIALS, getCredentialsT, useCredentialsT, type CredentialsCatalog } from '../../../i18n';

/** The English texts (tests compare with them); the section speaks the reader's language. */
export const WITHDRAWN_MESSAGE = EN_CREDENTIALS.requests.withdrawn;
export const PARSE_JOB_DELETED = EN_CREDENTIALS.worker.jobDeleted;

type OpenDialog =
  | { kind: 'add' }
  | { kind: 'edit' | 'request-update' | 'issuer' | 'assessments'; credential: WorkerUserCredential }
  /** An open update request's details; `link` only right after it was made or sent again (ADR 0018). */
  | { kind: 'view-request'; credential: WorkerUserCredential; request: ActiveUpdateRequest; link: string | null }
  | null;

interface BusyRow {
  id: number;
  action: NonNullable<CredentialRowProps['busyAction']>;
}

const Summary = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

function summaryText(credentials: WorkerUserCredential[], expiring: number, t: Translate<CredentialsCatalog>): string {
  const expired = credentials.filter((credential) => credential.is_expired).length;
  const count = t('worker.summary', { count: credentials.length });
  const withExpired = expired > 0 ? t('worker.summaryExpired', { credentials: count, count: expired }) : count;
  return expiring > 0 ? t('worker.summaryExpiring', { credentials: withExpired, count: expiring }) : withExpired;
}

/**
 * The worker panel's Credentials section (spec part 1 §2): the worker's credentials and parse jobs,
 * and every action on them. Exposed to mfe-workers as `mfe_credentials/WorkerCredentialsSection`.
 */
export interface WorkerCredentialsSectionProps {
  workerId: number;
}

export function WorkerCredentialsSection({ workerId }: WorkerCredentialsSectionProps) {
  const { t } = useCredentialsT();
  const confirm = useConfirm();
  const toast = useToast();
  const { mutate: mutateKey } = useSWRConfig();
  const { data, error, isLoading, refresh } = useWorkerCredentialList(workerId);
  const parseUploads = useParseUploads(workerId, refresh);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [expandedIds, setExpandedIds] = useState<ReadonlySet<number>>(() => new Set());
  const [busyRow, setBusyRow] = useState<BusyRow | null>(null);
  const [deletingJobId, setDeletingJobId] = useState<number | null>(null);
  const [resending, setResending] = useState(false);

  const close = useCallback(() => setDialog(null), []);
  const refreshRequests = useCallback(() => void mutateKey(workerCredentialRequestsKey(workerId)), [mutateKey, workerId]);

  function toggle(id: number) {
    setExpandedIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  async function runRowAction(credential: WorkerUserCredential, action: BusyRow['action'], work: () => Promise<void>) {
    setBusyRow({ id: credential.id, action });
    try {
      await work();
    } finally {
      setBusyRow(null);
    }
  }

  async function remove(credential: WorkerUserCredential) {
    const confirmed = await confirm(t('worker.deleteConfirm', { name: credential.name }), {
      title: t('worker.deleteTitle'),
      confirmLabel: t('common.delete'),
      tone: 'danger',
    });
    if (!confirmed) return;
    await runRowAction(credential, 'delete', async () => {
      try {
        const response = await deleteWorkerCredential(workerId, credential.id);
        // Answers may come after a switch of language: the toasts speak the language of that moment.
        toast.success(response.message || getCredentialsT()('worker.deleted'));
        await refresh();
      } catch (cause) {
        toast.error(serverMessage(cause, getCredentialsT()('worker.deleteFailed')));
      }
    });
  }

  async function withdraw(credential: WorkerUserCredential) {
    const request = activeUpdateRequest(credential);
    if (!request) return;
    const confirmed = await confirm(t('requests.withdrawConfirm'), {
      title: t('requests.withdrawTitle'),
      confirmLabel: t('requests.withdraw'),
      tone: 'danger',
    });
    if (!confirmed) return;
    await runRowAction(credential, 'withdraw', async () => {
      try {
        await withdrawUpdateRequest(request.id);
        toast.success(getCredentialsT()('requests.withdrawn'));
        await refresh();
        refreshRequests();
      } catch (cause) {
        toast.error(serverMessage(cause, getCredentialsT()('requests.withdrawFailed')));
      }
    });
  }

  function viewRequest(credential: WorkerUserCredential) {
    const request = activeUpdateRequest(credential);
    if (request) setDialog({ kind: 'view-request', credential, request, link: null });
  }

  /** The request's details with the link its answer carried, shown once. */
  function showIssued(credential: WorkerUserCredential, issued: CredentialUpdateRequest, link: string) {
    const request: ActiveUpdateRequest = { id: issued.id, created_diff_for_humans: issued.created_diff_for_humans, update_url: issued.update_url, message: issued.message };
    setDialog({ kind: 'view-request', credential, request, link });
  }

  async function resendRequest(credential: WorkerUserCredential, request: ActiveUpdateRequest) {
    setResending(true);
    try {
      const response = await resendUpdateRequest(request.id);
      showIssued(credential, response.update_request, response.link);
      toast.success(response.message);
      await refresh();
      refreshRequests();
    } catch (cause) {
      toast.error(serverMessage(cause, getCredentialsT()('requestDetails.resendFailed')));
    } finally {
      setResending(false);
    }
  }

  async function copy(credential: WorkerUserCredential) {
    const owner = credential.user?.full_name;
    const confirmed = await confirm(
      owner
        ? t('worker.copyConfirm', { name: credential.name, owner })
        : t('worker.copyConfirmNoOwner', { name: credential.name }),
      { title: t('worker.copyTitle'), confirmLabel: t('worker.copy') },
    );
    if (!confirmed) return;
    await runRowAction(credential, 'copy', async () => {
      try {
        const response = await copyWorkerCredential(workerId, credential.id);
        toast.success(response.message || getCredentialsT()('worker.copied', { name: credential.name }));
        await refresh();
      } catch (cause) {
        toast.error(serverMessage(cause, getCredentialsT()('worker.copyFailed')));
      }
    });
  }

  async function removeJob(job: CredentialParseJob) {
    const confirmed = await confirm(t('worker.deleteJobConfirm'), {
      title: t('worker.deleteJobTitle'),
      confirmLabel: t('common.delete'),
      tone: 'danger',
    });
    if (!confirmed) return;
    setDeletingJobId(job.id);
    try {
      const response = await deleteParseJob(job.id);
      toast.success(response.message || getCredentialsT()('worker.jobDeleted'));
      await refresh();
    } catch (cause) {
      toast.error(serverMessage(cause, getCredentialsT()('worker.jobDeleteFailed')));
    } finally {
      setDeletingJobId(null);
    }
  }

  const afterChange = () => void refresh();

  function openAdd() {
    // A finished batch is history: a new visit to Parse File starts with an empty list.
    const { sending, files, clear } = parseUploads;
    if (!sending && files.every((file) => file.status !== 'queued')) clear();
    setDialog({ kind: 'add' });
  }

  let body;
  if (error) {
    body = (
      <RetryAlert onRetry={() => void refresh()}>
        {t('worker.loadFailed')}
      </RetryAlert>
    );
  } else if (isLoading || !data) {
    body = <Skeleton lines={5} label={t('worker.loading')} />;
  } else {
    const renewed = renewedCredentialIds(data.user_credentials);
    const credentials = panelOrder(data.user_credentials, renewed);
    const expiring = new Set(credentials.filter((credential) => !renewed.has(credential.id) && expiresSoon(credential)).map((credential) => credential.id));
    const jobs = visibleParseJobs(data.user_credential_parse_jobs);
    body = (
      <>
        {credentials.length > 0 ? <Summary>{summaryText(credentials, expiring.size, t)}</Summary> : null}
        {jobs.length > 0 ? (
          <List aria-label={t('worker.jobsList')}>
            {jobs.map((job) => (
              <ParseJobCard key={job.id} job={job} onDelete={removeJob} deleting={deletingJobId === job.id} />
            ))}
          </List>
        ) : null}
        {credentials.length > 0 ? (
          <List aria-label={t('worker.list')}>
            {credentials.map((credential) => (
              <CredentialRow
                key={credential.id}
                credential={credential}
                expanded={expandedIds.has(credential.id)}
                onToggle={() => toggle(credential.id)}
                busyAction={busyRow?.id === credential.id ? busyRow.action : null}
                expiringSoon={expiring.has(credential.id)}
                documentExpected={expectsDocument(credential, renewed)}
                onEdit={(item) => setDialog({ kind: 'edit', credential: item })}
                onDelete={remove}
                onRequestUpdate={(item) => setDialog({ kind: 'request-update', credential: item })}
                onWithdrawRequest={withdraw}
                onViewRequest={viewRequest}
                onCopy={copy}
                onChangeIssuer={(item) => setDialog({ kind: 'issuer', credential: item })}
                onOpenAssessments={(item) => setDialog({ kind: 'assessments', credential: item })}
              />
            ))}
          </List>
        ) : jobs.length === 0 ? (
          <EmptyState
            icon="credential"
            title={t('worker.emptyTitle')}
            description={t('worker.emptyDescription')}
          />
        ) : null}
      </>
    );
  }

  return (
    <PanelSection
      title={t('worker.title')}
      actions={
        <Button size="sm" onClick={openAdd}>
          {t('worker.add')}
        </Button>
      }
    >
      {body}

      {dialog?.kind === 'add' ? (
        <AddCredentialModal workerId={workerId} parseUploads={parseUploads} onClose={close} onCreated={afterChange} />
      ) : null}
      {dialog?.kind === 'edit' ? <EditCredentialModal credential={dialog.credential} onClose={close} onSaved={afterChange} /> : null}
      {dialog?.kind === 'request-update' ? (
        <RequestUpdateModal
          credential={dialog.credential}
          onClose={close}
          onSent={(response) => {
            const { credential } = dialog;
            afterChange();
            refreshRequests();
            showIssued(credential, response.update_request, response.link);
          }}
        />
      ) : null}
      {dialog?.kind === 'view-request' ? (
        <UpdateRequestDetailsModal
          credential={dialog.credential}
          request={dialog.request}
          link={dialog.link}
          resending={resending}
          onResend={() => void resendRequest(dialog.credential, dialog.request)}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'issuer' ? (
        dialog.credential.enterprise_customer_credential_issuer ? (
          <ChangeIssuerModal credential={dialog.credential} onClose={close} onSaved={afterChange} />
        ) : (
          <UpdateIssuerModal credential={dialog.credential} onClose={close} onSaved={afterChange} />
        )
      ) : null}
      {dialog?.kind === 'assessments' ? (
        <AssessmentSidebar workerId={workerId} credential={dialog.credential} onClose={close} onChanged={afterChange} />
      ) : null}
    </PanelSection>
  );
}
