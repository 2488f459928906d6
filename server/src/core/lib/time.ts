/** Relative times as the spec's *_diff_for_humans fields show them ("3 days ago", "in 2 weeks"). */
const UNITS: Array<[string, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

export function diffForHumans(date: Date | string, now: Date = new Date()): string {
  const target = typeof date === 'string' ? parseDate(date) : date;
  const seconds = Math.round((target.getTime() - now.getTime()) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 1) return 'just now';
  for (const [unit, size] of UNITS) {
    if (abs >= size) {
      const count = Math.floor(abs / size);
      const text = `${count} ${unit}${count === 1 ? '' : 's'}`;
      return seconds < 0 ? `${text} ago` : `in ${text}`;
    }
  }
  return 'just now';
}

/** A calendar date 'YYYY-MM-DD' is read as midnight UTC so it never shifts by the server's zone. */
export function parseDate(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Mar 3, 2027' for a calendar date. */
export function prettyDate(value: string | null): string | null {
  if (!value) return null;
  const date = parseDate(value);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const DAY_MS = 24 * 3600 * 1000;

/** Relative text for a calendar date, counted in whole days from today: "today", "in 3 weeks", "2 days ago". */
export function dateDiffForHumans(value: string, today: Date = new Date()): string {
  const days = Math.round((parseDate(value).getTime() - parseDate(isoDate(today)).getTime()) / DAY_MS);
  if (days === 0) return 'today';
  return diffForHumans(new Date(days * DAY_MS), new Date(0));
}
