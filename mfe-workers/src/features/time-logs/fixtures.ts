import type { Paginated, TimeLog, TimeLogCrewOptionsResponse, TimeLogsResponse, TimeLogWorkerOptionsResponse } from 'shared-api';

/** Sample data for stories and tests of the time logs page (never fetched). */

export function makeTimeLog(overrides: Partial<TimeLog> & Pick<TimeLog, 'id'>): TimeLog {
  return {
    worker: { id: 12, full_name: 'Ada Fraser' },
    crew: { id: 7, name: 'North Tower Electrical' },
    crew_id: 7,
    date: '2026-11-20',
    pretty_date: 'Nov 20, 2026',
    date_label: 'Friday, Nov 20',
    date_diff_for_humans: '2 days ago',
    start_time: '07:00:00',
    end_time: '15:30:00',
    hours: 8,
    minutes: 30,
    duration: 510,
    notes: null,
    ...overrides,
  };
}

export const timeLogs: TimeLog[] = [
  makeTimeLog({ id: 1, date: '2026-11-22', pretty_date: 'Nov 22, 2026', date_label: 'Today', notes: 'Pulled cable on level 4.' }),
  makeTimeLog({
    id: 2,
    worker: { id: 13, full_name: 'Bram Okafor' },
    crew: null,
    crew_id: null,
    date: '2026-11-21',
    pretty_date: 'Nov 21, 2026',
    date_label: 'Yesterday',
    start_time: null,
    end_time: null,
    hours: 4,
    minutes: 0,
    duration: 240,
    notes:
      'Stand-by for the crane inspection, then helped the pipefitters stage spools for Monday; the inspector arrived two hours late.',
  }),
  makeTimeLog({ id: 3, worker: { id: 14, full_name: 'Chantal Nguyen' }, hours: 0, minutes: 45, duration: 45, start_time: '12:00:00', end_time: '12:45:00' }),
];

export function timeLogsPage(data: TimeLog[], page = 1, total = data.length, perPage = 15): Paginated<TimeLog> {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = data.length ? (page - 1) * perPage + 1 : null;
  return {
    data,
    current_page: page,
    last_page: lastPage,
    per_page: perPage,
    from,
    to: from === null ? null : from + data.length - 1,
    total,
    next_page_url: null,
    prev_page_url: null,
  };
}

export const timeLogsResponse: TimeLogsResponse = {
  time_logs: timeLogsPage(timeLogs),
  totals: { hours: 13, minutes: 15, duration: 795 },
};

/** Some of the customer's workers and crews, as the searchable options endpoints list them. */
export const timeLogOptions: { workers: TimeLogWorkerOptionsResponse['workers']; crews: TimeLogCrewOptionsResponse['crews'] } = {
  workers: [
    { id: 12, full_name: 'Ada Fraser' },
    { id: 13, full_name: 'Bram Okafor' },
    { id: 14, full_name: 'Chantal Nguyen' },
  ],
  crews: [
    { id: 7, name: 'North Tower Electrical' },
    { id: 8, name: 'Pipefitters B' },
  ],
};
