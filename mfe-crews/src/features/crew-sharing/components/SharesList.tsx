import type { CrewShare } from 'shared-api';
import { Badge, Button, EmptyState, useFormat } from 'shared-ui';
import styled from 'styled-components';
import { useCrewsT } from '../../../i18n';

export interface SharesListProps {
  shares: CrewShare[];
  /** Links known in this visit (from create or resend): only those can be copied, the server keeps tokens hashed. */
  links: Readonly<Record<number, string>>;
  busy?: { id: number; action: 'resend' | 'withdraw' } | null;
  hasMore: boolean;
  loadingMore?: boolean;
  onLoadMore: () => void;
  onCopy: (share: CrewShare) => void;
  onResend: (share: CrewShare) => void;
  onWithdraw: (share: CrewShare) => void;
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
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(1.5)} 0;

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Text = styled.div`
  display: flex;
  flex: 1 1 240px;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing(1)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${({ theme }) => theme.spacing(1.5)};
`;

/** The crew's open shares: who, when, opened how often and until when; copy, resend and withdraw. */
export function SharesList({ shares, links, busy = null, hasMore, loadingMore = false, onLoadMore, onCopy, onResend, onWithdraw }: SharesListProps) {
  const { t } = useCrewsT();
  const format = useFormat();
  if (shares.length === 0) return <EmptyState icon="crews" title={t('share.list.empty')} description={t('share.list.emptyHint')} />;
  return (
    <>
      <Hint>{t('share.list.linkOnce')}</Hint>
      <List>
        {shares.map((share) => {
          const who = share.recipient_name || share.recipient_email;
          return (
            <Row key={share.id}>
              <Text>
                <Name>
                  {who} {share.is_expired ? <Badge tone="danger">{t('share.list.expired')}</Badge> : null}
                </Name>
                {share.recipient_name ? <Muted>{share.recipient_email}</Muted> : null}
                <Muted>{t('share.list.sent', { date: share.created_at_pretty_date })}</Muted>
                <Muted>
                  {share.last_opened_diff_for_humans
                    ? t('share.list.opened', { count: share.open_count, value: format.number(share.open_count), when: share.last_opened_diff_for_humans })
                    : t('share.list.neverOpened')}
                </Muted>
                <Muted>{share.expires_at ? t('share.list.expires', { date: format.date(share.expires_at) }) : t('share.list.noExpiry')}</Muted>
              </Text>
              <Actions>
                {links[share.id] ? (
                  <Button size="sm" variant="secondary" onClick={() => onCopy(share)} aria-label={t('share.list.copyNamed', { name: who })}>
                    {t('share.list.copy')}
                  </Button>
                ) : null}
                <Button size="sm" variant="secondary" loading={busy?.id === share.id && busy.action === 'resend'} onClick={() => onResend(share)} aria-label={t('share.list.resendNamed', { name: who })}>
                  {t('share.list.resend')}
                </Button>
                <Button size="sm" variant="danger" loading={busy?.id === share.id && busy.action === 'withdraw'} onClick={() => onWithdraw(share)} aria-label={t('share.list.withdrawNamed', { name: who })}>
                  {t('share.list.withdraw')}
                </Button>
              </Actions>
            </Row>
          );
        })}
      </List>
      {hasMore ? (
        <More>
          <Button variant="secondary" loading={loadingMore} onClick={onLoadMore}>
            {t('common.loadMore')}
          </Button>
        </More>
      ) : null}
    </>
  );
}
