import type { Db, Queryable } from '../../../core/db';
import { GENERIC_PLAN } from '../../../core/db';
import { frenchOrder, likePattern, searchKey } from '../../../core/db/like';
import { notFound } from '../../../core/http/errors';
import { msg, t, type Locale } from '../../../core/i18n';
import type { ServableFile } from '../../../core/files';
import { fullName } from '../../../core/lib/names';
import {
  CREW_CARD_DESCRIPTION_LENGTH,
  CREW_CARD_TAG_COUNT,
  CREW_HEADING_DESCRIPTION_LENGTH,
  type Crew,
  type CrewCard,
  type CrewType,
  type CrewWorkerQuota,
  type WorkerTagSummary,
} from 'shared-api/contract';
import { crewImageUrl, cut, importedCrewImageUrl, toCrewUser, USER_COLUMNS, type UserRow } from './common';

/** The §9 warnings of a crew's worker count against its quota, in the locale. */
export function quotaWarnings(quota: CrewWorkerQuota | null, count: number, locale: Locale): string[] {
  if (!quota) return [];
  const warnings: string[] = [];
  if (quota.min_workers !== null && count < quota.min_workers) warnings.push(t(locale, 'crews:quota.min_not_met', { count: quota.min_workers }));
  if (quota.max_workers !== null && count > quota.max_workers) warnings.push(t(locale, 'crews:quota.max_exceeded', { count: count - quota.max_workers }));
  return warnings;
}

/**
 * The crew workers' tags, most carried first (at most `limit`): a JSON array built in SQL from the kept counts
 * (crew_tag_counts, 0023), one index read per crew.
 */
const TAG_SUMMARY_SQL = (crew: string, limit?: number) => `(
  select coalesce(json_agg(json_build_object('tag', json_build_object('id', s.id, 'name', s.name, 'color', s.color), 'tag_count', s.n)
                           order by s.n desc, lower(s.name), s.id), '[]')
    from (select t.id, t.name, t.color, tc.workers_count as n
            from crew_tag_counts tc join tags t on t.id = tc.tag_id
           where tc.crew_id = ${crew} and tc.workers_count > 0
           order by tc.workers_count desc, lower(t.name), t.id${limit === undefined ? '' : ` limit ${limit}`}) s)`;

interface CardRow {
  id: number;
  name: string;
  description: string;
  image_path: string | null;
  crew_type_id: number | null;
  crew_type_name: string | null;
  admin_id: number;
  admin_first_name: string;
  admin_last_name: string;
  workers_count: number;
  tags: WorkerTagSummary[];
}

/**
 * One page of the customer's crews by name, with the filter's total, the customer's number of crews and whether it
 * has the crews feature (no limit). The page is chosen first; each card's worker count and first tags are the kept
 * counters (0023), read by key, not counted from the crew's workers on every call.
 */
export async function listCrews(
  db: Queryable,
  customerId: number,
  query: { crew_type_id?: number; page: number },
  perPage: number,
): Promise<{ crews: CrewCard[]; total: number; count: number; unlimited: boolean }> {
  // Planned for its parameters: the generic plan (no page size or offset known) ran at several times the cost.
  const [rows, [{ count, total, unlimited }]] = await Promise.all([
    db.query<CardRow>(
      `with page as (
         select c.id, c.name, c.description, c.image_path, c.crew_type_id, c.admin_id, c.workers_count
           from crews c
          where c.enterprise_customer_id = $1 and ($2::int is null or c.crew_type_id = $2)
          order by lower(c.name), c.id
          limit $3 offset $4)
       select p.id, p.name, p.description, p.image_path, p.crew_type_id, ct.name as crew_type_name, p.admin_id,
              u.first_name as admin_first_name, u.last_name as admin_last_name, p.workers_count,
              ${TAG_SUMMARY_SQL('p.id', CREW_CARD_TAG_COUNT)} as tags
         from page p
         join users u on u.id = p.admin_id
         left join crew_types ct on ct.id = p.crew_type_id
        order by lower(p.name), p.id`,
      [customerId, query.crew_type_id ?? null, perPage, (query.page - 1) * perPage],
    ),
    db.query<{ count: number; total: number; unlimited: boolean }>(
      `select count(*)::int as count, (count(*) filter (where $2::int is null or crew_type_id = $2))::int as total,
              exists (select 1 from enterprise_customer_features cf join features f on f.id = cf.feature_id
                       where cf.enterprise_customer_id = $1 and f.label = 'crews') as unlimited
         from crews where enterprise_customer_id = $1`,
      [customerId, query.crew_type_id ?? null],
      GENERIC_PLAN,
    ),
  ]);
  return {
    crews: rows.map((row) => ({
      id: row.id,
      name: row.name,
      description_preview: cut(row.description, CREW_CARD_DESCRIPTION_LENGTH),
      crew_image_url: crewImageUrl(row.id, row.image_path),
      crew_type_id: row.crew_type_id,
      crew_type: row.crew_type_id ? { id: row.crew_type_id, name: row.crew_type_name ?? '' } : null,
      admin_id: row.admin_id,
      admin: { id: row.admin_id, full_name: fullName(row.admin_first_name, row.admin_last_name) },
      worker_tags_summary: row.tags,
      crew_workers_count: row.workers_count,
    })),
    total,
    count,
    unlimited,
  };
}

