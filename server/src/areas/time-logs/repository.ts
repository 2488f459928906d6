import type { Queryable } from '../../core/db';
import { notFound } from '../../core/http/errors';
import { readPage } from '../../core/http/pagination';
import { likePattern, prefixPattern } from '../../core/db/like';
import { dateDiffForHumans, isoDate, parseDate, prettyDate } from '../../core/lib/time';
import { fullName } from '../../core/lib/names';
import { t, type Locale } from '../../core/i18n';
import type { TimeLog, TimeLogCrewOptionsResponse, TimeLogWorkerOptionsResponse } from 'shared-api/contract';
import type { TimeLogFields, TimeLogQuery } from './schemas';

const weekdayFormats = new Map<Locale, Intl.DateTimeFormat>();
/** 'Monday', « lundi »: the weekday of a calendar date in the locale. */
function weekday(date: string, locale: Locale): string {
  let format = weekdayFormats.get(locale);
  if (!format) weekdayFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' })));
  return format.format(parseDate(date));
}

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

/** 'Today', 'Yesterday', else the weekday and the date ('Monday, Mar 3, 2027'; « lundi 3 mars 2027 »), in the locale. */
function dateLabel(date: string, today: string, yesterday: string, locale: Locale): string {
  if (date === today) return t(locale, 'time-logs:dates.today');
  if (date === yesterday) return t(locale, 'time-logs:dates.yesterday');
  return t(locale, 'time-logs:dates.weekday_date', { weekday: weekday(date, locale), date: prettyDate(date, locale) ?? date });
}

function toTimeLog(row: TimeLogRow, now: Date, locale: Locale): TimeLog {
  const today = isoDate(now);
  const yesterday = isoDate(new Date(now.getTime() - 24 * 3600 * 1000));
  return {
    id: row.id,
    worker: { id: row.worker_id, full_name: fullName(row.worker_first_name, row.worker_last_name) },
    crew: row.crew_id ? { id: row.crew_id, name: row.crew_name ?? '' } : null,
    crew_id: row.crew_id,
    date: row.date,
    pretty_date: prettyDate(row.date, locale) ?? row.date,
    date_label: dateLabel(row.date, today, yesterday, locale),
    date_diff_for_humans: dateDiffForHumans(row.date, now, locale),
    start_time: row.start_time?.slice(0, 5) ?? null,
    end_time: row.end_time?.slice(0, 5) ?? null,
    hours: row.hours,
    minutes: row.minutes,
    duration: row.duration_minutes,
    notes: row.notes,
  };
}

export async function requireTimeLog(db: Queryable, customerId: number, id: number, locale: Locale): Promise<TimeLog> {
  const [row] = await db.query<TimeLogRow>(
    `select ${TIME_LOG_COLUMNS} from time_logs tl ${TIME_LOG_JOINS} where tl.id = $1 and tl.enterprise_customer_id = $2`,
    [id, customerId],
  );
  if (!row) throw notFound();
  return toTimeLog(row, new Date(), locale);
}

export async function belongsToCustomer(db: Queryable, table: 'enterprise_customer_workers' | 'crews', id: number, customerId: number) {
  const rows = await db.query(`select 1 from ${table} where id = $1 and enterprise_customer_id = $2`, [id, customerId]);
  return rows.length > 0;
}

/** One page of the customer's logs matching the filters, with the number and summed minutes of all matches. */
export async function findTimeLogs(
  db: Queryable,
  customerId: number,
  query: TimeLogQuery,
  perPage: number,
  locale: Locale,
): Promise<{ logs: TimeLog[]; total: number; duration: number }> {
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
  const { rows, total, duration } = await readPage<TimeLogRow, { duration: number }>(
    db,
    {
      columns: TIME_LOG_COLUMNS,
      from: 'time_logs tl',
      joins: TIME_LOG_JOINS,
      where: conditions.join(' and '),
      params,
      order: 'tl.date desc, tl.id desc',
      totals: 'coalesce(sum(tl.duration_minutes), 0)::int as duration',
    },
    query.page,
    perPage,
  );
  const now = new Date();
  return { logs: rows.map((row) => toTimeLog(row, now, locale)), total, duration };
}

/** A log's columns as update and insert store them: worker, crew, date, start, end, hours, minutes, duration, notes. */
const storedFields = (input: TimeLogFields) => [
  input.worker_id,
  input.crew_id ?? null,
  input.date,
  input.start_time ?? null,
  input.end_time ?? null,
  input.hours,
  input.minutes,
  input.hours * 60 + input.minutes,
  input.notes || null,
];

