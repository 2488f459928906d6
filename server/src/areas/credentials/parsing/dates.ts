/**
 * Dates as certificates and spreadsheets write them: 2025-03-14, March 14, 2025, Mar 14 2025, 14 March 2025,
 * 14-Mar-2025, 14/03/2025, 03/14/2025, March 2025 (and the French month names of Québec certificates).
 */

/** Day and month order of numeric dates (14/03/2025 vs 03/14/2025). */
export type NumericOrder = 'dmy' | 'mdy';

export interface FoundDate {
  /** YYYY-MM-DD; for a month without a day, its first day. */
  iso: string;
  /** Where the date was written in the text. */
  start: number;
  end: number;
  /** A numeric date whose day and month could be either way round (03/04/2025). */
  ambiguous: boolean;
  /** 'month' when only a month and year were written. */
  precision: 'day' | 'month';
}

const MONTHS: Array<[number, string[]]> = [
  [1, ['january', 'jan', 'janvier', 'janv']],
  [2, ['february', 'feb', 'février', 'fevrier', 'févr', 'fevr']],
  [3, ['march', 'mar', 'mars']],
  [4, ['april', 'apr', 'avril', 'avr']],
  [5, ['may', 'mai']],
  [6, ['june', 'jun', 'juin']],
  [7, ['july', 'jul', 'juillet', 'juil']],
  [8, ['august', 'aug', 'août', 'aout']],
  [9, ['september', 'sept', 'sep', 'septembre']],
  [10, ['october', 'oct', 'octobre']],
  [11, ['november', 'nov', 'novembre']],
  [12, ['december', 'dec', 'décembre', 'decembre', 'déc']],
];

const MONTH_BY_NAME = new Map(MONTHS.flatMap(([month, names]) => names.map((name) => [name, month] as const)));
// Longest names first, so "september" is not read as "sep" followed by "tember".
const MONTH_NAMES = [...MONTH_BY_NAME.keys()].sort((a, b) => b.length - a.length).join('|');
const MONTH = `(${MONTH_NAMES})\\.?`;
const DAY = '(\\d{1,2})(?:st|nd|rd|th|er)?';
const YEAR = '(\\d{4})';

interface Pattern {
  regex: RegExp;
  read(match: RegExpExecArray, order: NumericOrder): { year: number; month: number; day: number | null; ambiguous: boolean } | null;
}

const monthOf = (name: string) => MONTH_BY_NAME.get(name.toLowerCase()) ?? 0;

/** Tried in this order; a later pattern never reads text an earlier one already took. */
const PATTERNS: Pattern[] = [
  {
    // 2025-03-14, 2025/03/14, 2025.03.14
    regex: /(?<![\d.])(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?![\d])/g,
    read: (m) => ({ year: +m[1], month: +m[2], day: +m[3], ambiguous: false }),
  },
  {
    // March 14, 2025 / Mar 14 2025 / Mar. 14th, 2025
    regex: new RegExp(`\\b${MONTH}\\s+${DAY},?\\s+${YEAR}\\b`, 'giu'),
    read: (m) => ({ year: +m[3], month: monthOf(m[1]), day: +m[2], ambiguous: false }),
  },
  {
    // 14 March 2025 / 14th of March, 2025 / 14-Mar-2025 / 14 mars 2025
    regex: new RegExp(`\\b${DAY}(?:\\s+of)?[\\s-]+${MONTH},?[\\s-]+${YEAR}\\b`, 'giu'),
    read: (m) => ({ year: +m[3], month: monthOf(m[2]), day: +m[1], ambiguous: false }),
  },
  {
    // 14/03/2025, 03/14/2025, 14.03.2025, 14-03-2025
    regex: /(?<![\d.])(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?![\d])/g,
    read: (m, order) => {
      const first = +m[1];
      const second = +m[2];
      if (first > 12 && second > 12) return null;
      const dayFirst = first > 12 ? true : second > 12 ? false : order === 'dmy';
      return {
        year: +m[3],
        month: dayFirst ? second : first,
        day: dayFirst ? first : second,
        ambiguous: first <= 12 && second <= 12 && first !== second,
      };
    },
  },
  {
    // March 2025
    regex: new RegExp(`\\b${MONTH},?\\s+${YEAR}\\b`, 'giu'),
    read: (m) => ({ year: +m[2], month: monthOf(m[1]), day: null, ambiguous: false }),
  },
];

const pad = (value: number) => String(value).padStart(2, '0');

/** YYYY-MM-DD of a real calendar day within reason for a credential, else null. */
export function calendarDate(year: number, month: number, day: number): string | null {
  if (year < 1950 || year > 2150 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The last day of a month, for a "valid until March 2027" that names no day. */
export function endOfMonth(iso: string): string {
  const [year, month] = iso.split('-').map(Number);
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** YYYY-MM-DD `months` later, clamped to the end of a shorter month. */
export function addMonths(iso: string, months: number): string {
  const [year, month, day] = iso.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

const NUMERIC = /(?<![\d.])(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?![\d])/g;

/**
 * The order numeric dates follow in these texts, when one of them gives it away (a first number above 12
 * means day first, a second above 12 month first); null when none does or they disagree.
 */
export function numericDateOrder(texts: string[]): NumericOrder | null {
  let dayFirst = false;
  let monthFirst = false;
  for (const text of texts) {
    for (const match of text.matchAll(NUMERIC)) {
      if (+match[1] > 12 && +match[2] <= 12) dayFirst = true;
      if (+match[2] > 12 && +match[1] <= 12) monthFirst = true;
    }
  }
  if (dayFirst === monthFirst) return null;
  return dayFirst ? 'dmy' : 'mdy';
}

/**
 * Every date written in the text, in reading order. Numeric dates follow `order`, else the order the text
 * itself reveals, else day first (the Canadian government's and most certificates' way), marked ambiguous.
 */
export function findDates(text: string, order?: NumericOrder): FoundDate[] {
  const revealed = order ?? numericDateOrder([text]);
  const numericOrder = revealed ?? 'dmy';
  const found: FoundDate[] = [];
  const taken: Array<[number, number]> = [];
  for (const pattern of PATTERNS) {
    pattern.regex.lastIndex = 0;
    for (const match of text.matchAll(pattern.regex)) {
      const start = match.index;
      const end = start + match[0].length;
      if (taken.some(([s, e]) => start < e && end > s)) continue;
      const parts = pattern.read(match, numericOrder);
      if (!parts) continue;
      const iso = calendarDate(parts.year, parts.month, parts.day ?? 1);
      if (!iso) continue;
      taken.push([start, end]);
      found.push({
        iso,
        start,
        end,
        ambiguous: parts.ambiguous && !revealed,
        precision: parts.day === null ? 'month' : 'day',
      });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** Why a text is not one date: a code (the caller chooses the message). */
export type DateTextResult = { iso: string } | { problem: 'invalid' | 'ambiguous' };

/**
 * One cell or field holding exactly one date to the day. A numeric date that could be read both ways is
 * ambiguous unless `order` settles it.
 */
export function parseDateText(value: string, order?: NumericOrder): DateTextResult {
  const text = value.trim();
  const [date] = findDates(text, order ?? 'dmy');
  if (!date || date.start !== 0 || date.end !== text.length || date.precision !== 'day') return { problem: 'invalid' };
  if (!order) {
    const numeric = new RegExp(NUMERIC.source).exec(text);
    if (numeric && +numeric[1] <= 12 && +numeric[2] <= 12 && +numeric[1] !== +numeric[2]) return { problem: 'ambiguous' };
  }
  return { iso: date.iso };
}
