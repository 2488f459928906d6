import { DEFAULT_LOCALE, t, type Locale } from '../i18n';

/**
 * Relative times and dates as the spec's *_diff_for_humans and *_pretty_date fields show them, in the reader's
 * locale through Intl: "3 days ago", "in 2 weeks", "Mar 3, 2027"; « il y a 3 jours », « dans 2 semaines »,
 * « 3 mars 2027 ». Intl's en-CA output is the spec's English (the unit tests hold every unit and month to it);
 * only "just now" comes from the catalog, where Intl would say "now".
 */
const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** Intl formatters are costly to build and safe to share: one per locale and style. */
function cached<T>(build: (locale: Locale) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    let value = made.get(locale);
    if (value === undefined) made.set(locale, (value = build(locale)));
    return value;
  };
}

/** "3 days ago", "in 1 day": always a number, as the spec writes them. */
const relativeFormat = cached((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'always' }));
/** "today", « aujourd’hui ». */
const dayWordFormat = cached((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
const dateFormat = cached((locale) => new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }));

export function diffForHumans(date: Date | string, now: Date = new Date(), locale: Locale = DEFAULT_LOCALE): string {
  const target = typeof date === 'string' ? parseDate(date) : date;
  const seconds = Math.round((target.getTime() - now.getTime()) / 1000);
  const abs = Math.abs(seconds);
  for (const [unit, size] of UNITS) {
    if (abs >= size) {
      const count = Math.floor(abs / size);
      return relativeFormat(locale).format(seconds < 0 ? -count : count, unit);
    }
  }
  return t(locale, 'time.just_now');
}

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

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const DAY_MS = 24 * 3600 * 1000;

/** Relative text for a calendar date, counted in whole days from today: "today", "in 3 weeks", "2 days ago". */
export function dateDiffForHumans(value: string, today: Date = new Date(), locale: Locale = DEFAULT_LOCALE): string {
  const days = Math.round((parseDate(value).getTime() - parseDate(isoDate(today)).getTime()) / DAY_MS);
  if (days === 0) return dayWordFormat(locale).format(0, 'day');
  return diffForHumans(new Date(days * DAY_MS), new Date(0), locale);
}