export async function countCrews(db: Queryable, customerId: number): Promise<number> {
  const [{ count }] = await db.query<{ count: number }>('select count(*)::int as count from crews where enterprise_customer_id = $1', [customerId]);
  return count;
}

/** The platform's preset types and the customer's own, by name. */
export async function crewTypes(db: Queryable, customerId: number): Promise<CrewType[]> {
  return db.query<CrewType>(
    `select id, name from crew_types where enterprise_customer_id is null or enterprise_customer_id = $1 order by lower(name), id`,
    [customerId],
  );
}

export async function isCrewType(db: Queryable, customerId: number, typeId: number): Promise<boolean> {
  const rows = await db.query('select 1 from crew_types where id = $1 and (enterprise_customer_id is null or enterprise_customer_id = $2)', [typeId, customerId]);
  return rows.length > 0;
}

export async function searchCrews(db: Queryable, customerId: number, search: string): Promise<Array<{ id: number; name: string }>> {
  return db.query(
    `select id, name from crews where enterprise_customer_id = $1 and ${searchKey('name')} like ${searchKey('$2::text')}
      order by ${frenchOrder('name')}, id limit 20`,
    [customerId, likePattern(search)],
  );
}

interface CrewRow extends UserRow {
  crew_id: number;
  name: string;
  description: string;
  image_path: string | null;
  crew_type_id: number | null;
  crew_type_name: string | null;
  admin_id: number;
  crew_owner_id: number | null;
  customer_name: string;
  created_at: Date;
  workers_count: number;
  min_workers: number | null;
  max_workers: number | null;
  has_quota: boolean;
  tags: WorkerTagSummary[];
  imports: Array<{ id: number; crew_id: number; crew_name: string; image_path: string | null; customer_name: string }>;
}

export async function crewQuota(db: Queryable, crewId: number): Promise<{ quota: CrewWorkerQuota | null; count: number }> {
  const [row] = await db.query<{ min_workers: number | null; max_workers: number | null; has_quota: boolean; count: number }>(
    `select q.min_workers, q.max_workers, q.crew_id is not null as has_quota,
            (select count(*)::int from crew_workers cw where cw.crew_id = $1) as count
       from (select 1) one left join crew_worker_quotas q on q.crew_id = $1`,
    [crewId],
  );
  return { quota: row.has_quota ? { min_workers: row.min_workers, max_workers: row.max_workers } : null, count: row.count };
}

/** The crew as its heading and admin page show it; 404 for another customer's crew. */
export async function crewDetail(db: Queryable, customerId: number, crewId: number, canChangeAdmin: boolean, locale: Locale): Promise<Crew> {
  const [row] = await db.query<CrewRow>(
    `select c.id as crew_id, c.name, c.description, c.image_path, c.crew_type_id, ct.name as crew_type_name, c.admin_id, c.crew_owner_id,
            c.created_at, ec.name as customer_name, ${USER_COLUMNS},
            c.workers_count,
            q.min_workers, q.max_workers, q.crew_id is not null as has_quota,
            ${TAG_SUMMARY_SQL('c.id')} as tags,
            (select coalesce(json_agg(json_build_object('id', i.id, 'crew_id', sc.id, 'crew_name', sc.name, 'image_path', sc.image_path, 'customer_name', sec.name)
                                      order by i.id), '[]')
               from crew_shared_imports i
               join crew_shares s on s.id = i.crew_share_id and s.withdrawn_at is null and (s.expires_at is null or s.expires_at >= current_date)
               join crews sc on sc.id = s.crew_id
               join enterprise_customers sec on sec.id = sc.enterprise_customer_id
              where i.crew_id = c.id and i.enterprise_customer_id = c.enterprise_customer_id) as imports
       from crews c
       join enterprise_customers ec on ec.id = c.enterprise_customer_id
       join users u on u.id = c.admin_id
       left join enterprise_customer_users m on m.user_id = u.id and m.enterprise_customer_id = c.enterprise_customer_id
       left join crew_types ct on ct.id = c.crew_type_id
       left join crew_worker_quotas q on q.crew_id = c.id
      where c.id = $1 and c.enterprise_customer_id = $2`,
    [crewId, customerId],
  );
  if (!row) throw notFound();
  const quota = row.has_quota ? { min_workers: row.min_workers, max_workers: row.max_workers } : null;
  return {
    id: row.crew_id,
    name: row.name,
    description: row.description,
    description_preview: cut(row.description, CREW_HEADING_DESCRIPTION_LENGTH),
    crew_image_url: crewImageUrl(row.crew_id, row.image_path),
    image_url_path: row.image_path,
    crew_type_id: row.crew_type_id,
    crew_type: row.crew_type_id ? { id: row.crew_type_id, name: row.crew_type_name ?? '' } : null,
    admin_id: row.admin_id,
    // A former user of the customer still administering the crew reads as a member.
    admin: toCrewUser({ ...row, role: row.role ?? 'member' }),
    crew_owner_id: row.crew_owner_id,
    customer: { name: row.customer_name },
    worker_tags_summary: row.tags,
    crew_workers_count: row.workers_count,
    workers_count: row.workers_count,
    crew_worker_quota: quota,
    quota_warnings: quotaWarnings(quota, row.workers_count, locale),
    crew_shared_imports: row.imports.map((i) => ({
      id: i.id,
      imported_crew: { id: i.crew_id, name: i.crew_name, crew_image_url: importedCrewImageUrl(i.crew_id, i.image_path), customer: { name: i.customer_name } },
    })),
    can_change_admin: canChangeAdmin,
    created_at: row.created_at.toISOString(),
  };
}

