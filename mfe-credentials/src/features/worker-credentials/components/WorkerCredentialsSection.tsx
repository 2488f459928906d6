import { useCallback, useState } from 'react';
import {
  copyWorkerCredential,
  deleteParseJob,
  deleteWorkerCredential,
  withdrawUpdateRequest,
  workerCredentialRequestsKey,
  type CredentialParseJob,
  type WorkerUserCredential,
} from 'shared-api';
import { Button, EmptyState, PanelSection, RetryAlert, Skeleton, useConfirm, useToast } from 'shared-ui';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { useParseUploads } from '../hooks/useParseUploads';
import { useWorkerCredentialList } from '../hooks/useWorkerCredentialList';
import { activeUpdateRequest, visibleParseJobs } from '../utils/credentialRules';
import { serverMessage } from '../utils/errorMessage';
import { AddCredentialModal } from './AddCredentialModal';
import { AssessmentSidebar } from './AssessmentSidebar';
import { CredentialRow, type CredentialRowProps } from './CredentialRow';
import { EditCredentialModal } from './EditCredentialModal';
import { ChangeIssuerModal, UpdateIssuerModal } from './IssuerModals';
import { ParseJobCard } from './ParseJobCard';
import { RequestUpdateModal } from './RequestUpdateModal';

export const WITHDRAWN_MESSAGE = 'Credential request successfully withdrawn!';
export const PARSE_JOB_DELETED = 'Successfully delete job!';

type OpenDialog =
  | { kind: 'add' }
  | { kind: 'edit' | 'request-update' | 'issuer' | 'assessments'; credential: WorkerUserCredential }
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

function summaryText(credentials: WorkerUserCredential[]): string {
  const expired = credentials.filter((credential) => credential.is_expired).length;
  const count = `${credentials.length} ${credentials.length === 1 ? 'credential' : 'credentials'}`;
  return expired > 0 ? `${count} · ${expired} expired` : count;
}

/**
 * The worker panel's Credentials section (spec part 1 §2): the worker's credentials and parse jobs,
 * and every action on them. Exposed to mfe-workers as `mfe_credentials/WorkerCredentialsSection`.
 */
export interface WorkerCredentialsSectionProps {
  workerId: number;
}

export function WorkerCredentialsSection({ workerId }: WorkerCredentialsSectionProps) {
  const confirm = useConfirm();
  const toast = useToast();
  const { mutate: mutateKey } = useSWRConfig();
  const { data, error, isLoading, refresh } = useWorkerCredentialList(workerId);
  const parseUploads = useParseUploads(workerId, refresh);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [expandedIds, setExpandedIds] = useState<ReadonlySet<number>>(() => new Set());
  const [busyRow, setBusyRow] = useState<BusyRow | null>(null);
  const [deletingJobId, setDeletingJobId] = useState<number | null>(null);

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
    const confirmed = await confirm(`Are you sure you want to delete ${credential.name}? This cannot be undone.`, {
      title: 'Delete credential',
      confirmLabel: 'Delete',
      tone: 'danger',
    });
    if (!confirmed) return;
    await runRowAction(credential, 'delete', async () => {
      try {
        const response = await deleteWorkerCredential(workerId, credential.id);
        toast.success(response.message || 'Credential deleted.');
        await refresh();
      } catch (cause) {
        toast.error(serverMessage(cause, 'The credential could not be deleted.'));
      }
    });
  }

  async function withdraw(credential: WorkerUserCredential) {
    const request = activeUpdateRequest(credential);
    if (!request) return;
    const confirmed = await confirm('Are you sure you want to withdraw this request?', {
      title: 'Withdraw request',
      confirmLabel: 'Withdraw',
      tone: 'danger',
    });
    if (!confirmed) return;
    await runRowAction(credential, 'withdraw', async () => {
      try {
        await withdrawUpdateRequest(request.id);
        toast.success(WITHDRAWN_MESSAGE);
        await refresh();
        refreshRequests();
      } catch (cause) {
        toast.error(serverMessage(cause, 'The request could not be withdrawn.'));
      }
    });
  }

  async function copy(credential: WorkerUserCredential) {
    const owner = credential.user?.full_name ?? 'the worker';
    const confirmed = await confirm(
      `Copy ${credential.name} from ${owner}'s platform account into your records? Your copy stays when the worker changes theirs.`,
      { title: 'Copy credential', confirmLabel: 'Copy' },
    );
    if (!confirmed) return;
    await runRowAction(credential, 'copy', async () => {
      try {
        const response = await copyWorkerCredential(workerId, credential.id);
        toast.success(response.message || `${credential.name} was copied into your records.`);
        await refresh();
      } catch (cause) {
        toast.error(serverMessage(cause, 'The credential could not be copied.'));
      }
    });
  }

  async function removeJob(job: CredentialParseJob) {
    const confirmed = await confirm('Are you sure you want to delete this parse job?', {
      title: 'Delete parse job',
      confirmLabel: 'Delete',
      tone: 'danger',
    });
    if (!confirmed) return;
    setDeletingJobId(job.id);
    try {
      const response = await deleteParseJob(job.id);
      toast.success(response.message || PARSE_JOB_DELETED);
      await refresh();
    } catch (cause) {
      toast.error(serverMessage(cause, 'The parse job could not be deleted.'));
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
        The credentials could not be loaded.
      </RetryAlert>
    );
  } else if (isLoading || !data) {
    body = <Skeleton lines={5} label="Loading credentials" />;
  } else {
    const credentials = data.user_credentials;
    const jobs = visibleParseJobs(data.user_credential_parse_jobs);
    body = (
      <>
        {credentials.length > 0 ? <Summary>{summaryText(credentials)}</Summary> : null}
        {jobs.length > 0 ? (
          <List aria-label="Files being parsed">
            {jobs.map((job) => (
              <ParseJobCard key={job.id} job={job} onDelete={removeJob} deleting={deletingJobId === job.id} />
            ))}
          </List>
        ) : null}
        {credentials.length > 0 ? (
          <List aria-label="Credentials list">
            {credentials.map((credential) => (
              <CredentialRow
                key={credential.id}
                credential={credential}
                expanded={expandedIds.has(credential.id)}
                onToggle={() => toggle(credential.id)}
                busyAction={busyRow?.id === credential.id ? busyRow.action : null}
                onEdit={(item) => setDialog({ kind: 'edit', credential: item })}
                onDelete={remove}
                onRequestUpdate={(item) => setDialog({ kind: 'request-update', credential: item })}
                onWithdrawRequest={withdraw}
                onCopy={copy}
                onChangeIssuer={(item) => setDialog({ kind: 'issuer', credential: item })}
                onOpenAssessments={(item) => setDialog({ kind: 'assessments', credential: item })}
              />
            ))}
          </List>
        ) : jobs.length === 0 ? (
          <EmptyState
            icon="credential"
            title="No credentials yet"
            description="Add this worker's tickets, licences and certificates, or let them be read from files."
          />
        ) : null}
      </>
    );
  }

  return (
    <PanelSection
      title="Credentials"
      actions={
        <Button size="sm" onClick={openAdd}>
          + Add Credential
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
          onSent={() => {
            afterChange();
            refreshRequests();
          }}
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
