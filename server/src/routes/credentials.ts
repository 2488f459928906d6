import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db';
import { notFound, parse } from '../http/errors';
import { paginated, pageQuery } from '../http/pagination';
import { sessionOf } from '../auth/plugin';
import { dateDiffForHumans, prettyDate } from '../lib/time';
import type { CredentialsResponse, UserCredential, UserCredentialResponse } from '../../../shared-api/src/types';

const EXPIRING_WINDOWS = { '30_days': 30, '60_days': 60, '90_days': 90 } as const;

const idParams = z.object({ id: z.coerce.number().int().positive() });

const listQuery = z.object({
  ...pageQuery,
  expiring: z
    .enum(['', 'expired', '30_days', '60_days', '90_days'], {
      error: 'The expiring filter must be one of: expired, 30_days, 60_days, 90_days.',
    })
    .default(''),
  search: z.string().trim().max(200, 'The search may not be greater than 200 characters.').default(''),
});

export interface UserCredentialRow {
  id: number;
  credential_id: number | null;
  user_credential_type_id: number | null;
  name: string;
  document_number: string | null;
  issued: string | null;
  expiry: string | null;
  is_expired: boolean;
  file_id: number | null;
  user_id: number | null;
  worker_id: number | null;
  owned_by_enterprise_customer: boolean;
  notes: string | null;
  issuer_id: number | null;
  issuer_name: string | null;
  provider_name: string | null;
  worker_first_name: string | null;
  worker_last_name: string | null;
}

export const USER_CREDENTIAL_COLUMNS = `
  uc.id, uc.credential_id, uc.user_credential_type_id, uc.name, uc.document_number, uc.issued, uc.expiry,
  coalesce(uc.expiry < current_date, false) as is_expired, uc.file_id, uc.user_id, uc.worker_id,
  uc.owned_by_enterprise_customer, uc.notes,
  ci.id as issuer_id, ci.name as issuer_name, tp.name as provider_name,
  w.first_name as worker_first_name, w.last_name as worker_last_name`;

export const USER_CREDENTIAL_JOINS = `
  left join enterprise_customer_workers w on w.id = uc.worker_id
  left join credential_issuers ci on ci.id = uc.credential_issuer_id
  left join training_providers tp on tp.id = uc.training_provider_id`;

export function serializeUserCredential(row: UserCredentialRow, today = new Date()): UserCredential {
  return {
    id: row.id,
    credential_id: row.credential_id,
    user_credential_type_id: row.user_credential_type_id,
    name: row.name,
    document_number: row.document_number,
    issued: row.issued,
    issued_pretty_date: prettyDate(row.issued),
    expiry: row.expiry,
    expires_pretty_date: prettyDate(row.expiry),
    expiry_diff_for_humans: row.expiry ? dateDiffForHumans(row.expiry, today) : null,
    is_expired: row.is_expired,
    s3_url: row.file_id ? `/json/files/${row.file_id}` : null,
    user_id: row.user_id,
    enterprise_customer_worker_id: row.worker_id,
    owned_by_enterprise_customer: row.owned_by_enterprise_customer,
    enterprise_customer_credential_issuer: row.issuer_id ? { id: row.issuer_id, name: row.issuer_name ?? '' } : null,
    training_provider_issuer: row.provider_name ? { name: row.provider_name } : null,
    notes: row.notes,
    worker: row.worker_id
      ? { id: row.worker_id, full_name: `${row.worker_first_name ?? ''} ${row.worker_last_name ?? ''}`.trim() }
      : null,
  };
}

/** LIKE patterns match the user's text literally: % and _ are not wildcards for them. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function credentialRoutes(app: FastifyInstance, db: Db): void {
  app.get('/json/credentials', async (request): Promise<CredentialsResponse> => {
    const { customerId } = sessionOf(request);
    const query = parse(listQuery, request.query);
    const perPage = query.per_page ?? 15;

    const conditions = ['uc.enterprise_customer_id = $1'];
    const params: unknown[] = [customerId];
    let order = 'uc.expiry asc nulls last, uc.id';
    if (query.expiring === 'expired') {
      conditions.push('uc.expiry < current_date');
      order = 'uc.expiry desc, uc.id';
    } else if (query.expiring) {
      params.push(EXPIRING_WINDOWS[query.expiring]);
      conditions.push(`uc.expiry >= current_date and uc.expiry <= current_date + $${params.length}::int`);
    }
    if (query.search) {
      params.push(likePattern(query.search.toLowerCase()));
      const p = `$${params.length}`;
      conditions.push(
        `(lower(uc.name) like ${p} or lower(coalesce(uc.document_number, '')) like ${p}
          or lower(w.first_name || ' ' || w.last_name) like ${p})`,
      );
    }
    const where = conditions.join(' and ');
    const [[{ total }], rows] = await Promise.all([
      db.query<{ total: number }>(
        `select count(*)::int as total from user_credentials uc ${USER_CREDENTIAL_JOINS} where ${where}`,
        params,
      ),
      db.query<UserCredentialRow>(
        `select ${USER_CREDENTIAL_COLUMNS} from user_credentials uc ${USER_CREDENTIAL_JOINS}
          where ${where} order by ${order}
          limit $${params.length + 1} offset $${params.length + 2}`,
        [...params, perPage, (query.page - 1) * perPage],
      ),
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

  app.get('/json/credentials/:id', async (request): Promise<UserCredentialResponse> => {
    const { customerId } = sessionOf(request);
    const params = idParams.safeParse(request.params);
    if (!params.success) throw notFound();
    const [row] = await db.query<UserCredentialRow>(
      `select ${USER_CREDENTIAL_COLUMNS} from user_credentials uc ${USER_CREDENTIAL_JOINS}
        where uc.id = $1 and uc.enterprise_customer_id = $2`,
      [params.data.id, customerId],
    );
    if (!row) throw notFound();
    return { user_credential: serializeUserCredential(row) };
  });
}
