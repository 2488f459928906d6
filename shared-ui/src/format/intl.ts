import { currentLocale } from '../i18n/i18n';
import type { Locale } from '../i18n/locales';

/**
 * Dates, numbers, money and relative times in the reader's language, through `Intl` (never by hand): each
 * function formats in the current language unless given `locale`. Components call them through `useFormat()`, so
 * they re-render when the language changes.
 */
export interface LocaleOption {
  /** The language to format in; the current one when absent. */
  locale?: Locale;
}

/** A Date, a timestamp, an ISO date-time ('2025-06-14T15:30:00Z') or a calendar date ('2025-06-14'). */
export type DateInput = Date | string | number;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * '2025-06-14' is a day on the calendar (an expiry date), not midnight UTC: read as UTC it would show as
 * 13 June anywhere west of Greenwich. It is read as local midnight instead; everything else as Date reads it.
 */
export function toDate(value: DateInput): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'string') {
    const calendar = CALENDAR_DATE.exec(value);
    if (calendar) return new Date(Number(calendar[1]), Number(calendar[2]) - 1, Number(calendar[3]));
  }
  return new Date(value);
}

// Building an Intl formatter costs far more than using one; tables format hundreds of cells.
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();

function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  kind: string,
  locale: Locale,
  options: object,
  create: () => F,
): F {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = cache.get(key) as F | undefined;
  if (!formatter) {
    formatter = create();
    cache.set(key, formatter);
  }
  return formatter;
}

const dateTimeFormat = (locale: Locale, options: Intl.DateTimeFormatOptions) =>
  cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

const numberFormat = (locale: Locale, options: Intl.NumberFormatOptions) =>
  cached('number', locale, options, () => new Intl.NumberFormat(locale, options));

export type DateStyle = NonNullable<Intl.DateTimeFormatOptions['dateStyle']>;

/** A day: 'Jun 14, 2025' / '14 juin 2025' (medium, the default), '2025-06-14' (short), 'June 14, 2025' / '14 juin 2025' (long). */
export function formatDate(value: DateInput, { locale = currentLocale(), style = 'medium' }: LocaleOption & { style?: DateStyle } = {}): string {
  return dateTimeFormat(locale, { dateStyle: style }).format(toDate(value));
}

/** A day and a time: 'Jun 14, 2025, 3:30 p.m.' / '14 juin 2025, 15 h 30'. */
export function formatDateTime(
  value: DateInput,
  { locale = currentLocale(), dateStyle = 'medium', timeStyle = 'short' }: LocaleOption & { dateStyle?: DateStyle; timeStyle?: DateStyle } = {},
): string {
  return dateTimeFormat(locale, { dateStyle, timeStyle }).format(toDate(value));
}

/** A time of day: '3:30 p.m.' / '15 h 30'. */
export function formatTime(value: DateInput, { locale = currentLocale() }: LocaleOption = {}): string {
  return dateTimeFormat(locale, { timeStyle: 'short' }).format(toDate(value));
}

/**
 * Whole numbers between -999 and 999 read the same as their digits in every language the portal speaks (no
 * grouping, no decimals), which is what Intl answers too (a test holds them to it). Building the first
 * Intl.NumberFormat of a page costs 25–50 ms of a phone's main thread for the ICU data, so counts on a card skip it.
 */
const isPlainDigits = (value: number) => Number.isInteger(value) && value > -1000 && value < 1000 && !Object.is(value, -0);

/** '1,234.5' / '1 234,5'; any Intl.NumberFormat option (percent, units, digits) may be given. */
export function formatNumber(value: number, { locale = currentLocale(), ...options }: LocaleOption & Intl.NumberFormatOptions = {}): string {
  if (isPlainDigits(value) && Object.keys(options).length === 0) return String(value);
  return numberFormat(locale, options).format(value);
}

/** Money, in Canadian dollars unless told: '$1,234.50' / '1 234,50 $'. */
export function formatCurrency(
  amount: number,
  { locale = currentLocale(), currency = 'CAD', ...options }: LocaleOption & { currency?: string } & Omit<Intl.NumberFormatOptions, 'style' | 'currency'> = {},
): string {
  return numberFormat(locale, { ...options, style: 'currency', currency }).format(amount);
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The unit a person would use for a gap this long, and how many of them (rounded). */
function relativeParts(milliseconds: number): [number, Intl.RelativeTimeFormatUnit] {
  const size = Math.abs(milliseconds);
  const sign = milliseconds < 0 ? -1 : 1;
  const of = (unit: number) => sign * Math.round(size / unit);
  if (size < MINUTE) return [of(SECOND), 'second'];
  if (size < HOUR) return [of(MINUTE), 'minute'];
  if (size < DAY) return [of(HOUR), 'hour'];
  if (size < 7 * DAY) return [of(DAY), 'day'];
  if (size < 30 * DAY) return [of(7 * DAY), 'week'];
  if (size < 365 * DAY) return [Math.max(1, Math.round(size / (30.4375 * DAY))) * sign, 'month'];
  return [of(365.25 * DAY), 'year'];
}

/**
 * How far `value` is from now (or from `now`): 'in 2 years' / 'dans 2 ans', '3 days ago' / 'il y a 3 jours'.
 * With `numeric: 'auto'` (the default) a day away reads 'tomorrow' / 'demain' and a day past 'yesterday' / 'hier'.
 */
export function formatRelativeTime(
  value: DateInput,
  { locale = currentLocale(), now = new Date(), numeric = 'auto' }: LocaleOption & { now?: DateInput; numeric?: Intl.RelativeTimeFormatNumeric } = {},
): string {
  const [amount, unit] = relativeParts(toDate(value).getTime() - toDate(now).getTime());
  const formatter = cached('relative', locale, { numeric }, () => new Intl.RelativeTimeFormat(locale, { numeric }));
  return formatter.format(amount, unit);
}
