import type { WorkerResponse, WorkersResponse } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { notFound, parse } from '../../core/http/errors';
import { routeIds } from '../../core/http/ids';
import { paginated } from '../../core/http/pagination';
import { responses } from '../../core/http/response';
import { sessionOf } from '../../core/auth/plugin';
import { t } from '../../core/i18n';
import { insertWorker, requireWorker, storedState, updateWorkerFields } from './repository/workers';
import { findWorkers } from './repository/workers-list';
import { WorkerListCache } from './list-cache';
import { workerListQuery, workerResponse, workersResponse, type WorkerListQuery } from './schemas/workers';
import { createWorkerSchema, updateWorkerSchema } from './worker-fields';
import { postalCodeToStore } from './postal-codes';

const DEFAULT_PER_PAGE = 24;

/** Page links that keep every filter, the repeated worker_tags[] included. */
function pageLinkQuery(query: WorkerListQuery): Record<string, unknown> {
  return {
    active: query.active,
    with_crews: query.with_crews,
    has_crews: query.has_crews,
    search: query.search,
    order_by: query.order_by,
    per_page: query.per_page,
  };
}

function withTags(url: string | null, tags: string[]): string | null {
  if (!url || tags.length === 0) return url;
  const extra = tags.map((tag) => `worker_tags%5B%5D=${encodeURIComponent(tag)}`).join('&');
  return `${url}&${extra}`;
}


/** /json/workers: the list with its filters, one worker, create and update. */
export const workersRoutes: RoutesPlugin = async (app, { db, config }) => {
  // This process's copies of list answers (ADR 0019), unless WORKERS_LIST_CACHE turns them off.
  const cache = config.workersListCache ? await WorkerListCache.open(db) : null;
  if (cache) app.addHook('onClose', () => cache.close());

  app.get('/', { schema: { response: responses({ 200: workersResponse }) } }, async (request, reply) => {
    const { customerId } = sessionOf(request);
    const raw = (request.query ?? {}) as Record<string, unknown>;
    // The client sends arrays as worker_tags[]=a&worker_tags[]=b.
    const query = parse(workerListQuery, { ...raw, worker_tags: raw['worker_tags[]'] ?? raw.worker_tags });
    const perPage = query.per_page ?? DEFAULT_PER_PAGE;
    const list = async (): Promise<WorkersResponse> => {
      const { workers, total } = await findWorkers(db, customerId, query, perPage, request.locale);
      const page = paginated(workers, total, query.page, perPage, { path: '/json/workers', query: pageLinkQuery(query) });
      const tags = query.worker_tags.filter(Boolean);
      return { workers: { ...page, next_page_url: withTags(page.next_page_url, tags), prev_page_url: withTags(page.prev_page_url, tags) } };
    };
    if (!cache) return list();
    // The answer depends on the customer, today (the cache adds both), the reader's locale (relative times) and the
    // parsed query (filters as written: the page links repeat them); not on the user or the role.
    const body = await cache.answer(customerId, [request.locale, perPage, query], async () => {
      const answer = await list();
      // The route's response schema writes it, as Fastify would when sending it (fast-json-stringify: a string).
      return { body: String(reply.serialize(answer)), createdAts: answer.workers.data.map((worker) => worker.created_at) };
    });
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.get('/:id', { schema: { response: responses({ 200: workerResponse }) } }, async (request): Promise<WorkerResponse> => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    return { worker: await requireWorker(db, customerId, id, request.locale) };
  });

  app.post('/', { schema: { response: responses({ 201: workerResponse }) } }, async (request, reply): Promise<WorkerResponse> => {
    const { customerId } = sessionOf(request);
    const fields = parse(createWorkerSchema, request.body);
    const zip = await postalCodeToStore(db, customerId, fields.zip, async () => fields.state);
    const id = await insertWorker(db, customerId, { ...fields, zip });
    reply.status(201);
    return { worker: await requireWorker(db, customerId, id, request.locale), message: t(request, 'workers:created') };
  });

  app.put('/:id', { schema: { response: responses({ 200: workerResponse }) } }, async (request): Promise<WorkerResponse> => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    const fields = parse(updateWorkerSchema, request.body);
    const zip = await postalCodeToStore(db, customerId, fields.zip, async () => (fields.state !== undefined ? fields.state : storedState(db, customerId, id)));
    if (!(await updateWorkerFields(db, customerId, id, { ...fields, zip }))) throw notFound();
    return { worker: await requireWorker(db, customerId, id, request.locale), message: t(request, 'workers:updated') };
  });
};
