import type { ExpiringFilter } from 'shared-api';

/** The expiring filter's choices, in order; the empty value lists every credential. */
export const EXPIRING_CHOICES: readonly ExpiringFilter[] = ['', 'expired', '30_days', '60_days', '90_days'];

export interface CredentialsListQuery {
  expiring: ExpiringFilter;
  search: string;
  /** Only the credentials that wait for a person's review. */
  review: '' | 'needs_review';
  page: number;
}

const EXPIRING_VALUES: readonly string[] = EXPIRING_CHOICES;

/** The Credentials tab's filters as the URL holds them (the dashboard links here with expiring=90_days). */
export function listQueryFromParams(params: URLSearchParams): CredentialsListQuery {
  const expiring = params.get('expiring') ?? '';
  const page = Number(params.get('page'));
  return {
    expiring: EXPIRING_VALUES.includes(expiring) ? (expiring as ExpiringFilter) : '',
    search: params.get('search')?.trim() ?? '',
    review: params.get('review') === 'needs_review' ? 'needs_review' : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Writes the filters into `params`, leaving out defaults so the URL stays short. */
export function writeListQuery(params: URLSearchParams, query: CredentialsListQuery): URLSearchParams {
  const next = new URLSearchParams(params);
  const entries: Array<[string, string]> = [
    ['expiring', query.expiring],
    ['search', query.search],
    ['review', query.review],
    ['page', query.page > 1 ? String(query.page) : ''],
  ];
  for (const [key, value] of entries) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}
