import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db, Queryable } from '../../core/db';
import { notFound, parse } from '../../core/http/errors';
import { sessionOf } from '../../core/auth/plugin';
import { routeIds } from '../../core/http/ids';
import { requireWorkerIdentity } from './repository';
import { likePattern } from '../../core/db/like';
import { TAG_COLORS } from 'shared-api/contract';
import type { Tag } from 'shared-api/contract';
import type { MessageResponse, TagsResponse, WorkerTagResponse } from 'shared-api/contract';

const MAX_SUGGESTIONS = 10;

const tagInput = z.object({
  name: z
    .string({ error: 'The name field is required.' })
    .trim()
    .min(1, 'The name field is required.')
    .max(50, 'The name field must not be greater than 50 characters.'),
  color: z
    .string({ error: 'The selected color is invalid.' })
    .trim()
    .toLowerCase()
    .refine((color) => (TAG_COLORS as readonly string[]).includes(color), 'The selected color is invalid.')
    .default(TAG_COLORS[0]),
});

const suggestionsQuery = z.object({
  name: z.string().trim().max(50, 'The name may not be greater than 50 characters.').default(''),
});

async function workerTags(db: Queryable, workerId: number): Promise<Tag[]> {
  return db.query<Tag>(
    `select t.id, t.name, t.color from worker_tags wt join tags t on t.id = wt.tag_id
      where wt.worker_id = $1 order by lower(t.name), t.id`,
    [workerId],
  );
}

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';

/**
 * The customer's tag of that name (any case), created with the colour when there is none yet. Two requests
 * creating the same new tag at once both end with the one the unique index kept.
 */
async function findOrCreateTag(db: Db, customerId: number, name: string, color: string): Promise<Tag> {
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

export function workerTagRoutes(app: FastifyInstance, db: Db): void {
  app.get('/json/workers/:id/tags', async (request): Promise<TagsResponse> => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    await requireWorkerIdentity(db, customerId, id);
    return { tags: await workerTags(db, id) };
  });

  app.post('/json/workers/:id/tags', async (request): Promise<WorkerTagResponse> => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    const input = parse(tagInput, request.body);
    await requireWorkerIdentity(db, customerId, id);
    const tag = await findOrCreateTag(db, customerId, input.name, input.color);
    await db.query(
      `insert into worker_tags (enterprise_customer_id, worker_id, tag_id) values ($1, $2, $3)
       on conflict (worker_id, tag_id) do nothing`,
      [customerId, id, tag.id],
    );
    return { tag, tags: await workerTags(db, id) };
  });

  app.delete('/json/workers/:id/tags/:tagId', async (request): Promise<MessageResponse> => {
    const { customerId } = sessionOf(request);
    const { id, tagId } = routeIds(request.params, 'id', 'tagId');
    const removed = await db.query(
      'delete from worker_tags where worker_id = $1 and tag_id = $2 and enterprise_customer_id = $3 returning tag_id',
      [id, tagId, customerId],
    );
    if (removed.length === 0) throw notFound();
    return { message: 'Tag removed successfully' };
  });

  app.get('/json/tags/suggestions', async (request): Promise<TagsResponse> => {
    const { customerId } = sessionOf(request);
    const { name } = parse(suggestionsQuery, request.query);
    const tags = await db.query<Tag>(
      `select id, name, color from tags
        where enterprise_customer_id = $1 and lower(name) like $2
        order by lower(name), id limit $3`,
      [customerId, likePattern(name.toLowerCase()), MAX_SUGGESTIONS],
    );
    return { tags };
  });
}
