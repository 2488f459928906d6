import { areaPlugin } from '../../core/area';
import { outboxRoutes } from './outbox.routes';

/** The mail area: the local outbox, readable in demo mode. */
export const mailArea = areaPlugin([['/json/mail/outbox', outboxRoutes]]);
