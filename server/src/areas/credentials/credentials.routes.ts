import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { GENERIC_PLAN, type Db } from '../../core/db';
import { parse } from '../../core/http/errors';
import { paginated, pageQuery } from '../../core/http/pagination';
import { sessionOf } from '../../core/auth/plugin';
import {
  USER_CREDENTIAL_COLUMNS,
  USER_CREDENTIAL_JOINS,
  requireCredentialsFeature,
  requireWorkerUserCredential,
  serializeUserCredential,
  type UserCredentialRow,
} from './repository';
import { likePattern } from '../../core/db/like';
import { routeIds } from '../../core/http/ids';
import type { CredentialsResponse } from 'shared-api/contract';
import type { WorkerUserCredentialResponse } from 'shared-api/contract';

const EXPIRING_WINDOWS = { '30_days': 30, '60_days': 60, '90_days': 90 } as const;

/** Three letters or digits in a row: pg_trgm finds a LIKE pattern holding them through its indexes. */
const TRIGRAM = /[\p{L}\p{N}]{3}/u;

const listQuery = z.object({
  ...pageQuery,
  expiring: z
    .enum(['', 'expired', '30_days', '60_days', '90_days'], {
      error: 'The expiring filter must be one of: expired, 30_days, 60_days, 90_days.',
    })
    .default(''),
  search: z.string().trim().max(200, 'The search may not be greater than 200 characters.').default(''),
});

// The workers' tag search imports it from here; it lives with the credential helpers in domain/credentials.

export function credentialRoutes(app: FastifyInstance, db: Db): void {
  app.get('/json/credentials', async (request): Promise<CredentialsResponse> => {
    const { customerId } = await requireCredentialsFeature(db, request);
    const query = parse(listQuery, request.query);
    const perPage = query.per_page ?? 15;

    // A search that holds a trigram is served by the trigram indexes whatever its text, so it keeps one plan
    // (GENERIC_PLAN); the customer is then compared as `+ 0`, which no index serves, because a plan made without
    // the pattern would otherwise read the customer's whole index beside the trigram matches.
    const trigramSearch = TRIGRAM.test(query.search);
    const customer = trigramSearch ? '+ 0 = $1' : '= $1';
    const conditions = [`uc.enterprise_customer_id ${customer}`];
    const params: unknown[] = [customerId];
    // Each order is the expiry index read one way, so a page reads its own rows and sorts nothing.
    let order = (alias: string) => `${alias}.expiry asc nulls last, ${alias}.id`;
    /** The expiry dates the filter keeps, as a condition on the per-date counts (0008_credential_expiry_counts.sql). */
    let countedDates = 'true';
    if (query.expiring === 'expired') {
      conditions.push('uc.expiry < current_date');
      order = (alias) => `${alias}.expiry desc, ${alias}.id desc`;
      countedDates = 'c.expiry < current_date';
    } else if (query.expiring) {
      params.push(EXPIRING_WINDOWS[query.expiring]);
      conditions.push(`uc.expiry >= current_date and uc.expiry <= current_date + $${params.length}::int`);
      countedDates = `c.expiry >= current_date and c.expiry <= current_date + $${params.length}::int`;
    }
    if (query.search) {
      params.push(likePattern(query.search.toLowerCase()));
      const p = `$${params.length}`;
      const workersNamed = `select w.id from enterprise_customer_workers w
                             where w.enterprise_customer_id ${customer} and lower(w.first_name || ' ' || w.last_name) like ${p}`;
      // With a trigram each arm is one trigram index of 0010_credential_search.sql, the workers found first by
      // name. A shorter search reads the credentials in order and looks each worker up in a hash of the named.
      const workerArm = trigramSearch ? `uc.worker_id = any(array(${workersNamed}))` : `uc.worker_id in (${workersNamed})`;
      conditions.push(`(lower(uc.name) like ${p} or lower(coalesce(uc.document_number, '')) like ${p} or ${workerArm})`);
    }
    const where = conditions.join(' and ');
    const limits = `limit $${params.length + 1} offset $${params.length + 2}`;
    const pageParams = [...params, perPage, (query.page - 1) * perPage];
    // The page is found in user_credentials alone and joined afterwards: planning the joins around the whole
    // filter cost more than reading the page (docs/performance.md).
    const withJoins = (pageRows: string, extraColumns = '') =>
      `select ${USER_CREDENTIAL_COLUMNS}${extraColumns} from ${pageRows} ${USER_CREDENTIAL_JOINS} order by ${order('uc')}`;
    let rows: UserCredentialRow[];
    let total: number;
    const listPage = withJoins(`(select * from user_credentials uc where ${where} order by ${order('uc')} ${limits}) uc`);
    const countMatches = async () =>
      (await db.query<{ total: number }>(`select count(*)::int as total from user_credentials uc where ${where}`, params))[0].total;
    if (trigramSearch) {
      // The few matches are found once, through the trigram indexes, and give both the page and the total.
      const found = await db.query<UserCredentialRow & { total: number }>(
        `with matches as materialized (select uc.id, uc.expiry from user_credentials uc where ${where})
         ${withJoins(
           `(select m.id from matches m order by ${order('m')} ${limits}) page join user_credentials uc on uc.id = page.id`,
           ', (select count(*)::int from matches) as total',
         )}`,
        pageParams,
        GENERIC_PLAN,
      );
      rows = found;
      // A page past the end has no row to carry the total.
      total = found[0]?.total ?? (await countMatches());
    } else if (query.search) {
      // A search shorter than a trigram matches most credentials: its page is read in list order and its matches
      // counted apart, each statement planned for its text.
      [rows, total] = await Promise.all([db.query<UserCredentialRow>(listPage, pageParams), countMatches()]);
    } else {
      // The per-date counts the database keeps give the total.
      [rows, [{ total }]] = await Promise.all([
        db.query<UserCredentialRow>(listPage, pageParams, GENERIC_PLAN),
        db.query<{ total: number }>(
          `select coalesce(sum(c.credentials_count), 0)::int as total from user_credential_expiry_counts c where c.enterprise_customer_id = $1 and ${countedDates}`,
          params,
          GENERIC_PLAN,
        ),
      ]);
    }
    const today = new Date();
    return {
      credentials: paginated(
        rows.map((row) => serializeUserCredential(row, today)),
        total,
        query.page,
        perPage,
        { path: '/json/credentials', query: { expiring: query.expiring, search: query.search, per_page: query.per_page } },
      ),
    };
  });

  // Not behind the feature: the worker panel opens a credential from the worker's record.
  app.get('/json/credentials/:id', async (request): Promise<WorkerUserCredentialResponse> => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    return { user_credential: await requireWorkerUserCredential(db, customerId, id) };
  });
}
