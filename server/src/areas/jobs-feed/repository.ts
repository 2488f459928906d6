import { PROVINCES, WORK_TERMS, type ProvinceCode, type WorkTerm } from 'shared-api/contract';
import type { ApprovedDomain, FeedJob, FilteredLocation, PublicFeedJob, Town } from 'shared-api/contract';
import type { Queryable } from '../../core/db';
import { notFound } from '../../core/http/errors';
import { readPage } from '../../core/http/pagination';
import { diffForHumans, prettyDate } from '../../core/lib/time';
import type { Locale } from '../../core/i18n';
import { sha256 } from '../../core/auth/tokens';
import type { JobFields } from './schemas';

interface JobRow {
  id: number;
  title: string;
  url: string | null;
  is_active: boolean;
  description: string;
  employer_name: string;
  province: ProvinceCode;
  town: string;
  work_term: WorkTerm;
  number_of_positions: number;
  salary: string | null;
  date_posted: string;
  display_until: string;
}

const JOB_COLUMNS = `id, title, url, is_active, description, employer_name, province, town, work_term, number_of_positions, salary,
  date_posted::text as date_posted, display_until::text as display_until`;

function toFeedJob(row: JobRow, locale: Locale): FeedJob {
  return {
    id: row.id,
    title: row.title,
    url: row.url,
    location: `${row.town}, ${row.province}`,
    is_active: row.is_active,
    details: {
      description: row.description,
      employer_name: row.employer_name,
      province: row.province,
      town: row.town,
      work_term: row.work_term,
      number_of_positions: row.number_of_positions,
      salary: row.salary,
      date_posted: row.date_posted,
      display_until: row.display_until,
      posted_at_pretty_date: prettyDate(row.date_posted, locale) ?? row.date_posted,
      display_until_pretty_date: prettyDate(row.display_until, locale) ?? row.display_until,
    },
  };
}

export async function listJobs(db: Queryable, customerId: number, page: number, perPage: number, locale: Locale) {
  const { rows, total } = await readPage<JobRow>(
    db,
    { columns: JOB_COLUMNS, from: 'feed_jobs', where: 'enterprise_customer_id = $1', params: [customerId], order: 'created_at desc, id desc' },
    page,
    perPage,
  );
  return { jobs: rows.map((row) => toFeedJob(row, locale)), total };
}

export async function requireJob(db: Queryable, customerId: number, id: number, locale: Locale): Promise<FeedJob> {
  const [row] = await db.query<JobRow>(`select ${JOB_COLUMNS} from feed_jobs where id = $1 and enterprise_customer_id = $2`, [id, customerId]);
  if (!row) throw notFound();
  return toFeedJob(row, locale);
}

export async function createJob(db: Queryable, customerId: number, input: JobFields): Promise<number> {
  const [{ id }] = await db.query<{ id: number }>(
    `insert into feed_jobs (enterprise_customer_id, title, url, is_active, description, employer_name, province, town, work_term,
       number_of_positions, salary, date_posted, display_until)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id`,
    [
      customerId, input.title, input.url, input.is_active ?? true, input.description, input.employer_name, input.province, input.city,
      input.term, input.number_of_positions, input.salary, input.date_posted, input.display_until,
    ],
  );
  return id;
}

/** false when the job is not the customer's. is_active left out keeps its value. */
export async function updateJob(db: Queryable, customerId: number, id: number, input: JobFields): Promise<boolean> {
  const rows = await db.query(
    `update feed_jobs set title = $3, url = $4, is_active = coalesce($5, is_active), description = $6, employer_name = $7, province = $8,
       town = $9, work_term = $10, number_of_positions = $11, salary = $12, date_posted = $13, display_until = $14, updated_at = now()
     where id = $1 and enterprise_customer_id = $2 returning id`,
    [
      id, customerId, input.title, input.url, input.is_active ?? null, input.description, input.employer_name, input.province, input.city,
      input.term, input.number_of_positions, input.salary, input.date_posted, input.display_until,
    ],
  );
  return rows.length > 0;
}

