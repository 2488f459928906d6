import { z } from 'zod';
import { isCalendarDate } from '../../core/lib/validation';
import { messageResponse, paginatedOf } from '../../core/http/response';
import type { MessageResponse, TimeLog, TimeLogOptionsResponse, TimeLogResponse, TimeLogsResponse } from 'shared-api/contract';

const DATE_MESSAGE = 'The date must be a valid date (YYYY-MM-DD).';

const optionalId = (message: string) =>
  z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number({ error: message }).int(message).positive(message).optional());

export const listQuery = z.object({
  page: z.coerce.number({ error: 'The page must be a number.' }).int().min(1, 'The page must be at least 1.').default(1),
  year: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number({ error: 'The year must be a valid year.' }).int('The year must be a valid year.').min(1900, 'The year must be a valid year.').max(2999, 'The year must be a valid year.').optional(),
  ),
  month: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number({ error: 'The month must be between 1 and 12.' }).int('The month must be between 1 and 12.').min(1, 'The month must be between 1 and 12.').max(12, 'The month must be between 1 and 12.').optional(),
  ),
  worker_id: optionalId('The worker id must be a valid id.'),
  crew_id: optionalId('The crew id must be a valid id.'),
  date: z.preprocess((value) => (value === '' ? undefined : value), z.string().refine(isCalendarDate, DATE_MESSAGE).optional()),
});

export type TimeLogQuery = z.infer<typeof listQuery>;

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** An optional HH:MM time; blank means none. */
const optionalClock = (label: string) => {
  const message = `The ${label} must be in the format HH:MM.`;
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

export const timeLogInput = z
  .object({
    worker_id: z.coerce.number({ error: 'Worker is required' }).int('Worker is required').positive('Worker is required'),
    crew_id: z.preprocess((value) => (value === '' ? null : value), z.coerce.number({ error: 'The selected crew is invalid.' }).int().positive().nullable().optional()),
    date: z.string({ error: 'Date is required' }).trim().min(1, 'Date is required').refine(isCalendarDate, DATE_MESSAGE),
    start_time: optionalClock('start time'),
    end_time: optionalClock('end time'),
    hours: z.coerce.number({ error: 'The hours must be a number.' }).int('The hours must be a whole number.').min(0, 'The hours must be at least 0.').max(24, 'The hours may not be greater than 24.').default(0),
    minutes: z.coerce.number({ error: 'The minutes must be a number.' }).int('The minutes must be a whole number.').min(0, 'The minutes must be at least 0.').max(59, 'The minutes may not be greater than 59.').default(0),
    notes: z.string({ error: 'The notes must be text.' }).trim().max(2000, 'The notes may not be greater than 2000 characters.').nullable().optional(),
  })
  // Judged only once hours and minutes are each in range, so one mistake gets one message.
  .refine((input) => !inRange(input.hours, 24) || !inRange(input.minutes, 59) || input.hours * 60 + input.minutes <= 24 * 60, {
    path: ['duration'],
    message: 'The duration may not be more than 24 hours.',
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
