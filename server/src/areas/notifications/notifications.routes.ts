import type { MarkReadResponse, NotificationsResponse, UnreadCountResponse } from 'shared-api/contract';
import { NOTIFICATIONS_PER_PAGE } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { notFound, parse } from '../../core/http/errors';
import { routeIds } from '../../core/http/ids';
import { paginated } from '../../core/http/pagination';
import { responses } from '../../core/http/response';
import { sessionOf } from '../../core/auth/plugin';
import { t } from '../../core/i18n';
import { findNotifications, markAllRead, markRead, unreadCount } from './repository';
import { listQuery, markReadResponse, notificationsResponse, unreadCountResponse } from './schemas';

/** /json/notifications: the customer's notifications page by page and type, with each user's unread state. */
export const notificationsRoutes: RoutesPlugin = async (app, { db }) => {
  app.get('/', { schema: { response: responses({ 200: notificationsResponse }) } }, async (request): Promise<NotificationsResponse> => {
    const { customerId, userId } = sessionOf(request);
    const query = parse(listQuery, request.query);
    const [{ cards, total }, unread] = await Promise.all([
      findNotifications(db, { customerId, userId, type: query.notification_type, page: query.page, perPage: NOTIFICATIONS_PER_PAGE, locale: request.locale }),
      unreadCount(db, customerId, userId),
    ]);
    return {
      notifications: paginated(cards, total, query.page, NOTIFICATIONS_PER_PAGE, {
        path: '/json/notifications',
        query: { notification_type: query.notification_type },
      }),
      unread_count: unread,
    };
  });

  app.get('/unread-count', { schema: { response: responses({ 200: unreadCountResponse }) } }, async (request): Promise<UnreadCountResponse> => {
    const { customerId, userId } = sessionOf(request);
    return { unread_count: await unreadCount(db, customerId, userId) };
  });

  app.put('/read-all', { schema: { response: responses({ 200: markReadResponse }) } }, async (request): Promise<MarkReadResponse> => {
    const { customerId, userId } = sessionOf(request);
    await markAllRead(db, customerId, userId);
    return { message: t(request, 'notifications:all_read'), unread_count: await unreadCount(db, customerId, userId) };
  });

  app.put('/:id/read', { schema: { response: responses({ 200: markReadResponse }) } }, async (request): Promise<MarkReadResponse> => {
    const { customerId, userId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    if (!(await markRead(db, customerId, userId, id))) throw notFound();
    return { message: t(request, 'notifications:read'), unread_count: await unreadCount(db, customerId, userId) };
  });
};
