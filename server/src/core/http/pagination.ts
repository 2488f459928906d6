import { z } from 'zod';
import type { Paginated } from 'shared-api/contract';
import type { Queryable } from '../db';
import { msg } from '../i18n';

export const pageQuery = {
  page: z.coerce.number().int().min(1, msg('validation.page_min')).default(1),
  per_page: z.coerce.number().int().min(1).max(100, msg('validation.per_page_max')).optional(),
};

/** Laravel's paginator shape; page links keep the request's other query parameters. */
export function paginated<T>(
  rows: T[],
  total: number,
  page: number,
  perPage: number,
  url: { path: string; query: Record<string, unknown> },
): Paginated<T> {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const link = (target: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(url.query)) {
      if (key !== 'page' && value !== undefined && value !== null && value !== '') params.set(key, String(value));
    }
    params.set('page', String(target));
    return `${url.path}?${params.toString()}`;
  };
  const from = rows.length > 0 ? (page - 1) * perPage + 1 : null;
  return {
    data: rows,
    current_page: page,
    last_page: lastPage,
    per_page: perPage,
    from,
    to: from === null ? null : from + rows.length - 1,
    total,
    next_page_url: page < lastPage ? link(page + 1) : null,
    prev_page_url: page > 1 ? link(page - 1) : null,
  };
}

/** A list read a page at a time: `select columns from from joins where where order by order`. */
export interface ListQuery {
  columns: string;
  /** The table the list reads, with its alias (`worker_notes n`), and any join that decides which rows there are. */
  from: string;
  /** Joins that only add columns to each row of `from` (one row each); the count leaves them out. */
  joins?: string;
  /** The list's condition, its parameters $1… in params. */
  where: string;
  params: unknown[];
  order: string;
}

const pageSql = (list: ListQuery, params: unknown[], extraColumns = '') =>
  `select ${list.columns}${extraColumns} from ${list.from}${list.joins ? ` ${list.joins}` : ''}
    where ${list.where} order by ${list.order}
    limit $${params.length + 1} offset $${params.length + 2}`;

const pageParams = (params: unknown[], page: number, perPage: number) => [...params, perPage, (page - 1) * perPage];

/**
 * One page of a list and the number of all its rows: two statements, run together, the count on `from` and `where`
 * alone. `joinParams` are the parameters only the joins use, numbered after `params`. `totals` adds aggregates of
 * all the rows to the count's (`sum(x)::int as x`), returned beside `total`.
 */
export async function readPage<T, Totals extends object = object>(
  db: Queryable,
  list: ListQuery & { joinParams?: unknown[]; totals?: string },
  page: number,
  perPage: number,
): Promise<{ rows: T[]; total: number } & Totals> {
  const params = [...list.params, ...(list.joinParams ?? [])];
  const [[counted], rows] = await Promise.all([
    db.query<{ total: number } & Totals>(
      `select count(*)::int as total${list.totals ? `, ${list.totals}` : ''} from ${list.from} where ${list.where}`,
      list.params,
    ),
    db.query<T>(pageSql(list, params), pageParams(params, page, perPage)),
  ]);
  return { ...counted, rows };
}

/**
 * One page of a list in one statement, each row carrying the number of all (count(*) over ()); a page past the end
 * has no row to carry it, and a total of 0.
 */
export async function readPageCountedOver<T>(db: Queryable, list: ListQuery, page: number, perPage: number): Promise<{ rows: T[]; total: number }> {
  const rows = await db.query<T & { total: number }>(pageSql(list, list.params, ', count(*) over ()::int as total'), pageParams(list.params, page, perPage));
  return { rows, total: rows[0]?.total ?? 0 };
}
