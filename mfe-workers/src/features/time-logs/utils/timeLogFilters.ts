import type { TimeLogFilters } from 'shared-api';
import type { Locale } from 'shared-ui';

/** The spec's year picker: the current year and the four before it. */
export const YEARS_BACK = 4;

/**
 * The twelve months' names in `locale`, through Intl: 'January' … / 'Janvier' … (a list entry starts with a capital,
 * though French writes months in lower case inside a sentence).
 */
export function monthNames(locale: Locale): string[] {
  const format = new Intl.DateTimeFormat(locale, { month: 'long' });
  return Array.from({ length: 12 }, (_, index) => {
    const name = format.format(new Date(2000, index, 1));
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  });
}

export function yearOptions(now: Date): number[] {
  const year = now.getFullYear();
  return Array.from({ length: YEARS_BACK + 1 }, (_, index) => year - index);
}

/** The page's filters as chosen in the form; '' means not filtered on. */
export interface TimeLogFilterValues {
  year: string;
  month: string;
  worker_id: string;
  crew_id: string;
  date: string;
  page: number;
}

const positiveInt = (value: string | null) => (value && /^\d+$/.test(value) && Number(value) > 0 ? value : '');

/** Reads the filters from the URL; the year defaults to this year and must be one the picker offers. */
export function parseTimeLogFilters(params: URLSearchParams, now: Date): TimeLogFilterValues {
  const years = yearOptions(now).map(String);
  const year = params.get('year');
  const month = positiveInt(params.get('month'));
  const date = params.get('date') ?? '';
  return {
    year: year !== null && years.includes(year) ? year : String(now.getFullYear()),
    month: month && Number(month) <= 12 ? month : '',
    worker_id: positiveInt(params.get('worker_id')),
    crew_id: positiveInt(params.get('crew_id')),
    date: /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : '',
    page: Number(positiveInt(params.get('page')) || 1),
  };
}

/** The URL form of the filters, leaving out defaults (this year, page 1) and empty values. */
export function writeTimeLogFilters(values: TimeLogFilterValues, now: Date): URLSearchParams {
  const params = new URLSearchParams();
  if (values.year !== String(now.getFullYear())) params.set('year', values.year);
  for (const key of ['month', 'worker_id', 'crew_id', 'date'] as const) if (values[key]) params.set(key, values[key]);
  if (values.page > 1) params.set('page', String(values.page));
  return params;
}

/** What the API is asked for. A date is more precise than a year and month, so it replaces them. */
export function timeLogQuery(values: TimeLogFilterValues): TimeLogFilters {
  const query: TimeLogFilters = { page: values.page };
  if (values.date) query.date = values.date;
  else {
    query.year = Number(values.year);
    if (values.month) query.month = Number(values.month);
  }
  if (values.worker_id) query.worker_id = Number(values.worker_id);
  if (values.crew_id) query.crew_id = Number(values.crew_id);
  return query;
}
