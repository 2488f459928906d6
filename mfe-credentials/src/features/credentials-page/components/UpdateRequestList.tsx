import { Link } from 'react-router-dom';
import type { CredentialUpdateRequest } from 'shared-api';
import { Button, PhoneItemActions, PhoneItemDetail, PhoneItemHeader, Table, TruncatedText, type TableColumn } from 'shared-ui';
import styled from 'styled-components';
import { useCredentialsT } from '../../../i18n';

/** Messages longer than this are cut in the table, with the full text in a tooltip. */
export const MESSAGE_PREVIEW_LENGTH = 80;

export interface UpdateRequestListProps {
  requests: CredentialUpdateRequest[];
  onWithdraw: (request: CredentialUpdateRequest) => void;
  /** Send again: a new link e-mailed to the worker (the previous one stops working). */
  onResend: (request: CredentialUpdateRequest) => void;
  /** Requests being withdrawn. */
  busyIds?: number[];
  /** Requests being sent again. */
  resendingIds?: number[];
}

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const WorkerLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

// A phone has room for the whole message, so it keeps the line breaks the sender typed.
const Message = styled(PhoneItemDetail)`
  white-space: pre-line;
`;

const Nowrap = styled.span`
  white-space: nowrap;
`;

function WorkerCell({ request }: { request: CredentialUpdateRequest }) {
  const { t } = useCredentialsT();
  const worker = request.user_credential.worker;
  if (!worker) return <Muted>{t('common.noWorker')}</Muted>;
  return <WorkerLink to={`/workers/${worker.id}`}>{worker.full_name}</WorkerLink>;
}

function Requested({ request }: { request: CredentialUpdateRequest }) {
  return <Nowrap title={request.created_at_pretty_date}>{request.created_diff_for_humans}</Nowrap>;
}

function WithdrawButton({ request, onWithdraw, busy }: { request: CredentialUpdateRequest; onWithdraw: () => void; busy: boolean }) {
  const { t } = useCredentialsT();
  const worker = request.user_credential.worker?.full_name;
  const credential = request.user_credential.name;
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={busy}
      onClick={onWithdraw}
      aria-label={worker ? t('requests.withdrawForWorker', { credential, worker }) : t('requests.withdrawFor', { credential })}
    >
      {t('requests.withdraw')}
    </Button>
  );
}

const ActionButtons = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(1)};
`;

/**
 * Open update requests sent to workers: a table on wide screens, one block per request on a phone. Each can be
 * sent again or withdrawn; none carries a link to open (only its hash is kept, ADR 0018).
 */
export function UpdateRequestList({ requests, onWithdraw, onResend, busyIds = [], resendingIds = [] }: UpdateRequestListProps) {
  const { t } = useCredentialsT();
  const withdrawButton = (request: CredentialUpdateRequest) => (
    <ActionButtons>
      <Button
        variant="secondary"
        size="sm"
        loading={resendingIds.includes(request.id)}
        onClick={() => onResend(request)}
        aria-label={t('requestDetails.resendNamed', { credential: request.user_credential.name })}
      >
        {t('requestDetails.sendAgain')}
      </Button>
      <WithdrawButton request={request} onWithdraw={() => onWithdraw(request)} busy={busyIds.includes(request.id)} />
    </ActionButtons>
  );
  const columns: TableColumn<CredentialUpdateRequest>[] = [
    { key: 'worker', header: t('common.worker'), render: (request) => <WorkerCell request={request} /> },
    { key: 'credential', header: t('common.credential'), render: (request) => request.user_credential.name },
    {
      key: 'message',
      header: t('common.message'),
      render: (request) =>
        request.message ? <TruncatedText text={request.message} max={MESSAGE_PREVIEW_LENGTH} /> : <Muted>{t('requests.noMessage')}</Muted>,
    },
    { key: 'requested', header: t('requests.requested'), render: (request) => <Requested request={request} /> },
    { key: 'actions', header: t('common.actions'), align: 'right', render: withdrawButton },
  ];
  return (
    <Table
      caption={t('requests.caption')}
      columns={columns}
      rows={requests}
      getRowKey={(request) => request.id}
      emptyText={t('requests.empty')}
      renderPhoneItem={(request) => (
        <>
          <PhoneItemHeader title={request.user_credential.name} trailing={<Requested request={request} />} />
          <WorkerCell request={request} />
          {request.message ? <Message>{request.message}</Message> : null}
          <PhoneItemActions>{withdrawButton(request)}</PhoneItemActions>
        </>
      )}
    />
  );
}
