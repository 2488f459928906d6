import type { WorkerRequestType } from 'shared-api';
import { Button } from 'shared-ui';
import styled from 'styled-components';

/** A credential request or an update request, as the Open Requests section lists them. */
export interface OpenRequest {
  key: string;
  id: number;
  type: WorkerRequestType;
  name: string;
  detail: string | null;
  created: string;
}

export interface RequestListProps {
  requests: OpenRequest[];
  onWithdraw: (request: OpenRequest) => void;
  withdrawingKey?: string | null;
  emptyText: string;
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1.5)};
  padding: ${({ theme }) => theme.spacing(1.25)} 0;

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Text = styled.div`
  flex: 1 1 220px;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function RequestList({ requests, onWithdraw, withdrawingKey = null, emptyText }: RequestListProps) {
  if (requests.length === 0) return <Empty>{emptyText}</Empty>;
  return (
    <List>
      {requests.map((request) => (
        <Row key={request.key}>
          <Text>
            <Name>{request.name}</Name>
            <Meta>Requested {request.created}</Meta>
            {request.detail ? <Meta>{request.detail}</Meta> : null}
          </Text>
          <Button
            size="sm"
            variant="secondary"
            loading={withdrawingKey === request.key}
            onClick={() => onWithdraw(request)}
            aria-label={`Withdraw request for ${request.name}`}
          >
            Withdraw
          </Button>
        </Row>
      ))}
    </List>
  );
}
