import { areaPlugin } from '../../core/area';
import { registerCatalogs } from '../../core/i18n';
import enCA from './i18n/en-CA.json';
import frCA from './i18n/fr-CA.json';
import { outboxRoutes } from './outbox.routes';

registerCatalogs('mail', { 'en-CA': enCA, 'fr-CA': frCA });

/** The mail area: the local outbox, readable in demo mode. */
export const mailArea = areaPlugin([['/json/mail/outbox', outboxRoutes]]);
