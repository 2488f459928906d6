import type { Queryable } from '../../../core/db';
import { fullName } from '../../../core/lib/names';
import { toCsv, type CsvCell } from '../../../core/lib/csv';
import type { UniqueCredential } from 'shared-api/contract';
import { t, type Locale } from '../../../core/i18n';

/** The worker columns an export may hold, in the order they come in the file (headings: workers:exports.columns.*). */
export const PERSONAL_COLUMNS = [['first_name'], ['last_name'], ['full_name'], ['email']] as const;

export type PersonalColumn = (typeof PERSONAL_COLUMNS)[number];

/**
 * The customer's active workers by name as CSV: the chosen worker columns, the credentials that wait for review
 * when asked, then per credential the latest expiry of the copies each worker holds.
 */
export async function workersCsv(
  db: Queryable,
  customerId: number,
  personal: PersonalColumn[],
  credentials: UniqueCredential[],
  locale: Locale,
  { needsReview = false }: { needsReview?: boolean } = {},
): Promise<string> {
  const credentialIds = credentials.map((credential) => credential.id);
  const [workers, held, unreviewed] = await Promise.all([
    db.query<{ id: number; first_name: string; last_name: string; email: string | null }>(
      `select id, first_name, last_name, email from enterprise_customer_workers
        where enterprise_customer_id = $1 and is_active
        order by last_name, first_name, id`,
      [customerId],
    ),
    credentialIds.length === 0
      ? Promise.resolve([])
      : db.query<{ worker_id: number; credential_id: number; no_expiry: boolean; latest_expiry: string | null }>(
          `select worker_id, credential_id, bool_or(expiry is null) as no_expiry, max(expiry) as latest_expiry
             from user_credentials
            where enterprise_customer_id = $1 and credential_id = any($2::int[]) and worker_id is not null
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
    };
    return [
      ...personal.map(([key]) => values[key]),
      ...(needsReview ? [waiting.get(worker.id) ?? ''] : []),
      ...credentials.map((credential) => expiries.get(`${worker.id}:${credential.id}`) ?? ''),
    ];
  });
  return toCsv([header, ...rows]);
}
