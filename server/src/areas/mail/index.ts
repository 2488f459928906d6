import { areaPlugin } from '../../core/area';
import { registerCatalogs } from '../../core/i18n';
import enCA from './i18n/en-CA.json';
import frCA from './i18n/fr-CA.json';
import { outboxRoutes } from './outbox.routes';
import { undeliveredMailRoutes } from './undelivered.routes';

registerCatalogs('mail', { 'en-CA': enCA, 'fr-CA': frCA });

/** The mail area: the local outbox, readable in demo mode, and the mail that could not be delivered. */
export const mailArea = areaPlugin([
  ['/json/mail/outbox', outboxRoutes],
  ['/json/mail/undelivered', undeliveredMailRoutes],
]);
