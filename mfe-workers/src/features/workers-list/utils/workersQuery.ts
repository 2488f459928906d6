import { DEFAULT_WORKER_FILTERS, type WorkerFilters, type WorkerOrder } from 'shared-api';

/** What the workers page keeps in its URL: the filters and the page number. */
export interface WorkersQuery {
  filters: WorkerFilters;
  page: number;
}

const ORDERS: WorkerOrder[] = ['name', 'newest', 'oldest'];

/** The URL parameters this page owns; any other parameter in the URL is left alone. */
export const WORKERS_QUERY_KEYS = ['order_by', 'active', 'with_crews', 'has_crews', 'tag', 'search', 'page'] as const;

// '' (all) is a real choice for active, so it needs its own word in the URL where absence means the default.
const ACTIVE_TO_URL: Record<WorkerFilters['active'], string> = { true: 'true', false: 'false', '': 'all' };
const ACTIVE_FROM_URL: Record<string, WorkerFilters['active']> = { true: 'true', false: 'false', all: '' };

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** Reads the filters from a URL; anything missing or unknown falls back to the spec's defaults. */
export function parseWorkersQuery(params: URLSearchParams): WorkersQuery {
  const activeParam = params.get('active');
  const withCrewsParam = params.get('with_crews');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const tags = params
    .getAll('tag')
    .map((tag) => tag.trim())
    .filter(Boolean);
  return {
    filters: {
      order_by: oneOf(params.get('order_by'), ORDERS, DEFAULT_WORKER_FILTERS.order_by),
      active: activeParam !== null && activeParam in ACTIVE_FROM_URL ? ACTIVE_FROM_URL[activeParam] : DEFAULT_WORKER_FILTERS.active,
      with_crews: withCrewsParam === 'false' ? '' : DEFAULT_WORKER_FILTERS.with_crews,
      has_crews: oneOf(params.get('has_crews'), ['true', 'false'] as const, DEFAULT_WORKER_FILTERS.has_crews),
      worker_tags: [...new Set(tags)],
      search: params.get('search')?.trim() ?? DEFAULT_WORKER_FILTERS.search,
    },
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** Writes the filters into `base` (other parameters kept), leaving out every value that is the default. */
export function writeWorkersQuery({ filters, page }: WorkersQuery, base = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of WORKERS_QUERY_KEYS) params.delete(key);
  const defaults = DEFAULT_WORKER_FILTERS;
  if (filters.order_by !== defaults.order_by) params.set('order_by', filters.order_by);
  if (filters.active !== defaults.active) params.set('active', ACTIVE_TO_URL[filters.active]);
  if (filters.with_crews !== defaults.with_crews) params.set('with_crews', 'false');
  if (filters.has_crews !== defaults.has_crews) params.set('has_crews', filters.has_crews);
  for (const tag of filters.worker_tags) params.append('tag', tag);
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (page > 1) params.set('page', String(page));
  return params;
}

/** One string per distinct query, whatever the parameter order or extra parameters: for comparisons. */
export function workersQueryKey(query: WorkersQuery): string {
  return writeWorkersQuery(query).toString();
}

export function isDefaultFilters(filters: WorkerFilters): boolean {
  return workersQueryKey({ filters, page: 1 }) === '';
}
