/**
 * Calendar days as 'YYYY-MM-DD' strings, the value a date input gives a form. Arithmetic goes through UTC so that a
 * change of time (DST) never moves a day.
 */

/** The years the server takes (`isCalendarDate`): a date field refuses others before the form is sent. */
export const EARLIEST_DATE = '1900-01-01';
export const LATEST_DATE = '2999-12-31';

interface Day {
  year: number;
  month: number;
  day: number;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

export function toIsoDate({ year, month, day }: Day): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

function fromUtc(date: Date): string {
  return toIsoDate({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
}

function partsOf(iso: string): Day {
  const [year, month, day] = iso.split('-').map(Number);
  return { year, month, day };
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** What the text typed in a date field is: nothing, not yet a date, a date that is not on the calendar, or a day. */
export type ReadDate =
  | { kind: 'empty' }
  | { kind: 'unreadable' }
  | { kind: 'noSuchMonth' }
  | { kind: 'noSuchDay'; year: number; month: number; days: number }
  | { kind: 'date'; iso: string };

/** Year, month and day with dashes; one-digit months and days are taken too ('2027-3-4' is 2027-03-04). */
const TYPED_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

export function readDate(text: string): ReadDate {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const typed = TYPED_DATE.exec(trimmed);
  if (!typed) return { kind: 'unreadable' };
  const [year, month, day] = typed.slice(1).map(Number);
  if (month < 1 || month > 12) return { kind: 'noSuchMonth' };
  const days = daysInMonth(year, month);
  if (day < 1 || day > days) return { kind: 'noSuchDay', year, month, days };
  return { kind: 'date', iso: toIsoDate({ year, month, day }) };
}

/**
 * What a date field shows after a keystroke: digits and dashes only ('/' and '.' read as dashes), at most
 * yyyy-mm-dd, and the dashes written for the typist after the year and the month when typing forward.
 */
export function tidyTyping(typed: string, before: string): string {
  let text = typed.replace(/[/. ]/g, '-').replace(/[^\d-]/g, '').replace(/-{2,}/g, '-');
  if (typed.length > before.length) {
    text = text.replace(/^(\d{4})(\d)/, '$1-$2').replace(/^(\d{4}-\d{2})(\d)/, '$1-$2');
    if (/^\d{4}$|^\d{4}-\d{2}$/.test(text)) text += '-';
  }
  return text.slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  const { year, month, day } = partsOf(iso);
  return fromUtc(new Date(Date.UTC(year, month - 1, day + days)));
}

/** The same day `months` later, or that month's last day when it is shorter (Jan 31 + 1 month is Feb 28). */
export function addMonths(iso: string, months: number): string {
  const { year, month, day } = partsOf(iso);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const target = { year: first.getUTCFullYear(), month: first.getUTCMonth() + 1 };
  return toIsoDate({ ...target, day: Math.min(day, daysInMonth(target.year, target.month)) });
}

export function clampDate(iso: string, min: string, max: string): string {
  if (iso < min) return min;
  if (iso > max) return max;
  return iso;
}

/** Sunday 0 … Saturday 6. */
export function weekdayOf(iso: string): number {
  const { year, month, day } = partsOf(iso);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The local day on the device's clock. */
export function todayIso(now: Date = new Date()): string {
  return toIsoDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
}

/** The weeks of the month holding `iso`, each seven days long; days of the months around are null. */
export function monthWeeks(iso: string, firstWeekday: number): Array<Array<string | null>> {
  const { year, month } = partsOf(iso);
  const first = toIsoDate({ year, month, day: 1 });
  const lead = (weekdayOf(first) - firstWeekday + 7) % 7;
  const cells: Array<string | null> = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= daysInMonth(year, month); day += 1) cells.push(toIsoDate({ year, month, day }));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

interface WeekInfo {
  firstDay: number;
}

/**
 * The day a week starts on in `locale`'s calendars, Sunday 0 … Saturday 6: Sunday for en-CA and fr-CA, as Canadian
 * calendars print it. Read from Intl.Locale's week information where the browser has it, else Sunday.
 */
export function firstWeekdayOf(locale: string): number {
  const intlLocale = new Intl.Locale(locale) as Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };
  const info = intlLocale.getWeekInfo?.() ?? intlLocale.weekInfo;
  // Intl counts Monday 1 … Sunday 7.
  return info ? info.firstDay % 7 : 0;
}

/** A calendar day as the Date Intl names when told `timeZone: 'UTC'`: the same day wherever the reader is. */
export function dateForIntl(iso: string): Date {
  const { year, month, day } = partsOf(iso);
  return new Date(Date.UTC(year, month - 1, day));
}
