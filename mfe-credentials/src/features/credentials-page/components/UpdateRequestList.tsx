import { Link } from 'react-router-dom';
import type { CredentialUpdateRequest } from 'shared-api';
import { Button, Table, TruncatedText, type TableColumn } from 'shared-ui';
import styled from 'styled-components';
import { useIsPhone } from '../hooks/useIsPhone';

/** Messages longer than this are cut in the table, with the full text in a tooltip. */
export const MESSAGE_PREVIEW_LENGTH = 80;

export interface UpdateRequestListProps {
  requests: CredentialUpdateRequest[];
  onWithdraw: (request: CredentialUpdateRequest) => void;
  /** Requests being withdrawn. */
  busyIds?: number[];
}

const EMPTY_TEXT = 'No open update requests.';

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

const Frame = styled.div`
  position: relative;
  overflow: hidden;
`;

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
  padding: ${({ theme }) => `${theme.spacing(1.5)} ${theme.spacing(2)}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: none;
  }
`;

const ItemTop = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.spacing(1)};

  strong {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const Line = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

const Nowrap = styled.span`
  white-space: nowrap;
`;

const ItemActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const EmptyText = styled.p`
  padding: ${({ theme }) => `${theme.spacing(4)} ${theme.spacing(2)}`};
  color: ${({ theme }) => theme.colors.textSubtle};
  text-align: center;
`;

function WorkerCell({ request }: { request: CredentialUpdateRequest }) {
  const worker = request.user_credential.worker;
  if (!worker) return <Muted>No worker</Muted>;
  return <WorkerLink to={`/workers/${worker.id}`}>{worker.full_name}</WorkerLink>;
}

function Requested({ request }: { request: CredentialUpdateRequest }) {
  return <Nowrap title={request.created_at_pretty_date}>{request.created_diff_for_humans}</Nowrap>;
}

function WithdrawButton({ request, onWithdraw, busy }: { request: CredentialUpdateRequest; onWithdraw: () => void; busy: boolean }) {
  const worker = request.user_credential.worker?.full_name;
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={busy}
      onClick={onWithdraw}
      aria-label={`Withdraw the update request for ${request.user_credential.name}${worker ? ` (${worker})` : ''}`}
    >
      Withdraw
    </Button>
  );
}

/** Open update requests sent to workers: a table on wide screens, one block per request on a phone. */
export function UpdateRequestList({ requests, onWithdraw, busyIds = [] }: UpdateRequestListProps) {
  const phone = useIsPhone();
  if (phone) {
    if (requests.length === 0) return <EmptyText>{EMPTY_TEXT}</EmptyText>;
    return (
      <Items aria-label="Update requests">
        {requests.map((request) => (
          <Item key={request.id}>
            <ItemTop>
              <strong>{request.user_credential.name}</strong>
              <Requested request={request} />
            </ItemTop>
            <WorkerCell request={request} />
            {request.message ? <Line>{request.message}</Line> : null}
            <ItemActions>
              <WithdrawButton request={request} onWithdraw={() => onWithdraw(request)} busy={busyIds.includes(request.id)} />
            </ItemActions>
          </Item>
        ))}
      </Items>
    );
  }
  const columns: TableColumn<CredentialUpdateRequest>[] = [
    { key: 'worker', header: 'Worker', render: (request) => <WorkerCell request={request} /> },
    { key: 'credential', header: 'Credential', render: (request) => request.user_credential.name },
    {
      key: 'message',
      header: 'Message',
      render: (request) =>
        request.message ? <TruncatedText text={request.message} max={MESSAGE_PREVIEW_LENGTH} /> : <Muted>No message</Muted>,
    },
    { key: 'requested', header: 'Requested', render: (request) => <Requested request={request} /> },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (request) => (
        <WithdrawButton request={request} onWithdraw={() => onWithdraw(request)} busy={busyIds.includes(request.id)} />
      ),
    },
  ];
  return (
    <Frame>
      <Table caption="Update requests" columns={columns} rows={requests} getRowKey={(request) => request.id} emptyText={EMPTY_TEXT} />
    </Frame>
  );
}
