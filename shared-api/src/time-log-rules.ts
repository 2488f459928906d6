/**
 * Time log rules shared by the server and both forms (mfe-workers' edit, mfe-crews' log time): the limits, and
 * how start, end and duration agree. Pure: no texts (each side words the problems in its own catalog).
 */

/** A log's hours are 0 to 24 and its minutes 0 to 59, never more than 24 hours in all. */
export const TIME_LOG_MAX_HOURS = 24;
export const TIME_LOG_MAX_MINUTES = 59;
export const TIME_LOG_MAX_DURATION = TIME_LOG_MAX_HOURS * 60;

const DAY = 24 * 60;

/** Minutes since midnight of an 'HH:MM' (or 'HH:MM:SS') time; null when it is not one. */
export function clockMinutes(time: string | null | undefined): number | null {
  const match = time?.match(/^([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * Minutes from start to end; an end before the start is on the next day (an overnight shift: 22:00 → 06:00 is
 * 480). Equal times are 0. null when either is not a time.
 */
export function minutesBetween(start: string | null | undefined, end: string | null | undefined): number | null {
  const from = clockMinutes(start);
  const to = clockMinutes(end);
  if (from === null || to === null) return null;
  return (to - from + DAY) % DAY;
}

/** Hours and minutes of a number of minutes (450 → 7 h 30). */
export const splitMinutes = (total: number) => ({ hours: Math.floor(total / 60), minutes: total % 60 });

/** What can make a log's times disagree; the field it belongs to is in `TIME_LOG_PROBLEM_FIELD`. */
export type TimeLogProblem =
  /** Start and end are the same time: no shift, or 24 hours? The reader must say. */
  | { code: 'same_times' }
  /** Hours and minutes were given and are not the time from start to end. */
  | { code: 'duration_mismatch'; expected: number }
  /** More than 24 hours. */
  | { code: 'too_long' }
  /** Neither a duration nor both times: nothing was logged. */
  | { code: 'empty' };

export const TIME_LOG_PROBLEM_FIELD = {
  same_times: 'end_time',
  duration_mismatch: 'duration',
  too_long: 'duration',
  empty: 'duration',
} as const satisfies Record<TimeLogProblem['code'], string>;

export interface TimeLogTimes {
  start_time: string | null;
  end_time: string | null;
  /** null when left blank (then worked out from the times when both are given). */
  hours: number | null;
  minutes: number | null;
}

/**
 * The duration a log records, or why its times contradict each other. With start and end both given the duration
 * is the time between them (overnight allowed), and hours and minutes, if given too, must be that; otherwise the
 * duration is hours and minutes, at most 24 hours and more than none. Hours and minutes are assumed each in range.
 */
export function timeLogDuration(times: TimeLogTimes): { duration: number; problem: null } | { duration: null; problem: TimeLogProblem } {
  const given = times.hours === null && times.minutes === null ? null : (times.hours ?? 0) * 60 + (times.minutes ?? 0);
  const span = minutesBetween(times.start_time, times.end_time);
  if (span !== null) {
    if (span === 0) return { duration: null, problem: { code: 'same_times' } };
    if (given !== null && given !== span) return { duration: null, problem: { code: 'duration_mismatch', expected: span } };
    return { duration: span, problem: null };
  }
  if (given !== null && given > TIME_LOG_MAX_DURATION) return { duration: null, problem: { code: 'too_long' } };
  if (!given) return { duration: null, problem: { code: 'empty' } };
  return { duration: given, problem: null };
}

/** Hours and minutes (as typed in a form) of the time from start to end; null unless both are times and differ. */
export function durationFromTimes(start: string, end: string): { hours: string; minutes: string } | null {
  const span = minutesBetween(start, end);
  if (!span) return null;
  const { hours, minutes } = splitMinutes(span);
  return { hours: String(hours), minutes: String(minutes) };
}

/** A time log form's times and amounts as typed ('' when blank). */
export interface TimeLogFormTimes {
  start_time: string;
  end_time: string;
  hours: string;
  minutes: string;
}

/** What a form says is wrong with a field: an amount out of range, or a contradiction of the shared rule. */
export type TimeLogFormProblem =
  | { code: 'not_whole'; field: 'hours' | 'minutes' }
  | { code: 'over_max'; field: 'hours' | 'minutes'; max: number }
  | TimeLogProblem;

/** A blank amount is null; otherwise the number typed (maybe not whole: `timeLogFormProblems` says). */
const amountOf = (value: string) => (value.trim() === '' ? null : Number(value));

/**
 * The form's check of times and amounts, before sending: hours and minutes whole numbers in range, then the same
 * agreement the server enforces (`timeLogDuration`). Keyed by the input that shows it; 'duration' has no input of
 * its own, so a form shows it under hours.
 */
export function timeLogFormProblems(values: TimeLogFormTimes): Partial<Record<'hours' | 'minutes' | 'end_time', TimeLogFormProblem>> {
  const problems: Partial<Record<'hours' | 'minutes' | 'end_time', TimeLogFormProblem>> = {};
  for (const [field, max] of [['hours', TIME_LOG_MAX_HOURS], ['minutes', TIME_LOG_MAX_MINUTES]] as const) {
    const amount = amountOf(values[field]);
    if (amount === null) continue;
    if (!Number.isInteger(amount) || amount < 0) problems[field] = { code: 'not_whole', field };
    else if (amount > max) problems[field] = { code: 'over_max', field, max };
  }
  if (problems.hours || problems.minutes) return problems;
  const { problem } = timeLogDuration({
    start_time: values.start_time || null,
    end_time: values.end_time || null,
    hours: amountOf(values.hours),
    minutes: amountOf(values.minutes),
  });
  if (problem) problems[problem.code === 'same_times' ? 'end_time' : 'hours'] = problem;
  return problems;
}

/** The amount to send: null when blank (the server then works it out from start and end). */
export const timeLogAmount = (value: string): number | null => amountOf(value);
