import type { WorkerRequestType } from 'shared-api';
import { Button } from 'shared-ui';
import styled from 'styled-components';
import { useWorkersT } from '../../../i18n';
import { ListRow, RowActions, RowList, RowMeta, RowText, RowTitle } from './RowList';

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
  /** Send again: a new link e-mailed to the worker (the previous one stops working). */
  onResend: (request: OpenRequest) => void;
  withdrawingKey?: string | null;
  resendingKey?: string | null;
  emptyText: string;
}

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Open requests with what was asked and when; each can be sent again (its link is never listed: ADR 0018) or withdrawn. */
export function RequestList({ requests, onWithdraw, onResend, withdrawingKey = null, resendingKey = null, emptyText }: RequestListProps) {
  const { t } = useWorkersT();
  if (requests.length === 0) return <Empty>{emptyText}</Empty>;
  return (
    <RowList>
      {requests.map((request) => (
        <ListRow key={request.key}>
          <RowText>
            <RowTitle>{request.name}</RowTitle>
            <RowMeta>{t('requests.requested', { when: request.created })}</RowMeta>
            {request.detail ? <RowMeta>{request.detail}</RowMeta> : null}
          </RowText>
          <RowActions>
            <Button
              size="sm"
              variant="secondary"
              loading={resendingKey === request.key}
              onClick={() => onResend(request)}
              aria-label={t('requests.sendAgainLabel', { name: request.name })}
            >
              {t('requests.sendAgain')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              loading={withdrawingKey === request.key}
              onClick={() => onWithdraw(request)}
              aria-label={t('requests.withdrawLabel', { name: request.name })}
            >
              {t('requests.withdraw')}
            </Button>
          </RowActions>
        </ListRow>
      ))}
    </RowList>
  );
}
