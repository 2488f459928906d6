import { NOTIFICATION_FILTER_TYPES, type NotificationCard as NotificationCardData, type NotificationType } from 'shared-api';
import { Button, Card, EmptyState, RetryAlert, SelectField, Skeleton } from 'shared-ui';
import styled from 'styled-components';
import { useDashboardT } from '../../../i18n';
import { NotificationCard } from './NotificationCard';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-bottom: ${({ theme }) => theme.spacing(2)};
`;

const Filter = styled(SelectField)`
  flex: 0 1 320px;
  min-width: 0;
`;

/**
 * As tall as the small Mark all as read button with or without it, so the list does not move when it comes or goes;
 * the count stays put too: at the right end of the toolbar the button comes in on its left (row-reverse), on a phone
 * (its own line, from the left) on its right.
 */
const Unread = styled.div`
  display: flex;
  flex-direction: row-reverse;
  flex-wrap: wrap;
  align-items: center;
  min-height: 32px;
  gap: ${({ theme }) => theme.spacing(1.5)};
  color: ${({ theme }) => theme.colors.textMuted};

  ${({ theme }) => theme.media.mobile} {
    flex-direction: row;
  }
`;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1.5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.spacing(2)};
`;

export type NotificationFilter = NotificationType | '';

export interface NotificationsViewProps {
  /** Every card loaded so far, pages appended in order; undefined while the first page loads. */
  notifications?: NotificationCardData[];
  total?: number;
  error?: unknown;
  onRetry: () => void;
  filter: NotificationFilter;
  onFilterChange: (filter: NotificationFilter) => void;
  hasMore: boolean;
  loadingMore: boolean;
  /** Loading the next page failed: the button stays, to try again. */
  moreFailed?: boolean;
  onLoadMore: () => void;
  unreadCount?: number;
  markingAll: boolean;
  onMarkAllRead: () => void;
}

/** The notifications page's body: type filter, unread count with Mark all as read, cards, Load More. */
export function NotificationsView(props: NotificationsViewProps) {
  const { notifications, total, error, onRetry, filter, onFilterChange, hasMore, loadingMore, moreFailed, onLoadMore } = props;
  const { unreadCount = 0, markingAll, onMarkAllRead } = props;
  const { t } = useDashboardT();
  const options = [
    { value: '', label: t('notificationsPage.allTypes') },
    ...NOTIFICATION_FILTER_TYPES.map((type) => ({ value: type, label: t(`notificationsPage.types.${type}`) })),
  ];

  return (
    <>
      <Toolbar>
        <Filter
          label={t('notificationsPage.filterLabel')}
          value={filter}
          options={options}
          onChange={(event) => onFilterChange(event.target.value as NotificationFilter)}
        />
        <Unread aria-live="polite">
          <span>{t('notificationsPage.unreadCount', { count: unreadCount })}</span>
          {unreadCount > 0 ? (
            <Button variant="secondary" size="sm" icon="check" loading={markingAll} onClick={onMarkAllRead}>
              {t('notificationsPage.markAllRead')}
            </Button>
          ) : null}
        </Unread>
      </Toolbar>
      {/* One region in every state (loading, failed, empty, cards): it starts where the skeleton stood and ends the page. */}
      <section aria-label={t('notificationsPage.region')}>
        {error && !notifications ? (
          <Card>
            <RetryAlert onRetry={onRetry}>{t('notificationsPage.loadFailed')}</RetryAlert>
          </Card>
        ) : !notifications ? (
          <Card>
            <Skeleton lines={6} height={22} label={t('notificationsPage.loading')} />
          </Card>
        ) : notifications.length === 0 ? (
          <Card>
            <EmptyState
              icon="bell"
              title={t(filter ? 'notificationsPage.emptyFilteredTitle' : 'notificationsPage.emptyTitle')}
              description={t(filter ? 'notificationsPage.emptyFilteredDescription' : 'notificationsPage.emptyDescription')}
            />
          </Card>
        ) : (
          <>
            <List aria-label={t('notificationsPage.listLabel', { shown: notifications.length, total: total ?? notifications.length })}>
              {notifications.map((notification) => (
                <li key={notification.id}>
                  <NotificationCard notification={notification} />
                </li>
              ))}
            </List>
            {hasMore ? (
              <More>
                {moreFailed ? <RetryAlert onRetry={onLoadMore}>{t('notificationsPage.moreFailed')}</RetryAlert> : null}
                {!moreFailed ? (
                  <Button variant="secondary" loading={loadingMore} onClick={onLoadMore}>
                    {t('notificationsPage.loadMore')}
                  </Button>
                ) : null}
              </More>
            ) : null}
          </>
        )}
      </section>
    </>
  );
}
