import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db, Queryable } from '../db';
import { notFound, parse, validationError } from '../http/errors';
import { paginated } from '../http/pagination';
import { sessionOf } from '../auth/plugin';
import { dateDiffForHumans, isoDate, parseDate, prettyDate } from '../lib/time';
import { fullName, routeIds } from '../domain/workers';
import { isCalendarDate } from './workers/fields';
import type {
  MessageResponse,
  TimeLog,
  TimeLogOptionsResponse,
  TimeLogResponse,
  TimeLogsResponse,
} from '../../../shared-api/src/workers-types';

const PER_PAGE = 20;
const DATE_MESSAGE = 'The date must be a valid date (YYYY-MM-DD).';
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const optionalId = (message: string) =>
  z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number({ error: message }).int(message).positive(message).optional());

const listQuery = z.object({
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

const timeLogInput = z
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

interface TimeLogRow {
  id: number;
  worker_id: number;
  worker_first_name: string;
  worker_last_name: string;
  crew_id: number | null;
  crew_name: string | null;
  date: string;
  start_time: string | null;
  end_time: string | null;
  hours: number;
  minutes: number;
  duration_minutes: number;
  notes: string | null;
}

const TIME_LOG_COLUMNS = `tl.id, tl.worker_id, w.first_name as worker_first_name, w.last_name as worker_last_name,
  tl.crew_id, c.name as crew_name, tl.date, tl.start_time::text, tl.end_time::text, tl.hours, tl.minutes, tl.duration_minutes, tl.notes`;
const TIME_LOG_JOINS = `join enterprise_customer_workers w on w.id = tl.worker_id left join crews c on c.id = tl.crew_id`;

/** 'Today', 'Yesterday', else the weekday and the date ('Monday, Mar 3, 2027'). */
function dateLabel(date: string, today: string, yesterday: string): string {
  if (date === today) return 'Today';
  if (date === yesterday) return 'Yesterday';
  return `${WEEKDAYS[parseDate(date).getUTCDay()]}, ${prettyDate(date)}`;
}

function serializeTimeLog(row: TimeLogRow, now = new Date()): TimeLog {
  const today = isoDate(now);
  const yesterday = isoDate(new Date(now.getTime() - 24 * 3600 * 1000));
  return {
    id: row.id,
    worker: { id: row.worker_id, full_name: fullName(row.worker_first_name, row.worker_last_name) },
    crew: row.crew_id ? { id: row.crew_id, name: row.crew_name ?? '' } : null,
    crew_id: row.crew_id,
    date: row.date,
    pretty_date: prettyDate(row.date) ?? row.date,
    date_label: dateLabel(row.date, today, yesterday),
    date_diff_for_humans: dateDiffForHumans(row.date, now),
    start_time: row.start_time?.slice(0, 5) ?? null,
    end_time: row.end_time?.slice(0, 5) ?? null,
    hours: row.hours,
    minutes: row.minutes,
    duration: row.duration_minutes,
    notes: row.notes,
  };
}

async function requireTimeLog(db: Queryable, customerId: number, id: number): Promise<TimeLog> {
  const [row] = await db.query<TimeLogRow>(
    `select ${TIME_LOG_COLUMNS} from time_logs tl ${TIME_LOG_JOINS} where tl.id = $1 and tl.enterprise_customer_id = $2`,
    [id, customerId],
  );
  if (!row) throw notFound();
  return serializeTimeLog(row);
}

async function belongsToCustomer(db: Queryable, table: 'enterprise_customer_workers' | 'crews', id: number, customerId: number) {
  const rows = await db.query(`select 1 from ${table} where id = $1 and enterprise_customer_id = $2`, [id, customerId]);
  return rows.length > 0;
}

/** The customer's time logs: the workers page's list and a crew's logs (crew_id), with edit and delete. */
export function timeLogRoutes(app: FastifyInstance, db: Db): void {
  app.get('/json/time-logs', async (request): Promise<TimeLogsResponse> => {
    const { customerId } = sessionOf(request);
    const query = parse(listQuery, request.query);
    // Filtering by another customer's worker or crew is the same as asking for that record: 404.
    if (query.worker_id && !(await belongsToCustomer(db, 'enterprise_customer_workers', query.worker_id, customerId))) throw notFound();
    if (query.crew_id && !(await belongsToCustomer(db, 'crews', query.crew_id, customerId))) throw notFound();

    const params: unknown[] = [customerId];
    const conditions = ['tl.enterprise_customer_id = $1'];
    const add = (sql: (p: string) => string, value: unknown) => {
      params.push(value);
      conditions.push(sql(`$${params.length}`));
    };
    // Ranges rather than extract(): the (customer, date) index serves them.
    if (query.year && query.month) {
      add((p) => `tl.date >= ${p}::date and tl.date < (${p}::date + interval '1 month')::date`, `${query.year}-${String(query.month).padStart(2, '0')}-01`);
    } else if (query.year) {
      add((p) => `tl.date >= ${p}::date and tl.date < (${p}::date + interval '1 year')::date`, `${query.year}-01-01`);
    } else if (query.month) {
      add((p) => `extract(month from tl.date) = ${p}`, query.month);
    }
    if (query.date) add((p) => `tl.date = ${p}::date`, query.date);
    if (query.worker_id) add((p) => `tl.worker_id = ${p}`, query.worker_id);
    if (query.crew_id) add((p) => `tl.crew_id = ${p}`, query.crew_id);
    const where = conditions.join(' and ');

    const [[totals], rows] = await Promise.all([
      db.query<{ total: number; duration: number }>(
        `select count(*)::int as total, coalesce(sum(tl.duration_minutes), 0)::int as duration from time_logs tl where ${where}`,
        params,
      ),
      db.query<TimeLogRow>(
        `select ${TIME_LOG_COLUMNS} from time_logs tl ${TIME_LOG_JOINS}
          where ${where} order by tl.date desc, tl.id desc
          limit $${params.length + 1} offset $${params.length + 2}`,
        [...params, PER_PAGE, (query.page - 1) * PER_PAGE],
      ),
    ]);
    const now = new Date();
    return {
      time_logs: paginated(
        rows.map((row) => serializeTimeLog(row, now)),
        totals.total,
        query.page,
        PER_PAGE,
        { path: '/json/time-logs', query: { year: query.year, month: query.month, worker_id: query.worker_id, crew_id: query.crew_id, date: query.date } },
      ),
      totals: { hours: Math.floor(totals.duration / 60), minutes: totals.duration % 60, duration: totals.duration },
    };
  });

  app.get('/json/time-logs/options', async (request): Promise<TimeLogOptionsResponse> => {
    const { customerId } = sessionOf(request);
    const [workers, crews] = await Promise.all([
      db.query<{ id: number; first_name: string; last_name: string }>(
        `select w.id, w.first_name, w.last_name from enterprise_customer_workers w
          where w.enterprise_customer_id = $1 and exists (select 1 from time_logs tl where tl.worker_id = w.id)
          order by w.last_name, w.first_name, w.id`,
        [customerId],
      ),
      db.query<{ id: number; name: string }>(
        `select c.id, c.name from crews c
          where c.enterprise_customer_id = $1 and exists (select 1 from time_logs tl where tl.crew_id = c.id)
          order by lower(c.name), c.id`,
        [customerId],
      ),
    ]);
    return { workers: workers.map((w) => ({ id: w.id, full_name: fullName(w.first_name, w.last_name) })), crews };
  });

  app.get('/json/time-logs/:id', async (request): Promise<TimeLogResponse> => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    return { time_log: await requireTimeLog(db, customerId, id) };
  });

  app.put('/json/time-logs/:id', async (request): Promise<TimeLogResponse> => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    const input = parse(timeLogInput, request.body);
    await requireTimeLog(db, customerId, id);
    const errors: Record<string, string[]> = {};
    if (!(await belongsToCustomer(db, 'enterprise_customer_workers', input.worker_id, customerId))) errors.worker_id = ['The selected worker is invalid.'];
    if (input.crew_id && !(await belongsToCustomer(db, 'crews', input.crew_id, customerId))) errors.crew_id = ['The selected crew is invalid.'];
    if (Object.keys(errors).length > 0) throw validationError(errors);

    await db.query(
      `update time_logs
          set worker_id = $3, crew_id = $4, date = $5, start_time = $6, end_time = $7, hours = $8, minutes = $9,
              duration_minutes = $10, notes = $11, updated_at = now()
        where id = $1 and enterprise_customer_id = $2`,
      [
        id,
        customerId,
        input.worker_id,
        input.crew_id ?? null,
        input.date,
        input.start_time ?? null,
        input.end_time ?? null,
        input.hours,
        input.minutes,
        input.hours * 60 + input.minutes,
        input.notes || null,
      ],
    );
    return { time_log: await requireTimeLog(db, customerId, id), message: 'Time log updated successfully' };
  });

  app.delete('/json/time-logs/:id', async (request): Promise<MessageResponse> => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    const deleted = await db.query('delete from time_logs where id = $1 and enterprise_customer_id = $2 returning id', [id, customerId]);
    if (deleted.length === 0) throw notFound();
    return { message: 'Time log deleted successfully' };
  });
}
