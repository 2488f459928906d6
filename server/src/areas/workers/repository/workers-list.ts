import { GENERIC_PLAN, type Db } from '../../../core/db';
import { frenchOrder, searchKey } from '../../../core/db/like';
import type { WorkerListQuery as ListQuery } from '../schemas/workers';
import type { Locale } from '../../../core/i18n';
import { PAGE_COLUMNS, readWorkerPage, type WorkerPage } from './workers';

/** More words than this add nothing a person types into a search box, only cost. */
const MAX_SEARCH_TERMS = 5;



/** The sort of each order_by, for a table alias: names in French-Canadian order, as the name indexes of 0026 hold them. */
export const ORDERS: Record<ListQuery['order_by'], (alias: string) => string> = {
  name: (t) => `${frenchOrder(`${t}.last_name`)}, ${frenchOrder(`${t}.first_name`)}, ${t}.id`,
  newest: (t) => `${t}.created_at desc, ${t}.id desc`,
  oldest: (t) => `${t}.created_at, ${t}.id`,
};

/** The phone number's digits without a leading country code; indexed by 0003_workers.sql in this exact form. */
const PHONE_DIGITS = `regexp_replace(w.phone_number, '[^0-9]', '', 'g')`;

/**
 * `expr` starts with the text in `param`, as the byte range [text, text + the last code point) that the
 * text_pattern_ops indexes order by. Unlike LIKE with a parameter pattern, a range with parameters can use
 * those indexes in a plan made once for every search (see GENERIC_PLAN).
 */
const startsWith = (expr: string, param: string) => `(${expr} ~>=~ ${param} and ${expr} ~<~ (${param} || chr(1114111)))`;

/**
 * Each word of the search must start a first name or last name (without accents or case: "gagne" finds Gagné),
 * e-mail, username or phone number (the full number or the local 7 digits). Prefix matches are served by indexes,
 * so a search stays fast on a large roster.
 */
function searchConditions(search: string, params: unknown[]): string[] {
  const terms = search.toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_TERMS);
  return terms.map((term) => {
    params.push(term);
    const p = `$${params.length}`;
    const key = searchKey(`${p}::text`);
    const arms = [
      startsWith(searchKey('w.first_name'), key),
      startsWith(searchKey('w.last_name'), key),
      ...['lower(w.email)', 'lower(w.username)'].map((expr) => startsWith(expr, p)),
    ];
    const digits = term.replace(/\D/g, '');
    if (digits.length > 0 && /^[\d\s().+-]+$/.test(term)) {
      params.push(digits);
      const d = `$${params.length}`;
      arms.push(startsWith(`right(${PHONE_DIGITS}, 10)`, d), startsWith(`right(${PHONE_DIGITS}, 7)`, d));
    }
    return `(${arms.join(' or ')})`;
  });
}

/** A page of the list and the number of all its matches. */
type ListPage = Omit<WorkerPage, 'total'> & { total: number };

/** The list's filters as SQL, or null when the tag filter names no tag of the customer (nothing matches). */
interface ListFilter {
  /** Conditions of the search and active filters (tags and has_crews are added per query, see findPage). */
  conditions: string[];
  params: unknown[];
  /** The parameter holding the ids of the customer's tags the tag filter names, when it names tags. */
  tagIdsParam: string | null;
  search: boolean;
}

/** Workers carrying one of the tags (the planner starts from the tag index and sorts the few matches). */
const tagCondition = (idsParam: string) =>
  `exists (select 1 from worker_tags wt where wt.worker_id = w.id and wt.tag_id = any(${idsParam}::int[]))`;


/**
 * How many of the counted workers the active filter keeps, from the counts the database's triggers keep
 * (0007_read_counters.sql) on a row of enterprise_customer_worker_counts or of tags.
 */
const countedSql = (alias: string, active: ListQuery['active']) =>
  ({ '': `${alias}.workers_count`, true: `${alias}.active_workers_count`, false: `${alias}.workers_count - ${alias}.active_workers_count` })[active];

/** The customer's kept count for the active filter, as a scalar subquery on $1 (null before its first worker). */
const customerCountSql = (active: ListQuery['active']) =>
  `(select ${countedSql('k', active)} from enterprise_customer_worker_counts k where k.enterprise_customer_id = $1)`;

