import useSWR, { unstable_serialize, useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { apiFetch } from '../client';
import type { MarkReadResponse, NotificationsQuery, NotificationsResponse, UnreadCountResponse } from '../settings-types';

/** The notifications page (spec part 2 §2, §7) and the sidebar's unread badge. */

export const notificationsKey = '/notifications';
export const unreadCountKey = '/notifications/unread-count';

export const fetchNotifications = (query: NotificationsQuery = {}) =>
  apiFetch<NotificationsResponse>(notificationsKey, { query: { ...query } });

/** One page. */
export function useNotifications(query: NotificationsQuery) {
  return useSWR([notificationsKey, query.notification_type ?? '', query.page ?? 1], () => fetchNotifications(query), {
    keepPreviousData: true,
  });
}

/** The SWR key of one page of notifications: the key the portal's page data carries the first page under. */
const notificationsPageKey = (notificationType: NotificationsQuery['notification_type'] = '', page = 1) =>
  [notificationsKey, notificationType ?? '', page] as const;

/**
 * Pages appended one after another (Load More: `setSize(size + 1)`), for one type filter; stops when the last page
 * has no next_page_url. A first page already in the cache or the fallback (the portal's page carries it) is shown
 * on the first render instead of a loading state; the loader still refreshes it once mounted.
 */
export function useNotificationPages(notificationType: NotificationsQuery['notification_type'] = '') {
  const { cache, fallback } = useSWRConfig();
  const firstKey = unstable_serialize(notificationsPageKey(notificationType));
  const cachedFirst = (cache.get(firstKey)?.data ?? fallback[firstKey]) as NotificationsResponse | undefined;
  return useSWRInfinite(
    (index: number, previous: NotificationsResponse | null) =>
      previous && !previous.notifications.next_page_url ? null : notificationsPageKey(notificationType, index + 1),
    ([, type, page]: readonly [string, string, number]) =>
      fetchNotifications({ page, notification_type: type as NotificationsQuery['notification_type'] }),
    { fallbackData: cachedFirst ? [cachedFirst] : undefined },
  );
}

export const fetchUnreadCount = () => apiFetch<UnreadCountResponse>(unreadCountKey);

/** The sidebar badge; refreshed every minute and when the window regains focus. */
export function useUnreadNotificationCount() {
  return useSWR(unreadCountKey, fetchUnreadCount, { refreshInterval: 60_000 });
}

export const markNotificationRead = (notificationId: number) =>
  apiFetch<MarkReadResponse>(`/notifications/${notificationId}/read`, { method: 'PUT' });

export const markAllNotificationsRead = () => apiFetch<MarkReadResponse>('/notifications/read-all', { method: 'PUT' });
