import { z } from 'zod';
import { isCalendarDate } from '../../core/lib/validation';
import { idSchema } from '../../core/http/ids';
import { messageResponse, paginatedOf } from '../../core/http/response';
import { msg, type Message } from '../../core/i18n';
import {
  splitMinutes,
  timeLogDuration,
  TIME_LOG_MAX_HOURS,
  TIME_LOG_MAX_MINUTES,
  TIME_LOG_PROBLEM_FIELD,
  type MessageResponse,
  type TimeLog,
  type TimeLogCrewOptionsResponse,
  type TimeLogProblem,
  type TimeLogWorkerOptionsResponse,
  type TimeLogResponse,
  type TimeLogsResponse,
} from 'shared-api/contract';

const DATE_MESSAGE = msg('time-logs:date_invalid');
const YEAR_MESSAGE = msg('time-logs:list.year');
const MONTH_MESSAGE = msg('time-logs:list.month');

const optionalId = (message: Message) =>
  z.preprocess((value) => (value === '' ? undefined : value), idSchema(message).optional());

export const listQuery = z.object({
  page: z.coerce.number({ error: msg('time-logs:list.page_number') }).int().min(1, msg('validation.page_min')).default(1),
  year: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number({ error: YEAR_MESSAGE }).int(YEAR_MESSAGE).min(1900, YEAR_MESSAGE).max(2999, YEAR_MESSAGE).optional(),
  ),
  month: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number({ error: MONTH_MESSAGE }).int(MONTH_MESSAGE).min(1, MONTH_MESSAGE).max(12, MONTH_MESSAGE).optional(),
  ),
  worker_id: optionalId(msg('time-logs:list.worker_id')),
  crew_id: optionalId(msg('time-logs:list.crew_id')),
  date: z.preprocess((value) => (value === '' ? undefined : value), z.string().refine(isCalendarDate, DATE_MESSAGE).optional()),
});

export type TimeLogQuery = z.infer<typeof listQuery>;

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** An optional HH:MM time; blank means none. */
const optionalClock = (attribute: 'start_time' | 'end_time') => {
  const message = msg('time-logs:clock', { attribute: msg(`time-logs:attributes.${attribute}`) });
  return z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z
      .string({ error: message })
      .trim()
      .regex(CLOCK, message)
      .transform((value) => value.slice(0, 5))
      .nullable(),
  );
};

const WORKER_REQUIRED = msg('time-logs:worker_required');
const DATE_REQUIRED = msg('time-logs:date_required');

/** Hours or minutes: a whole number from 0 to max; null when left out or blank. */
const amount = (field: 'hours' | 'minutes', max: number) => {
  const attribute = msg(`time-logs:attributes.${field}`);
  return z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.coerce
      .number({ error: msg('time-logs:number', { attribute }) })
      .int(msg('time-logs:whole_number', { attribute }))
      .min(0, msg('time-logs:at_least', { attribute, min: 0 }))
      .max(max, msg('time-logs:at_most', { attribute, max }))
      .nullable(),
  );
};

/** The contradiction's message, on the field the shared rule names. */
function problemMessage(problem: TimeLogProblem): Message {
  switch (problem.code) {
    case 'same_times':
      return msg('time-logs:same_times');
    case 'duration_mismatch':
      return msg('time-logs:duration_mismatch', { hours: Math.floor(problem.expected / 60), minutes: problem.expected % 60 });
    case 'too_long':
      return msg('time-logs:duration_too_long');
    case 'empty':
      return msg('time-logs:duration_missing');
  }
}

export const timeLogInput = z
  .object({
    worker_id: idSchema(WORKER_REQUIRED),
    crew_id: z.preprocess((value) => (value === '' ? null : value), idSchema(msg('time-logs:crew_invalid')).nullable().optional()),
    date: z.string({ error: DATE_REQUIRED }).trim().min(1, { error: DATE_REQUIRED, abort: true }).refine(isCalendarDate, DATE_MESSAGE),
    start_time: optionalClock('start_time'),
    end_time: optionalClock('end_time'),
    hours: amount('hours', TIME_LOG_MAX_HOURS),
    minutes: amount('minutes', TIME_LOG_MAX_MINUTES),
    notes: z.string({ error: msg('time-logs:notes_text') }).trim().max(2000, msg('time-logs:notes_too_long', { max: 2000 })).nullable().optional(),
  })
  // Start, end and duration must agree (shared-api's rule, the forms' too). A transform runs only once every field
  // parsed, so one mistake gets one message; the stored hours and minutes are the agreed duration.
  .transform((input, ctx) => {
    const { duration, problem } = timeLogDuration(input);
    if (problem) {
      ctx.addIssue({ code: 'custom', path: [TIME_LOG_PROBLEM_FIELD[problem.code]], message: problemMessage(problem) });
      return z.NEVER;
    }
    return { ...input, ...splitMinutes(duration ?? 0) };
  });

export type TimeLogFields = z.infer<typeof timeLogInput>;

/** A time log as every answer gives it (this area's, and the crews area's activity and month). */
export const timeLog = z.object({
  id: z.number().int(),
  worker: z.object({ id: z.number().int(), full_name: z.string() }),
  crew: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  crew_id: z.number().int().nullable(),
  date: z.string(),
  pretty_date: z.string(),
  date_label: z.string(),
  date_diff_for_humans: z.string(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  hours: z.number().int(),
  minutes: z.number().int(),
  duration: z.number().int(),
  notes: z.string().nullable(),
}) satisfies z.ZodType<TimeLog>;

export const timeLogsResponse = z.object({
  time_logs: paginatedOf(timeLog),
  totals: z.object({ hours: z.number().int(), minutes: z.number().int(), duration: z.number().int() }),
}) satisfies z.ZodType<TimeLogsResponse>;

/** GET /json/time-logs/options/workers and /options/crews: the text typed and the chosen id. */
export const optionsQuery = z.object({
  search: z.preprocess((value) => value ?? '', z.string({ error: msg('time-logs:options.search') }).max(100, msg('time-logs:options.search'))),
  id: optionalId(msg('time-logs:options.id')),
});

const named = z.object({ id: z.number().int() });
export const workerOptionsResponse = z.object({
  workers: z.array(named.extend({ full_name: z.string() })),
  has_more: z.boolean(),
  chosen: named.extend({ full_name: z.string() }).nullable(),
}) satisfies z.ZodType<TimeLogWorkerOptionsResponse>;

export const crewOptionsResponse = z.object({
  crews: z.array(named.extend({ name: z.string() })),
  has_more: z.boolean(),
  chosen: named.extend({ name: z.string() }).nullable(),
}) satisfies z.ZodType<TimeLogCrewOptionsResponse>;

export const timeLogResponse = z.object({ time_log: timeLog, message: z.string().optional() }) satisfies z.ZodType<TimeLogResponse>;

export const deletedResponse = messageResponse satisfies z.ZodType<MessageResponse>;
