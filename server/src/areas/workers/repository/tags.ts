import type { Queryable } from '../../../core/db';
import { likePattern } from '../../../core/db/like';
import type { Tag } from 'shared-api/contract';

const MAX_SUGGESTIONS = 10;

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';

/** The worker's tags by name. */
export async function workerTags(db: Queryable, workerId: number): Promise<Tag[]> {
  return db.query<Tag>(
    `select t.id, t.name, t.color from worker_tags wt join tags t on t.id = wt.tag_id
      where wt.worker_id = $1 order by lower(t.name), t.id`,
    [workerId],
  );
}

/**
 * The customer's tag of that name (any case), created with the colour when there is none yet. Two requests
 * creating the same new tag at once both end with the one the unique index kept.
 */
async function findOrCreateTag(db: Queryable, customerId: number, name: string, color: string): Promise<Tag> {
  const find = () =>
    db.query<Tag>('select id, name, color from tags where enterprise_customer_id = $1 and lower(name) = lower($2)', [customerId, name]);
  const [existing] = await find();
  if (existing) return existing;
  try {
    const [created] = await db.query<Tag>(
      'insert into tags (enterprise_customer_id, name, color) values ($1, $2, $3) returning id, name, color',
      [customerId, name, color],
    );
    return created;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const [raced] = await find();
    return raced;
  }
}

/** Gives the worker the customer's tag of that name, creating the tag if needed; returns the tag. */
export async function addWorkerTag(db: Queryable, customerId: number, workerId: number, name: string, color: string): Promise<Tag> {
  const tag = await findOrCreateTag(db, customerId, name, color);
  await db.query(
    `insert into worker_tags (enterprise_customer_id, worker_id, tag_id) values ($1, $2, $3)
     on conflict (worker_id, tag_id) do nothing`,
    [customerId, workerId, tag.id],
  );
  return tag;
}

/** Whether the customer's worker had the tag to remove. */
export async function removeWorkerTag(db: Queryable, customerId: number, workerId: number, tagId: number): Promise<boolean> {
  const removed = await db.query(
    'delete from worker_tags where worker_id = $1 and tag_id = $2 and enterprise_customer_id = $3 returning tag_id',
    [workerId, tagId, customerId],
  );
  return removed.length > 0;
}

/** The customer's tags whose name contains the text (any case), by name; the first few only. */
export async function tagSuggestions(db: Queryable, customerId: number, text: string): Promise<Tag[]> {
  return db.query<Tag>(
    `select id, name, color from tags
      where enterprise_customer_id = $1 and lower(name) like $2
      order by lower(name), id limit $3`,
    [customerId, likePattern(text.toLowerCase()), MAX_SUGGESTIONS],
  );
}
