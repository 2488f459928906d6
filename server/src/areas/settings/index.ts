import { areaPlugin, type AreaDeps } from '../../core/area';
import { registerCatalogs } from '../../core/i18n';
import type { JobHandlers } from '../../core/jobs';
import enCA from './i18n/en-CA.json';
import frCA from './i18n/fr-CA.json';
import { settingsRoutes } from './settings.routes';
import { subscriptionsRoutes } from './subscriptions.routes';
import { expiryReminderJobHandlers } from './jobs/expiry-reminders';

registerCatalogs('settings', { 'en-CA': enCA, 'fr-CA': frCA });

/**
 * The settings area (spec part 2 §2 "Settings page", §7): the integration token, the account's features, the
 * subscription, and the expiry reminder schedule with the daily job that follows it.
 */
export const settingsArea = areaPlugin([
  ['/json/settings', settingsRoutes],
  ['/json/subscriptions', subscriptionsRoutes],
]);

/** The daily expiry reminders and weekly digests. */
export function settingsJobHandlers({ db, config }: AreaDeps): JobHandlers {
  return expiryReminderJobHandlers(db, config.publicUrl);
}

export { scheduleExpiryReminders } from './jobs/expiry-reminders';
