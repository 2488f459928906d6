import { z } from 'zod';
import { isCalendarDate } from '../../core/lib/validation';
import { idSchema } from '../../core/http/ids';
import { messageResponse, paginatedOf } from '../../core/http/response';
import { msg, type Message } from '../../core/i18n';
import type { MessageResponse, TimeLog, TimeLogOptionsResponse, TimeLogResponse, TimeLogsResponse } from 'shared-api/contract';

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

const inRange = (value: unknown, max: number) => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= max;

const WORKER_REQUIRED = msg('time-logs:worker_required');
const DATE_REQUIRED = msg('time-logs:date_required');

/** Hours or minutes: a whole number from 0 to max, 0 when left out. */
const amount = (field: 'hours' | 'minutes', max: number) => {
  const attribute = msg(`time-logs:attributes.${field}`);
  return z.coerce
    .number({ error: msg('time-logs:number', { attribute }) })
    .int(msg('time-logs:whole_number', { attribute }))
    .min(0, msg('time-logs:at_least', { attribute, min: 0 }))
    .max(max, msg('time-logs:at_most', { attribute, max }))
    .default(0);
};

export const timeLogInput = z
  .object({
    worker_id: idSchema(WORKER_REQUIRED),
    crew_id: z.preprocess((value) => (value === '' ? null : value), idSchema(msg('time-logs:crew_invalid')).nullable().optional()),
    date: z.string({ error: DATE_REQUIRED }).trim().min(1, { error: DATE_REQUIRED, abort: true }).refine(isCalendarDate, DATE_MESSAGE),
    start_time: optionalClock('start_time'),
    end_time: optionalClock('end_time'),
    hours: amount('hours', 24),
    minutes: amount('minutes', 59),
    notes: z.string({ error: msg('time-logs:notes_text') }).trim().max(2000, msg('time-logs:notes_too_long', { max: 2000 })).nullable().optional(),
  })
  // Judged only once hours and minutes are each in range, so one mistake gets one message.
  .refine((input) => !inRange(input.hours, 24) || !inRange(input.minutes, 59) || input.hours * 60 + input.minutes <= 24 * 60, {
    path: ['duration'],
    message: msg('time-logs:duration_too_long'),
  });

export type TimeLogFields = z.infer<typeof timeLogInput>;

const timeLog = z.object({
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

const named = z.object({ id: z.number().int() });
export const timeLogOptionsResponse = z.object({
  workers: z.array(named.extend({ full_name: z.string() })),
  crews: z.array(named.extend({ name: z.string() })),
}) satisfies z.ZodType<TimeLogOptionsResponse>;

export const timeLogResponse = z.object({ time_log: timeLog, message: z.string().optional() }) satisfies z.ZodType<TimeLogResponse>;

export const deletedResponse = messageResponse satisfies z.ZodType<MessageResponse>;