export async function setJobActive(db: Queryable, customerId: number, id: number, isActive: boolean): Promise<boolean> {
  const rows = await db.query(
    'update feed_jobs set is_active = $3, updated_at = now() where id = $1 and enterprise_customer_id = $2 returning id',
    [id, customerId, isActive],
  );
  return rows.length > 0;
}

export async function deleteJob(db: Queryable, customerId: number, id: number): Promise<boolean> {
  const rows = await db.query('delete from feed_jobs where id = $1 and enterprise_customer_id = $2 returning id', [id, customerId]);
  return rows.length > 0;
}

// Approved domains --------------------------------------------------------------------------------------

export async function listDomains(db: Queryable, customerId: number, locale: Locale): Promise<ApprovedDomain[]> {
  const rows = await db.query<{ id: number; domain: string; created_at: Date }>(
    'select id, domain, created_at from feed_job_approved_domains where enterprise_customer_id = $1 order by domain',
    [customerId],
  );
  const now = new Date();
  return rows.map((row) => ({ id: row.id, domain: row.domain, created_at_diff_for_humans: diffForHumans(row.created_at, now, locale) }));
}

/** false when the customer already has it. */
export async function addDomain(db: Queryable, customerId: number, domain: string): Promise<boolean> {
  const rows = await db.query(
    `insert into feed_job_approved_domains (enterprise_customer_id, domain) values ($1, $2)
     on conflict (enterprise_customer_id, domain) do nothing returning id`,
    [customerId, domain],
  );
  return rows.length > 0;
}

export async function removeDomain(db: Queryable, customerId: number, id: number): Promise<boolean> {
  const rows = await db.query('delete from feed_job_approved_domains where id = $1 and enterprise_customer_id = $2 returning id', [id, customerId]);
  return rows.length > 0;
}

// Filtered locations -------------------------------------------------------------------------------------

export async function townsOf(db: Queryable, province: ProvinceCode): Promise<Town[]> {
  return db.query<Town>(
    `select t.id, t.name from towns t join provinces p on p.id = t.province_id where p.code = $1 order by t.name`,
    [province],
  );
}

/** The town of the province named (case-insensitively) or given by id; null when the province has no such town. */
export async function findTown(db: Queryable, province: ProvinceCode, town: string): Promise<number | null> {
  const byId = /^\d{1,9}$/.test(town) ? Number(town) : null;
  const [row] = await db.query<{ id: number }>(
    `select t.id from towns t join provinces p on p.id = t.province_id
      where p.code = $1 and (t.id = $2 or lower(t.name) = lower($3))`,
    [province, byId, town],
  );
  return row?.id ?? null;
}

const LOCATION_SELECT = `select l.id, t.name as town, p.code as province
  from feed_job_filtered_locations l join towns t on t.id = l.town_id join provinces p on p.id = t.province_id`;

export async function listLocations(db: Queryable, customerId: number): Promise<FilteredLocation[]> {
  return db.query<FilteredLocation>(`${LOCATION_SELECT} where l.enterprise_customer_id = $1 order by p.code, t.name`, [customerId]);
}

/** The new row, or null when the customer already filters on that town. */
export async function addLocation(db: Queryable, customerId: number, townId: number): Promise<FilteredLocation | null> {
  const [created] = await db.query<{ id: number }>(
    `insert into feed_job_filtered_locations (enterprise_customer_id, town_id) values ($1, $2)
     on conflict (enterprise_customer_id, town_id) do nothing returning id`,
    [customerId, townId],
  );
  if (!created) return null;
  const [row] = await db.query<FilteredLocation>(`${LOCATION_SELECT} where l.id = $1`, [created.id]);
  return row;
}