/** How readWorkerPage reads a page of the list: crews when asked for, in the list's order, with one plan, in the reader's locale. */
const pageReadOptions = (query: ListQuery, locale: Locale) => ({
  withCrews: query.with_crews === 'true',
  order: ORDERS[query.order_by]('p'),
  options: GENERIC_PLAN,
  locale,
});

/** Literal conditions (not parameters), so the planner can use the "no crew" partial indexes of 0007. */
const CREW_CONDITIONS: Record<ListQuery['has_crews'], string[]> = {
  '': [],
  true: ['w.crews_count > 0'],
  false: ['w.crews_count = 0'],
};

/** The filters that choose workers, as the list and the export share them. */
type WorkerMatch = Pick<ListQuery, 'active' | 'has_crews' | 'worker_tags' | 'search'>;

async function listFilter(db: Db, customerId: number, query: WorkerMatch): Promise<ListFilter | null> {
  const params: unknown[] = [customerId];
  const conditions = ['w.enterprise_customer_id = $1'];
  if (query.active) {
    params.push(query.active === 'true');
    conditions.push(`w.is_active = $${params.length}`);
  }
  const tagNames = query.worker_tags.filter(Boolean).map((name) => name.toLowerCase());
  let tagIdsParam: string | null = null;
  if (tagNames.length > 0) {
    const tags = await db.query<{ id: number }>(
      `select t.id from tags t where t.enterprise_customer_id = $1 and lower(t.name) = any($2::text[])`,
      [customerId, tagNames],
      GENERIC_PLAN,
    );
    if (tags.length === 0) return null;
    params.push(tags.map((tag) => tag.id));
    tagIdsParam = `$${params.length}`;
  }
  const search = searchConditions(query.search, params);
  conditions.push(...search);
  return { conditions, params, tagIdsParam, search: search.length > 0 };
}

const customerCount = async (db: Db, customerId: number, active: ListQuery['active']) =>
  (await db.query<{ total: number }>(`select coalesce(${customerCountSql(active)}, 0)::int as total`, [customerId], GENERIC_PLAN))[0].total;

const countWhere = async (db: Db, conditions: string[], params: unknown[]) =>
  (await db.query<{ total: number }>(`select count(*)::int as total from enterprise_customer_workers w where ${conditions.join(' and ')}`, params, GENERIC_PLAN))[0]
    .total;

/**
 * The total of a list without search or tag filter. Workers outside any crew are few and indexed apart, so
 * has_crews=false counts them, and has_crews=true is the maintained count less them: no count reads the roster.
 */
async function countUnsearched(db: Db, customerId: number, filter: ListFilter, query: ListQuery): Promise<number> {
  if (!query.has_crews) return customerCount(db, customerId, query.active);
  const withoutCrew = countWhere(db, [...filter.conditions, ...CREW_CONDITIONS.false], filter.params);
  if (query.has_crews === 'false') return withoutCrew;
  const [counted, none] = await Promise.all([customerCount(db, customerId, query.active), withoutCrew]);
  return counted - none;
}

/**
 * One page of matching workers and the number of all matches. Every statement keeps one plan per connection
 * (GENERIC_PLAN): each filter is a condition an index serves whatever its parameters (searches included, see
 * startsWith), and the same index walk suits a customer of 5 workers or of 20,000.
 */
async function findPage(
  db: Db,
  customerId: number,
  filter: ListFilter,
  query: ListQuery,
  perPage: number,
  locale: Locale,
): Promise<ListPage> {
  const conditions = [
    ...filter.conditions,
    ...(filter.tagIdsParam ? [tagCondition(filter.tagIdsParam)] : []),
    ...CREW_CONDITIONS[query.has_crews],
  ];
  const where = conditions.join(' and ');
  const { params } = filter;
  const offset = (query.page - 1) * perPage;
  const limits = `limit $${params.length + 1} offset $${params.length + 2}`;
  const pageParams = [...params, perPage, offset];
  const order = ORDERS[query.order_by];

  if (!filter.search && !filter.tagIdsParam) {
    // Walks the index of the list order, filtering as it goes, until the page is full. Without the crew filter
    // the customer's kept count rides along as a column (one round trip less); a page past the end has no row.
    const walk = (totalSql: string) =>
      readWorkerPage(
        db,
        `select ${PAGE_COLUMNS}, ${totalSql} as total from enterprise_customer_workers w where ${where} order by ${order('w')} ${limits}`,
        pageParams,
        pageReadOptions(query, locale),
      );
    if (!query.has_crews) {
      const page = await walk(customerCountSql(query.active));
      return { workers: page.workers, total: page.total ?? (await countUnsearched(db, customerId, filter, query)) };
    }
    const [page, total] = await Promise.all([walk('null::int'), countUnsearched(db, customerId, filter, query)]);
    return { workers: page.workers, total };
  }
  // A search, several tags or a tag with the crew filter: find every match through the search and tag indexes,
  // then sort them. Walking the name index with the filter instead can read most of the roster for one page.
  // The matches take the alias w, which PAGE_COLUMNS and the order name.
  const page = await readWorkerPage(
    db,
    `with matches as materialized (
       select ${PAGE_COLUMNS} from enterprise_customer_workers w where ${where}
     )
     select ${PAGE_COLUMNS}, (select count(*)::int from matches) as total from matches w order by ${order('w')} ${limits}`,
    pageParams,
    pageReadOptions(query, locale),
  );
  // A page past the end has no row to carry the total.
  return { workers: page.workers, total: page.total ?? (await countWhere(db, conditions, params)) };
}