export interface CrewFields {
  name: string;
  description: string;
  admin_id: number;
  crew_type_id: number | null;
}

/**
 * Creates the crew unless the customer, lacking the crews feature, already holds `limit` crews. The count is taken
 * under a lock on the customer's row, so two creations at once cannot both pass it. Returns null when refused.
 */
export async function insertCrew(
  db: Db,
  customerId: number,
  userId: number,
  fields: CrewFields,
  imagePath: string | null,
  limit: number | null,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    if (limit !== null) {
      await tx.query('select id from enterprise_customers where id = $1 for update', [customerId]);
      if ((await countCrews(tx, customerId)) >= limit) return null;
    }
    const [{ id }] = await tx.query<{ id: number }>(
      `insert into crews (enterprise_customer_id, name, description, image_path, admin_id, crew_type_id, crew_owner_id)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [customerId, fields.name, fields.description, imagePath, fields.admin_id, fields.crew_type_id, userId],
    );
    return id;
  });
}

export async function updateCrew(db: Queryable, customerId: number, crewId: number, fields: Omit<CrewFields, 'admin_id'>): Promise<void> {
  await db.query(
    `update crews set name = $3, description = $4, crew_type_id = $5, updated_at = now() where id = $1 and enterprise_customer_id = $2`,
    [crewId, customerId, fields.name, fields.description, fields.crew_type_id],
  );
}

/** Points the crew at a newly stored image; returns the previous image's storage key (to remove), or null. */
export async function replaceCrewImage(db: Db, customerId: number, crewId: number, storageKey: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [crew] = await tx.query<{ image_path: string | null }>(
      'select image_path from crews where id = $1 and enterprise_customer_id = $2 for update',
      [crewId, customerId],
    );
    if (!crew) throw notFound();
    await tx.query('update crews set image_path = $3, updated_at = now() where id = $1 and enterprise_customer_id = $2', [crewId, customerId, storageKey]);
    return crew.image_path;
  });
}

/**
 * The crew image's stored file, or null. `customerId` null reads any customer's crew: only for callers that
 * checked a share first (the public page's token, an importer's open share).
 */
export async function crewImageFile(db: Queryable, customerId: number | null, crewId: number): Promise<ServableFile | null> {
  const [file] = await db.query<ServableFile>(
    `select f.storage_key, f.mime_type, f.original_name from crews c join files f on f.storage_key = c.image_path and f.enterprise_customer_id = c.enterprise_customer_id
      where c.id = $1 and ($2::int is null or c.enterprise_customer_id = $2)`,
    [crewId, customerId],
  );
  return file ?? null;
}

/** Hands the crew to another of the customer's admins and tells the customer's feed; returns the previous admin's name. */
export async function changeCrewAdmin(db: Db, customerId: number, crewId: number, crewName: string, admin: { id: number; full_name: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [previous] = await tx.query<{ first_name: string; last_name: string }>(
      `select u.first_name, u.last_name from crews c join users u on u.id = c.admin_id where c.id = $1 and c.enterprise_customer_id = $2 for update of c`,
      [crewId, customerId],
    );
    if (!previous) throw notFound();
    await tx.query('update crews set admin_id = $3, updated_at = now() where id = $1 and enterprise_customer_id = $2', [crewId, customerId, admin.id]);
    await tx.query(
      `insert into notifications (enterprise_customer_id, notification_type, message, metadata, crew_id)
       values ($1, 'crew_admin_changed', $2, $3::jsonb, $4)`,
      [
        customerId,
        msg('crews:notifications.admin_changed', { admin: admin.full_name, crew: crewName, previous: fullName(previous.first_name, previous.last_name) }),
        JSON.stringify({ admin_id: admin.id }),
        crewId,
      ],
    );
  });
}
