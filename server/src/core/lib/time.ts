import { DEFAULT_LOCALE, t, type Locale } from '../i18n';
import { cached, parseDate } from './dates';

export { parseDate, prettyDate } from './dates';

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

/** "3 days ago", "in 1 day": always a number, as the spec writes them. */
const relativeFormat = cached((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'always' }));
/** "today", « aujourd’hui ». */
const dayWordFormat = cached((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));

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

/**
 * The first moment after `now` at which diffForHumans(date, moment) may read otherwise than at `now` (in any locale:
 * the words change only with the unit and the count), so that a text written at `now` may be kept until then: when
 * the count grows ("3 days ago" to "4 days ago") or the unit does ("4 weeks ago" to "1 month ago"). A date not in
 * the past gets `now`: its text is not kept.
 */
export function diffForHumansChangesAt(date: Date | string, now: Date = new Date()): Date {
  const target = typeof date === 'string' ? parseDate(date) : date;
  if (target.getTime() >= now.getTime()) return now;
  const abs = -Math.round((target.getTime() - now.getTime()) / 1000);
  // "just now" until a second is counted; otherwise the next count of the unit, or the next unit, whichever is first.
  const size = UNITS.find(([, unitSize]) => abs >= unitSize)?.[1];
  const larger = UNITS.map(([, unitSize]) => unitSize).filter((unitSize) => unitSize > abs);
  const next = size === undefined ? 1 : Math.min((Math.floor(abs / size) + 1) * size, ...larger);
  // diffForHumans rounds to whole seconds: it counts `next` seconds once more than next - 0.5 of them have passed.
  return new Date(target.getTime() + (next - 0.5) * 1000);
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