export async function removeLocation(db: Queryable, customerId: number, id: number): Promise<boolean> {
  const rows = await db.query('delete from feed_job_filtered_locations where id = $1 and enterprise_customer_id = $2 returning id', [id, customerId]);
  return rows.length > 0;
}

// The public feed ---------------------------------------------------------------------------------------

export interface FeedOwner {
  id: number;
  name: string;
  feed_slug: string;
}

export async function feedSlugOf(db: Queryable, customerId: number): Promise<string> {
  const [row] = await db.query<{ feed_slug: string }>('select feed_slug from enterprise_customers where id = $1', [customerId]);
  return row.feed_slug;
}

export async function hasIntegrationToken(db: Queryable, customerId: number): Promise<boolean> {
  return (await db.query('select 1 from enterprise_tokens where enterprise_customer_id = $1', [customerId])).length > 0;
}

/** The customer publishing at this slug, if it has the jobs feed. */
export async function findFeedOwner(db: Queryable, slug: string): Promise<FeedOwner | null> {
  const [row] = await db.query<FeedOwner>(
    `select c.id, c.name, c.feed_slug from enterprise_customers c
      where c.feed_slug = $1
        and exists (select 1 from enterprise_customer_features cf join features f on f.id = cf.feature_id
                     where cf.enterprise_customer_id = c.id and f.label = 'jobs_feed')`,
    [slug],
  );
  return row ?? null;
}

/** Whether a page at this origin (scheme://host[:port]) may read the customer's feed: its host is approved. */
export async function isApprovedOrigin(db: Queryable, customerId: number, origin: string): Promise<boolean> {
  const match = /^https?:\/\/([^/]+)$/i.exec(origin);
  if (!match) return false;
  const rows = await db.query('select 1 from feed_job_approved_domains where enterprise_customer_id = $1 and domain = $2', [
    customerId,
    match[1].toLowerCase(),
  ]);
  return rows.length > 0;
}

/** Whether the token is the customer's integration token (compared by its SHA-256, as stored); notes its use. */
export async function isIntegrationToken(db: Queryable, customerId: number, token: string): Promise<boolean> {
  const rows = await db.query(
    'update enterprise_tokens set last_used_at = now() where enterprise_customer_id = $1 and token_hash = $2 returning id',
    [customerId, sha256(token)],
  );
  return rows.length > 0;
}

const PROVINCE_NAMES = new Map<string, string>(PROVINCES.map((p) => [p.code, p.name]));
const TERM_LABELS = new Map<string, string>(WORK_TERMS.map((t) => [t.code, t.label]));

/**
 * The customer's active jobs displayed today (posted on or before, displayed until on or after), newest first;
 * only in the filtered towns when the customer has set any (matched by town name and province).
 */
export async function publishedJobs(db: Queryable, customerId: number, today: string): Promise<PublicFeedJob[]> {
  const rows = await db.query<JobRow>(
    `select ${JOB_COLUMNS} from feed_jobs j
      where j.enterprise_customer_id = $1 and j.is_active and j.date_posted <= $2::date and j.display_until >= $2::date
        and (not exists (select 1 from feed_job_filtered_locations l where l.enterprise_customer_id = $1)
             or exists (select 1 from feed_job_filtered_locations l join towns t on t.id = l.town_id join provinces p on p.id = t.province_id
                         where l.enterprise_customer_id = $1 and p.code = j.province and lower(t.name) = lower(j.town)))
      order by j.date_posted desc, j.id desc`,
    [customerId, today],
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    url: row.url,
    description: row.description,
    employer_name: row.employer_name,
    town: row.town,
    province: row.province,
    province_name: PROVINCE_NAMES.get(row.province) ?? row.province,
    work_term: row.work_term,
    work_term_label: TERM_LABELS.get(row.work_term) ?? row.work_term,
    number_of_positions: row.number_of_positions,
    salary: row.salary,
    date_posted: row.date_posted,
    display_until: row.display_until,
  }));
}
