import type { NotificationItem } from 'shared-api';
import { Card, CardList, CardListItem, EmptyState, type ReservedHeight } from 'shared-ui';
import styled from 'styled-components';
import { useDashboardT } from '../../../i18n';
import { CardContent, CardLink, Footer } from './CardContent';
import type { AsyncState, ExpandableProps } from './types';

/** Measured height of the loaded body at 1280 and 390 px: A list of SUMMARY_LIMIT notifications, one line each (two on a phone) (e2e/tests/layout-stability.test.ts). */
const NOTIFICATIONS_HEIGHT: ReservedHeight = { desktop: 459, mobile: 669 };

const Item = styled(CardListItem)`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.spacing(0.5)} ${theme.spacing(2)}`};
`;

/**
 * One line at desktop width and two on a phone, whatever the message, cut with an ellipsis: every item is as tall
 * on every day of the seed, so the card's reserved height holds (the whole text is on the Notifications page).
 */
const Message = styled.p`
  /* Narrow enough that the time stays beside every message on a phone; at 240px "1 hour ago" wrapped
     under its message while the shorter "1 day ago" did not, so the times zig-zagged. */
  flex: 1 1 160px;
  min-width: 0;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;

  ${({ theme }) => theme.media.mobile} {
    display: -webkit-box;
    height: calc(2 * ${({ theme }) => theme.lineHeights.body}em);
    white-space: normal;
    overflow-wrap: anywhere;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
  }
`;

const Time = styled.span`
  flex: none;
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface NotificationsCardProps extends ExpandableProps {
  state: AsyncState<NotificationItem[]>;
}

export function NotificationsCard({ state, expanded, onToggleExpand }: NotificationsCardProps) {
  const { t } = useDashboardT();
  return (
    <Card title={t('notifications.title')} expandable expanded={expanded} onToggleExpand={onToggleExpand} flush>
      <CardContent
        reserve={NOTIFICATIONS_HEIGHT}
        state={state}
        failedText={t('notifications.loadFailed')}
        loadingLabel={t('notifications.loading')}
        isEmpty={(notifications) => notifications.length === 0}
        empty={<EmptyState icon="bell" title={t('notifications.emptyTitle')} />}
      >
        {(notifications) => (
          <CardList aria-label={t('notifications.list')}>
            {notifications.map((notification) => (
              <Item key={notification.id}>
                <Message title={notification.message}>{notification.message}</Message>
                <Time>
                  <time dateTime={notification.created_at}>{notification.created_at_diff_for_humans}</time>
                </Time>
              </Item>
            ))}
          </CardList>
        )}
      </CardContent>
      <Footer>
        <CardLink to="/notifications">{t('notifications.viewAll')}</CardLink>
      </Footer>
    </Card>
  );
}