export async function updateTimeLog(db: Queryable, customerId: number, id: number, input: TimeLogFields): Promise<void> {
  await db.query(
    `update time_logs
        set worker_id = $3, crew_id = $4, date = $5, start_time = $6, end_time = $7, hours = $8, minutes = $9,
            duration_minutes = $10, notes = $11, updated_at = now()
      where id = $1 and enterprise_customer_id = $2`,
    [id, customerId, ...storedFields(input)],
  );
}

/** Whether a log of the customer's was there to delete. */
export async function deleteTimeLog(db: Queryable, customerId: number, id: number): Promise<boolean> {
  const deleted = await db.query('delete from time_logs where id = $1 and enterprise_customer_id = $2 returning id', [id, customerId]);
  return deleted.length > 0;
}

/** The customer's logs from one date to another (inclusive), optionally of one crew and at most `limit`, newest first (a crew's activity views). */
export async function timeLogsBetween(
  db: Queryable,
  customerId: number,
  range: { from: string; to: string; crewId?: number; limit?: number },
  locale: Locale,
): Promise<TimeLog[]> {
  const rows = await db.query<TimeLogRow>(
    `select ${TIME_LOG_COLUMNS} from time_logs tl ${TIME_LOG_JOINS}
      where tl.enterprise_customer_id = $1 and tl.date >= $2::date and tl.date <= $3::date and ($4::int is null or tl.crew_id = $4)
      order by tl.date desc, tl.id desc
      limit $5`,
    [customerId, range.from, range.to, range.crewId ?? null, range.limit ?? null],
  );
  const now = new Date();
  return rows.map((row) => toTimeLog(row, now, locale));
}

/** Records a log; the caller has checked that the worker (and crew) are the customer's. Returns its id. */
export async function createTimeLog(db: Queryable, customerId: number, userId: number, input: TimeLogFields): Promise<number> {
  const [{ id }] = await db.query<{ id: number }>(
    `insert into time_logs (enterprise_customer_id, worker_id, crew_id, date, start_time, end_time, hours, minutes, duration_minutes, notes, created_by_user_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
    [customerId, ...storedFields(input), userId],
  );
  return id;
}

/** More words than this add nothing a person types into a search box, only cost. */
const MAX_SEARCH_WORDS = 4;

/**
 * The customer's workers for a filter: each word of the search starts the first or last name (served by the
 * workers' prefix indexes), at most `shown`, `has_more` when more match; and the chosen one (`id`) by itself.
 */
export async function workerOptions(
  db: Queryable,
  customerId: number,
  { search, id }: { search: string; id?: number },
  shown: number,
): Promise<TimeLogWorkerOptionsResponse> {
  const params: unknown[] = [customerId];
  const conditions = ['w.enterprise_customer_id = $1'];
  for (const word of search.toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS)) {
    params.push(prefixPattern(word));
    conditions.push(`(lower(w.first_name) like $${params.length} or lower(w.last_name) like $${params.length})`);
  }
  type Row = { id: number; first_name: string; last_name: string };
  const [rows, chosen] = await Promise.all([
    db.query<Row>(
      `select w.id, w.first_name, w.last_name from enterprise_customer_workers w
        where ${conditions.join(' and ')}
        order by lower(w.last_name), lower(w.first_name), w.id
        limit ${shown + 1}`,
      params,
    ),
    id ? db.query<Row>('select id, first_name, last_name from enterprise_customer_workers where id = $1 and enterprise_customer_id = $2', [id, customerId]) : [],
  ]);
  const named = (w: Row) => ({ id: w.id, full_name: fullName(w.first_name, w.last_name) });
  return { workers: rows.slice(0, shown).map(named), has_more: rows.length > shown, chosen: chosen[0] ? named(chosen[0]) : null };
}

/** The customer's crews for a filter: the name contains the search, at most `shown`; and the chosen one by itself. */
export async function crewOptions(
  db: Queryable,
  customerId: number,
  { search, id }: { search: string; id?: number },
  shown: number,
): Promise<TimeLogCrewOptionsResponse> {
  const [rows, chosen] = await Promise.all([
    db.query<{ id: number; name: string }>(
      `select c.id, c.name from crews c where c.enterprise_customer_id = $1 and lower(c.name) like lower($2)
        order by lower(c.name), c.id limit ${shown + 1}`,
      [customerId, likePattern(search.trim())],
    ),
    id ? db.query<{ id: number; name: string }>('select id, name from crews where id = $1 and enterprise_customer_id = $2', [id, customerId]) : [],
  ]);
  return { crews: rows.slice(0, shown), has_more: rows.length > shown, chosen: chosen[0] ?? null };
}
