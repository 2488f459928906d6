import type { CrewShare } from 'shared-api';
import { Badge, Button, EmptyState, useFormat } from 'shared-ui';
import styled from 'styled-components';
import { RowItem, RowList, RowNote } from '../../../components/Rows';
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

const Row = styled(RowItem)`
  align-items: flex-start;
  padding: ${({ theme }) => theme.spacing(1.5)} 0;
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
      <RowList>
        {shares.map((share) => {
          const who = share.recipient_name || share.recipient_email;
          return (
            <Row key={share.id}>
              <Text>
                <Name>
                  {who} {share.is_expired ? <Badge tone="danger">{t('share.list.expired')}</Badge> : null}
                </Name>
                {share.recipient_name ? <RowNote>{share.recipient_email}</RowNote> : null}
                <RowNote>{t('share.list.sent', { date: share.created_at_pretty_date })}</RowNote>
                <RowNote>
                  {share.last_opened_diff_for_humans
                    ? t('share.list.opened', { count: share.open_count, value: format.number(share.open_count), when: share.last_opened_diff_for_humans })
                    : t('share.list.neverOpened')}
                </RowNote>
                <RowNote>{share.expires_at ? t('share.list.expires', { date: format.date(share.expires_at) }) : t('share.list.noExpiry')}</RowNote>
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
      </RowList>
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
