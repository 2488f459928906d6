import { areaPlugin } from '../../core/area';
import { registerCatalogs } from '../../core/i18n';
import enCA from './i18n/en-CA.json';
import frCA from './i18n/fr-CA.json';
import { notificationsRoutes } from './notifications.routes';

registerCatalogs('notifications', { 'en-CA': enCA, 'fr-CA': frCA });

/** The notifications area (spec part 2 §2 "Notifications page", §7): the paged list and each user's unread state. */
export const notificationsArea = areaPlugin([['/json/notifications', notificationsRoutes]]);
