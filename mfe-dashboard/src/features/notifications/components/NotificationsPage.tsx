import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  NOTIFICATION_FILTER_TYPES,
  markAllNotificationsRead,
  unreadCountKey,
  useNotificationPages,
  useUnreadNotificationCount,
  type NotificationsResponse,
  type UnreadCountResponse,
} from 'shared-api';
import { PageHeader, useDocumentTitle, useToast } from 'shared-ui';
import { useSWRConfig } from 'swr';
import { getDashboardT, useDashboardT } from '../../../i18n';
import { useMarkSeen } from '../hooks/useMarkSeen';
import { NotificationsView, type NotificationFilter } from './NotificationsView';

/** The type filter lives in the URL (?notification_type=…), so a filtered list can be linked to and reloaded. */
function filterOf(params: URLSearchParams): NotificationFilter {
  const type = params.get('notification_type') ?? '';
  return (NOTIFICATION_FILTER_TYPES as readonly string[]).includes(type) ? (type as NotificationFilter) : '';
}

const allRead = (pages: NotificationsResponse[]): NotificationsResponse[] =>
  pages.map((page) => ({
    ...page,
    unread_count: 0,
    notifications: { ...page.notifications, data: page.notifications.data.map((card) => ({ ...card, is_read: true })) },
  }));

/** /notifications: the customer's notifications, newest first, filtered by type, with Load More and unread state. */
export default function NotificationsPage() {
  const { t } = useDashboardT();
  useDocumentTitle(t('notificationsPage.title'));
  const toast = useToast();
  const { mutate: mutateKey } = useSWRConfig();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const setFilter = (next: NotificationFilter) => setParams(next ? { notification_type: next } : {}, { replace: true });
  const pages = useNotificationPages(filter);
  const unread = useUnreadNotificationCount();
  const [markingAll, setMarkingAll] = useState(false);

  const notifications = useMemo(() => pages.data?.flatMap((page) => page.notifications.data), [pages.data]);
  useMarkSeen(notifications);

  const last = pages.data?.at(-1);
  const loadingMore = pages.size > (pages.data?.length ?? 0) && !pages.error;
  const moreFailed = Boolean(pages.error && pages.data && pages.size > pages.data.length);

  async function markAll() {
    setMarkingAll(true);
    try {
      const { message, unread_count } = await markAllNotificationsRead();
      await mutateKey<UnreadCountResponse>(unreadCountKey, { unread_count }, { revalidate: false });
      await pages.mutate((current) => (current ? allRead(current) : current), { revalidate: false });
      toast.success(message);
    } catch (error) {
      toast.error((error as Error).message || getDashboardT()('notificationsPage.markAllFailed'));
    } finally {
      setMarkingAll(false);
    }
  }

  return (
    <>
      <PageHeader title={t('notificationsPage.title')} description={t('notificationsPage.description')} />
      <NotificationsView
        notifications={notifications}
        total={last?.notifications.total}
        error={pages.error}
        onRetry={() => void pages.mutate()}
        filter={filter}
        onFilterChange={setFilter}
        hasMore={Boolean(last?.notifications.next_page_url)}
        loadingMore={loadingMore}
        moreFailed={moreFailed}
        onLoadMore={() => void (moreFailed ? pages.mutate() : pages.setSize(pages.size + 1))}
        unreadCount={unread.data?.unread_count ?? last?.unread_count}
        markingAll={markingAll}
        onMarkAllRead={() => void markAll()}
      />
    </>
  );
}
