const pad = (value: number) => String(value).padStart(2, '0');

/** The visitor's calendar date as YYYY-MM-DD (not UTC: a worker near midnight means their own today). */
export function localIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** YYYY-MM-DD plus whole months; a day the target month lacks becomes its last day (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(isoDate: string, months: number): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${isoDate}`);
  const [, year, month, day] = match.map(Number);
  const monthIndex = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = monthIndex - targetYear * 12;
  const daysInTarget = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return `${targetYear}-${pad(targetMonth + 1)}-${pad(Math.min(day, daysInTarget))}`;
}

/**
 * The expiry the fulfil page proposes when the issued date changes (part 2 §4, §9): the issued date, or today
 * when it was cleared, plus the credential's validity period. Null when the credential has no validity
 * period: the expiry is then left as the worker typed it.
 */
export function proposedExpiry(issued: string, validityPeriodMonths: number | null, today: Date = new Date()): string | null {
  if (!validityPeriodMonths) return null;
  const from = ISO_DATE.test(issued) ? issued : localIsoDate(today);
  return addMonths(from, validityPeriodMonths);
}
