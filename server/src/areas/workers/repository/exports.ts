import type { Db } from '../../../core/db';
import { fullName } from '../../../core/lib/names';
import { csvFile, type CsvCell } from '../../../core/lib/csv';
import type { UniqueCredential } from 'shared-api/contract';
import { t, type Locale } from '../../../core/i18n';
import { countsAsHeld } from '../../../core/held-credentials';
import type { ExportInput } from '../schemas/exports';
import { ORDERS, matchingWorkers } from './workers-list';

/** The worker columns an export may hold, in the order they come in the file (headings: workers:exports.columns.*). */
export const PERSONAL_COLUMNS = [
  ['first_name'],
  ['last_name'],
  ['full_name'],
  ['email'],
  ['phone_number'],
  ['job_title'],
  ['crews'],
  ['tags'],
  ['status'],
] as const;

export type PersonalColumn = (typeof PERSONAL_COLUMNS)[number];

interface ExportedWorker {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone_number: string | null;
  job_title: string | null;
  is_active: boolean;
  crews: string | null;
  tags: string | null;
}

/** A worker's crews or tags by name, one cell ('; ' between names), read only when its column is chosen. */
const namesOf = (chosen: boolean, sql: string) => (chosen ? `(${sql})` : 'null::text');

/**
 * The workers the list's filters match, by name, as CSV: the chosen worker columns, the credentials that wait for
 * review when asked, then per credential the latest expiry of the copies each worker holds (countsAsHeld: a copy
 * waiting for review is in the review column only).
 */
export async function workersCsv(
  db: Db,
  customerId: number,
  personal: PersonalColumn[],
  credentials: UniqueCredential[],
  locale: Locale,
  { needsReview = false, filters }: { needsReview?: boolean; filters: ExportInput['filters'] },
): Promise<string> {
  const credentialIds = credentials.map((credential) => credential.id);
  const chosen = new Set(personal.map(([key]) => key));
  const match = await matchingWorkers(db, customerId, filters);
  const [workers, held, unreviewed] = await Promise.all([
    match
      ? db.query<ExportedWorker>(
          `select w.id, w.first_name, w.last_name, w.email, w.phone_number, w.job_title, w.is_active,
                  ${namesOf(chosen.has('crews'), `select string_agg(c.name, '; ' order by lower(c.name), c.id) from crew_workers cw join crews c on c.id = cw.crew_id where cw.worker_id = w.id`)} as crews,
                  ${namesOf(chosen.has('tags'), `select string_agg(tg.name, '; ' order by lower(tg.name), tg.id) from worker_tags wt join tags tg on tg.id = wt.tag_id where wt.worker_id = w.id`)} as tags
             from enterprise_customer_workers w
            where ${match.where}
            order by ${ORDERS.name('w')}`,
          match.params,
        )
      : Promise.resolve([]),
    credentialIds.length === 0
      ? Promise.resolve([])
      : db.query<{ worker_id: number; credential_id: number; no_expiry: boolean; latest_expiry: string | null }>(
          `select worker_id, credential_id, bool_or(expiry is null) as no_expiry, max(expiry) as latest_expiry
             from user_credentials
            where enterprise_customer_id = $1 and credential_id = any($2::int[]) and worker_id is not null
              and ${countsAsHeld('user_credentials')}
            group by worker_id, credential_id`,
          [customerId, credentialIds],
        ),
    needsReview
      ? db.query<{ worker_id: number; names: string }>(
          `select worker_id, string_agg(name, '; ' order by lower(name), id) as names
             from user_credentials
            where enterprise_customer_id = $1 and worker_id is not null and metadata @> '{"needs_review": true}'
            group by worker_id`,
          [customerId],
        )
      : Promise.resolve([]),
  ]);
  const waiting = new Map(unreviewed.map((row) => [row.worker_id, row.names]));
  // A held copy without an expiry never runs out, so it outlasts any dated one.
  const expiries = new Map(held.map((row) => [`${row.worker_id}:${row.credential_id}`, row.no_expiry ? t(locale, 'workers:exports.no_expiry') : row.latest_expiry]));

  const header: CsvCell[] = [
    ...personal.map(([key]) => t(locale, `workers:exports.columns.${key}`)),
    ...(needsReview ? [t(locale, 'workers:exports.needs_review_column')] : []),
    ...credentials.map((credential) => t(locale, 'workers:exports.expiry_column', { credential: credential.label })),
  ];
  const rows: CsvCell[][] = workers.map((worker) => {
    const values: Record<PersonalColumn[0], CsvCell> = {
      first_name: worker.first_name,
      last_name: worker.last_name,
      full_name: fullName(worker.first_name, worker.last_name),
      email: worker.email,
      phone_number: worker.phone_number,
      job_title: worker.job_title,
      crews: worker.crews,
      tags: worker.tags,
      status: t(locale, worker.is_active ? 'workers:exports.status.active' : 'workers:exports.status.inactive'),
    };
    return [
      ...personal.map(([key]) => values[key]),
      ...(needsReview ? [waiting.get(worker.id) ?? ''] : []),
      ...credentials.map((credential) => expiries.get(`${worker.id}:${credential.id}`) ?? ''),
    ];
  });
  return csvFile([header, ...rows]);
}
