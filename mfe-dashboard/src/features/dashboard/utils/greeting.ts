import type { Locale } from 'shared-ui';
import { getDashboardT } from '../../../i18n';

/** The spec's thresholds (§9): Morning before 12:00, Afternoon before 18:00, otherwise Evening. */
export const AFTERNOON_STARTS_AT = 12;
export const EVENING_STARTS_AT = 18;

/**
 * "Good Morning, Ada" ("Bonjour, Ada") by the browser's local time, in `locale` (the current language when absent);
 * without a first name just "Good Morning".
 */
export function greeting(now: Date, firstName?: string | null, locale?: Locale): string {
  const t = getDashboardT(locale);
  const hour = now.getHours();
  const period = hour < AFTERNOON_STARTS_AT ? 'morning' : hour < EVENING_STARTS_AT ? 'afternoon' : 'evening';
  const name = firstName?.trim();
  return name ? t(`greeting.${period}Named`, { name }) : t(`greeting.${period}`);
}
