const DAY_MS = 24 * 3600 * 1000;

/** The calendar date `days` after `now` (negative: before), as 'YYYY-MM-DD' in UTC. */
export function dateFrom(now: Date, days: number): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** An instant `days` (fractions allowed) before `now`. */
export function daysAgo(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** The calendar date `months` after a 'YYYY-MM-DD' date (negative: before), clamped to the month's end. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return first.toISOString().slice(0, 10);
}
