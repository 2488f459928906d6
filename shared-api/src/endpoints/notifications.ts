import useSWR from 'swr';
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

/**
 * Pages appended one after another (Load More: `setSize(size + 1)`), for one type filter; stops when the last page
 * has no next_page_url.
 */
export function useNotificationPages(notificationType: NotificationsQuery['notification_type'] = '') {
  return useSWRInfinite(
    (index: number, previous: NotificationsResponse | null) =>
      previous && !previous.notifications.next_page_url ? null : [notificationsKey, notificationType ?? '', index + 1],
    ([, type, page]: [string, string, number]) =>
      fetchNotifications({ page, notification_type: type as NotificationsQuery['notification_type'] }),
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
