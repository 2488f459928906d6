import type { CrewMissingWorker } from 'shared-api';
import { Badge, Button, useFormat } from 'shared-ui';
import styled from 'styled-components';
import { useCrewsT } from '../../../i18n';

export interface MissingWorkerActionsProps {
  worker: CrewMissingWorker;
  credentialLabel: string;
  /** 'request' or 'withdraw' while that call runs for this worker. */
  busy?: 'request' | 'withdraw' | null;
  onRequest: (worker: CrewMissingWorker) => void;
  onWithdraw: (worker: CrewMissingWorker) => void;
  /** View Request: the open request's details in the portal, with Send again. */
  onView: (worker: CrewMissingWorker) => void;
}

const Wrap = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * §4: Request Credential when no request is open; otherwise the last requested date, Withdraw Request and View
 * Request, which opens the request's details (its link is not kept to open, ADR 0018). A copy the worker sent that
 * waits for review is marked "Needs review" first: the worker still lacks it until it is verified.
 */
export function MissingWorkerActions({ worker, credentialLabel, busy = null, onRequest, onWithdraw, onView }: MissingWorkerActionsProps) {
  const { t } = useCrewsT();
  const format = useFormat();
  const request = worker.credential_request;
  const names = { name: worker.full_name, credential: credentialLabel };
  const awaiting = worker.awaiting_review ? <Badge tone="warning">{t('credentials.missing.awaitingReview')}</Badge> : null;
  if (!request) {
    return (
      <Wrap>
        {awaiting}
        <Button size="sm" loading={busy === 'request'} onClick={() => onRequest(worker)} aria-label={t('credentials.missing.requestNamed', names)}>
          {t('credentials.missing.request')}
        </Button>
      </Wrap>
    );
  }
  return (
    <Wrap>
      {awaiting}
      <Muted>{t('credentials.missing.lastRequested', { date: format.date(request.last_requested_date) })}</Muted>
      <Button size="sm" variant="danger" loading={busy === 'withdraw'} onClick={() => onWithdraw(worker)} aria-label={t('credentials.missing.withdrawNamed', names)}>
        {t('credentials.missing.withdraw')}
      </Button>
      <Button size="sm" variant="link" onClick={() => onView(worker)} aria-label={t('credentials.missing.viewNamed', names)}>
        {t('credentials.missing.view')}
      </Button>
    </Wrap>
  );
}
