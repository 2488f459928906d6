import { useCrewFollowDetail } from 'shared-api';
import { Badge, EmptyState, RetryAlert, SidePanel, SidePanelContent, Skeleton } from 'shared-ui';
import styled from 'styled-components';
import { RowItem, RowList } from '../../../components/Rows';
import { useCrewsT } from '../../../i18n';
import { useRequestActions } from '../hooks/useRequestActions';
import { MissingWorkerActions } from './MissingWorkerActions';
import { RequestDetailsModal } from './RequestDetailsModal';

export interface FollowDetailPanelProps {
  crewId: number;
  followId: number;
  onClose: () => void;
}

const Heading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Row = styled(RowItem)`
  padding: ${({ theme }) => theme.spacing(1)} 0;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A follow's detail: the workers who hold the credential and those missing it, with their request actions. */
export function FollowDetailPanel({ crewId, followId, onClose }: FollowDetailPanelProps) {
  const { t } = useCrewsT();
  const detail = useCrewFollowDetail(crewId, followId);
  const actions = useRequestActions(crewId, () => void detail.mutate());
  const data = detail.data;

  let body;
  if (detail.error && !data) {
    body = (
      <RetryAlert onRetry={() => void detail.mutate()} loading={detail.isValidating}>
        {t('credentials.detail.loadFailed')}
      </RetryAlert>
    );
  } else if (!data) {
    body = <Skeleton lines={6} label={t('credentials.detail.loading')} />;
  } else {
    const credential = { id: data.credential.id, label: data.credential.label };
    body = (
      <>
        <Muted>{t('credentials.detail.followed', { when: data.credential_follow.created_at_diff_for_humans })}</Muted>
        <Heading>{t('credentials.detail.with', { count: data.workers_with_credential.length })}</Heading>
        {data.workers_with_credential.length === 0 ? (
          <EmptyState title={t('credentials.detail.withEmpty')} />
        ) : (
          <RowList>
            {data.workers_with_credential.map((worker) => (
              <Row key={worker.id}>
                <span>{worker.full_name}</span>
                {worker.user_credential.is_expired ? (
                  <Badge tone="danger">{t('credentials.expiring.expired', { date: worker.user_credential.expires_pretty_date ?? '' })}</Badge>
                ) : (
                  <Muted>
                    {worker.user_credential.expires_pretty_date
                      ? t('credentials.detail.expires', { date: worker.user_credential.expires_pretty_date })
                      : t('credentials.detail.noExpiry')}
                  </Muted>
                )}
              </Row>
            ))}
          </RowList>
        )}
        <Heading>{t('credentials.detail.missing', { count: data.workers_missing_credential.length })}</Heading>
        {data.workers_missing_credential.length === 0 ? (
          <EmptyState title={t('credentials.detail.missingEmpty')} />
        ) : (
          <RowList>
            {data.workers_missing_credential.map((worker) => (
              <Row key={worker.id}>
                <span>{worker.full_name}</span>
                <MissingWorkerActions
                  worker={worker}
                  credentialLabel={credential.label}
                  busy={actions.busy?.workerId === worker.id && actions.busy.action !== 'mass' ? actions.busy.action : null}
                  onRequest={(target) => void actions.request(credential, target)}
                  onWithdraw={(target) => void actions.withdraw(credential, target)}
                  onView={(target) => target.credential_request && actions.view(target.credential_request, target.email)}
                />
              </Row>
            ))}
          </RowList>
        )}
      </>
    );
  }

  return (
    <SidePanel modal title={data?.credential.label ?? t('credentials.detail.title')} subtitle={t('credentials.detail.subtitle')} onClose={onClose} closeLabel={t('common.close')}>
      <SidePanelContent>{body}</SidePanelContent>
      <RequestDetailsModal viewed={actions.viewed} resending={actions.resending} onResend={() => void actions.resend()} onClose={actions.closeView} />
    </SidePanel>
  );
}
