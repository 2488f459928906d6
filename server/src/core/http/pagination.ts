import { z } from 'zod';
import type { Paginated } from 'shared-api/contract';
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