/**
 * The list filtered by one tag beside the active filter alone, in one statement: the tag found by name, its page
 * read by walking the index of the list order and keeping the tag's workers (its members hashed once), its kept
 * count (0007) the total. The walk is fenced (offset 0) so that the planner does not join the tag's members to the
 * roster and sort them instead: a tag of 1,200 workers costs 0.5 ms walked and 28 ms sorted. Null when the
 * customer has no such tag.
 */
async function findTagPage(db: Db, customerId: number, tagName: string, query: ListQuery, perPage: number, locale: Locale): Promise<ListPage | null> {
  const params: unknown[] = [customerId, tagName.toLowerCase(), perPage, (query.page - 1) * perPage];
  if (query.active) params.push(query.active === 'true');
  const page = await readWorkerPage(
    db,
    `select ${PAGE_COLUMNS}, ${countedSql('t', query.active)} as total
       from tags t
      cross join lateral (
        select walk.id, walk.last_name, walk.first_name, walk.created_at
          from (select ${PAGE_COLUMNS}, exists (select 1 from worker_tags wt where wt.worker_id = w.id and wt.tag_id = t.id) as tagged
                  from enterprise_customer_workers w
                 where w.enterprise_customer_id = $1${query.active ? ' and w.is_active = $5' : ''}
                 order by ${ORDERS[query.order_by]('w')} offset 0) walk
         where walk.tagged limit $3 offset $4) w
      where t.enterprise_customer_id = $1 and lower(t.name) = $2`,
    params,
    pageReadOptions(query, locale),
  );
  if (page.total !== null) return { workers: page.workers, total: page.total };
  // A page past the end, or a tag nobody carries, has no row to carry the total.
  const [tag] = await db.query<{ total: number }>(
    `select ${countedSql('t', query.active)} as total from tags t where t.enterprise_customer_id = $1 and lower(t.name) = $2`,
    params.slice(0, 2),
    GENERIC_PLAN,
  );
  return tag ? { workers: [], total: tag.total } : null;
}

/**
 * The condition on enterprise_customer_workers w (with its parameters, $1 the customer) that keeps the workers the
 * list's filters match, as the list pages them; null when nothing can match (a tag the customer does not have).
 */
export async function matchingWorkers(db: Db, customerId: number, filters: WorkerMatch): Promise<{ where: string; params: unknown[] } | null> {
  const filter = await listFilter(db, customerId, filters);
  if (!filter) return null;
  const conditions = [...filter.conditions, ...(filter.tagIdsParam ? [tagCondition(filter.tagIdsParam)] : []), ...CREW_CONDITIONS[filters.has_crews]];
  return { where: conditions.join(' and '), params: filter.params };
}

/** The page of workers the query asks for and the number of all its matches; relative times in `locale`. */
export async function findWorkers(db: Db, customerId: number, query: ListQuery, perPage: number, locale: Locale): Promise<ListPage> {
  const tagNames = query.worker_tags.filter(Boolean);
  const found =
    tagNames.length === 1 && !query.search && !query.has_crews
      ? await findTagPage(db, customerId, tagNames[0], query, perPage, locale)
      : await listFilter(db, customerId, query).then((filter) => filter && findPage(db, customerId, filter, query, perPage, locale));
  return found ?? { workers: [], total: 0 };
}

