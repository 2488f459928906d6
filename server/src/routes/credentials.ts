import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { GENERIC_PLAN, type Db } from '../db';
import { parse } from '../http/errors';
import { paginated, pageQuery } from '../http/pagination';
import { sessionOf } from '../auth/plugin';
import {
  USER_CREDENTIAL_COLUMNS,
  USER_CREDENTIAL_JOINS,
  likePattern,
  requireCredentialsFeature,
  requireWorkerUserCredential,
  serializeUserCredential,
  type UserCredentialRow,
} from '../domain/credentials';
import { routeIds } from '../domain/workers';
import type { CredentialsResponse } from '../../../shared-api/src/types';
import type { WorkerUserCredentialResponse } from '../../../shared-api/src/credentials-types';

const EXPIRING_WINDOWS = { '30_days': 30, '60_days': 60, '90_days': 90 } as const;

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
export { likePattern };

export function credentialRoutes(app: FastifyInstance, db: Db): void {
  app.get('/json/credentials', async (request): Promise<CredentialsResponse> => {
    const { customerId } = await requireCredentialsFeature(db, request);
    const query = parse(listQuery, request.query);
    const perPage = query.per_page ?? 15;

    const conditions = ['uc.enterprise_customer_id = $1'];
    const params: unknown[] = [customerId];
    // Each order is the expiry index read one way, so a page reads its own rows and sorts nothing.
    let order = 'uc.expiry asc nulls last, uc.id';
    /** The expiry dates the filter keeps, as a condition on the per-date counts (0008_credential_expiry_counts.sql). */
    let countedDates = 'true';
    if (query.expiring === 'expired') {
      conditions.push('uc.expiry < current_date');
      order = 'uc.expiry desc, uc.id desc';
      countedDates = 'c.expiry < current_date';
    } else if (query.expiring) {
      params.push(EXPIRING_WINDOWS[query.expiring]);
      conditions.push(`uc.expiry >= current_date and uc.expiry <= current_date + $${params.length}::int`);
      countedDates = `c.expiry >= current_date and c.expiry <= current_date + $${params.length}::int`;
    }
    if (query.search) {
      params.push(likePattern(query.search.toLowerCase()));
      const p = `$${params.length}`;
      // Each arm is one trigram index of 0010_credential_search.sql; the workers are found first, by name.
      conditions.push(
        `(lower(uc.name) like ${p} or lower(coalesce(uc.document_number, '')) like ${p}
          or uc.worker_id = any(array(select w.id from enterprise_customer_workers w
                                       where w.enterprise_customer_id = $1 and lower(w.first_name || ' ' || w.last_name) like ${p})))`,
      );
    }
    const where = conditions.join(' and ');
    // A search counts its matches; otherwise the per-date counts the database keeps give the total.
    const countSql = query.search
      ? `select count(*)::int as total from user_credentials uc where ${where}`
      : `select coalesce(sum(c.credentials_count), 0)::int as total from user_credential_expiry_counts c
          where c.enterprise_customer_id = $1 and ${countedDates}`;
    const limits = `limit $${params.length + 1} offset $${params.length + 2}`;
    // The page is found in user_credentials alone and joined afterwards: planning the joins around the whole
    // filter cost more than reading the page (docs/performance.md).
    const pageSql = `select ${USER_CREDENTIAL_COLUMNS}
        from (select * from user_credentials uc where ${where} order by ${order} ${limits}) uc ${USER_CREDENTIAL_JOINS}
       order by ${order}`;
    // A search's LIKE pattern decides which index can serve it: those statements are planned per call.
    const plan = query.search ? undefined : GENERIC_PLAN;
    const [[{ total }], rows] = await Promise.all([
      db.query<{ total: number }>(countSql, params, plan),
      db.query<UserCredentialRow>(pageSql, [...params, perPage, (query.page - 1) * perPage], plan),
    ]);
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
