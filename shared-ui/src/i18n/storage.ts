import { isLocale, pickLocale, type Locale } from './locales';

/** Where the language chosen on this device is kept (login page, public pages, and a copy of a signed-in choice). */
export const LOCALE_STORAGE_KEY = 'portal.locale';

/** The language last chosen on this device, if any. Storage may be unavailable (private mode, blocked): then none. */
export function rememberedLocale(): Locale | null {
  try {
    const stored = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function rememberLocale(locale: Locale): void {
  try {
    globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Not remembered; the choice still holds for this page.
  }
}

/** The browser's preference: `navigator.languages` (the Accept-Language the browser sends), else `navigator.language`. */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages?.length) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

/**
 * The language of a page before the user's stored choice is known (the login page, public pages, the first paint
 * of the portal): the one last chosen on this device, else the best match for the browser's languages, else en-CA.
 */
export function deviceLocale(): Locale {
  return rememberedLocale() ?? pickLocale(browserLanguages());
}
