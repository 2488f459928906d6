import type { Paginated, Tag, Worker, WorkerImportPreviewResponse } from 'shared-api';

/** Sample data for stories and tests of the workers list (never fetched). */

const tags: Record<string, Tag> = {
  apprentice: { id: 1, name: 'Apprentice', color: '#f5a623' },
  firstAid: { id: 2, name: 'First aid', color: '#d0021b' },
  night: { id: 3, name: 'Night shift', color: '#4a4a4a' },
  welding: { id: 4, name: 'Welding', color: '#b8e986' },
};

export function makeWorker(overrides: Partial<Worker> & Pick<Worker, 'id'>): Worker {
  const first = overrides.first_name ?? 'Ada';
  const last = overrides.last_name ?? 'Fraser';
  return {
    full_name: `${first} ${last}`,
    first_name: first,
    last_name: last,
    email: `${first.toLowerCase()}.${last.toLowerCase()}@example.com`,
    phone_number: '(555) 201-3344',
    address: '18 Harbour Road',
    city: 'Calgary',
    state: 'AB',
    zip: 'T2P 1J9',
    country: 'CA',
    dob: null,
    bio: null,
    preferred_language: 'en-CA',
    username: null,
    has_password: false,
    profile_picture_url: null,
    job_title: 'Journeyman Electrician',
    tags: [],
    crews: [],
    crews_count: 0,
    credentials_expired_count: 0,
    credentials_expiring_count: 0,
    is_active: 1,
    user: null,
    created_at: '2026-05-01T10:00:00.000Z',
    created_at_diff_for_humans: '6 months ago',
    ...overrides,
  };
}

export const workers: Worker[] = [
  makeWorker({
    id: 12,
    tags: [tags.apprentice, tags.firstAid],
    crews: [
      { id: 7, name: 'North Tower Electrical' },
      { id: 8, name: 'Pipefitters B' },
      { id: 9, name: 'Scaffolding' },
      { id: 10, name: 'Substation' },
    ],
    crews_count: 5,
    credentials_expired_count: 1,
    credentials_expiring_count: 2,
    user: { id: 900, full_name: 'Ada Fraser', trade: { id: 3, name: 'Electrician' } },
  }),
  makeWorker({
    id: 13,
    first_name: 'Bram',
    last_name: 'Okafor',
    job_title: 'Welder',
    city: 'Edmonton',
    tags: [tags.welding, tags.night],
    crews: [{ id: 8, name: 'Pipefitters B' }],
    crews_count: 1,
    credentials_expiring_count: 1,
  }),
  makeWorker({ id: 14, first_name: 'Chantal', last_name: 'Nguyen', job_title: null, city: null, state: 'BC', email: null }),
  makeWorker({ id: 15, first_name: 'Dmitri', last_name: 'Lavoie', is_active: 0, job_title: 'Ironworker', city: 'Regina', state: 'SK' }),
];

export function paginated<T>(data: T[], page = 1, perPage = 24, total = data.length): Paginated<T> {
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
    next_page_url: page < lastPage ? `/json/workers?page=${page + 1}` : null,
    prev_page_url: page > 1 ? `/json/workers?page=${page - 1}` : null,
  };
}

export const tagSuggestions: Tag[] = Object.values(tags);

const emptyValues = { first_name: '', last_name: '', email: '', phone_number: '', address: '', city: '', state: '', zip: '', dob: '', bio: '', preferred_language: '' };

/** How the server read a file saved by Excel under French-Canadian Windows settings. */
export const readAsExcelFrench: WorkerImportPreviewResponse['read_as'] = {
  delimiter: 'semicolon',
  encoding: 'windows-1252',
  byte_order_mark: false,
  encoding_certain: true,
};

export const previewWithErrors: WorkerImportPreviewResponse = {
  read_as: readAsExcelFrench,
  rows: [
    { line: 2, values: { ...emptyValues, first_name: 'Ada', last_name: 'Fraser', email: 'ada@example.com', city: 'Calgary', state: 'AB' }, errors: {} },
    {
      line: 3,
      values: { ...emptyValues, first_name: '', last_name: 'Okafor', email: 'bram@example', city: 'Edmonton', state: 'AB' },
      errors: { first_name: ['First name is required.'], email: ['The email must be a valid email address.'] },
    },
    { line: 4, values: { ...emptyValues, first_name: 'Chantal', last_name: 'Nguyen', email: 'chantal@example.com', dob: '1990-02-30' }, errors: { dob: ['The dob is not a valid date.'] } },
    { line: 5, values: { ...emptyValues, first_name: 'Dmitri', last_name: 'Lavoie', email: 'dmitri@example.com', city: 'Regina, East', state: 'SK' }, errors: {} },
  ],
  valid_count: 2,
  error_count: 2,
};

export const previewValid: WorkerImportPreviewResponse = {
  read_as: readAsExcelFrench,
  rows: previewWithErrors.rows.map((row) => ({ ...row, values: { ...row.values, first_name: row.values.first_name || 'Bram' }, errors: {} })),
  valid_count: 4,
  error_count: 0,
};
