import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';

// Calendar dates in the reader's locale, apart from time.ts because the i18n catalogs format their date parameters
// with prettyDate while time.ts takes its "just now" from them.

/** Intl formatters are costly to build and safe to share: one per locale and style. */
export function cached<T>(build: (locale: Locale) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    let value = made.get(locale);
    if (value === undefined) made.set(locale, (value = build(locale)));
    return value;
  };
}

const dateFormat = cached((locale) => new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }));

/** A calendar date 'YYYY-MM-DD' is read as midnight UTC so it never shifts by the server's zone. */
export function parseDate(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
}

/** 'Mar 3, 2027' (« 3 mars 2027 ») for a calendar date. */
export function prettyDate(value: string | null, locale: Locale = DEFAULT_LOCALE): string | null {
  if (!value) return null;
  const date = parseDate(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat(locale).format(date);
}

