/**
 * The process's clock, set from PORTAL_CLOCK so that a test can run the demo seed and the server as they are on
 * another day. Every `new Date()` and `Date.now()` of the process moves by one offset and time runs on from there: the
 * seed, the server's relative texts and the embedded database's now() (PGlite reads the process's Date) all read one
 * clock. PostgreSQL's now() keeps the real time, so the config allows it on the embedded database only.
 */

/** "2027-01-31" (14:00 UTC, a working morning in Montréal) or a full ISO date-time; undefined when not a valid one. */
export function parseClock(value: string): Date | undefined {
  const text = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T14:00:00Z` : value;
  const date = new Date(text);
  return /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(date.getTime()) ? date : undefined;
}

/** From now on the process's Date reads `start` plus the time elapsed since this call. */
export function startClockAt(start: Date): void {
  const RealDate = Date;
  const offset = start.getTime() - RealDate.now();
  class ShiftedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as [string | number | Date]));
    }

    static now(): number {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
}
