import type { Locale } from '../types';
import en from './en-CA.json';
import fr from './fr-CA.json';

/**
 * The page's language as `<html lang>` states it (shared-ui's changeLocale keeps it in step with the one i18n
 * instance). shared-api is bundled by each remote and knows nothing of shared-ui (ADR 7 and 12), so it reads the
 * language from the page rather than from the i18n library.
 */
export function pageLocale(): Locale {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return lang === 'fr-CA' ? 'fr-CA' : 'en-CA';
}

const catalogs: Record<Locale, typeof en> = { 'en-CA': en, 'fr-CA': fr };

/** The client's own few messages (when no answer came from the server), in the page's language. */
export function clientMessage(key: keyof typeof en): string {
  return catalogs[pageLocale()][key];
}
