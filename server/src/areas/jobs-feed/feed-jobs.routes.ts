import type { FeedJobResponse, FeedJobsResponse, MessageResponse } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { notFound, parse } from '../../core/http/errors';
import { routeIds } from '../../core/http/ids';
import { paginated } from '../../core/http/pagination';
import { responses } from '../../core/http/response';
import { requireFeature, sessionOf } from '../../core/auth/plugin';
import { t } from '../../core/i18n';
import { createJob, deleteJob, listJobs, requireJob, setJobActive, updateJob } from './repository';
import { activeInput, createJobInput, deletedResponse, feedJobResponse, feedJobsResponse, listQuery, updateJobInput } from './schemas';

const PER_PAGE = 20;

/** /json/feed-jobs: the jobs the customer posts to its public feed (spec part 2 §7 "Jobs feed"). */
export const feedJobsRoutes: RoutesPlugin = async (app, { db }) => {
  app.addHook('preHandler', async (request) => {
    await requireFeature(db, request, 'jobs_feed');
  });

  app.get('/', { schema: { response: responses({ 200: feedJobsResponse }) } }, async (request): Promise<FeedJobsResponse> => {
    const { customerId } = sessionOf(request);
    const { page } = parse(listQuery, request.query);
    const { jobs, total } = await listJobs(db, customerId, page, PER_PAGE, request.locale);
    return { feed_jobs: paginated(jobs, total, page, PER_PAGE, { path: '/json/feed-jobs', query: {} }) };
  });

  app.post('/', { schema: { response: responses({ 200: feedJobResponse }) } }, async (request): Promise<FeedJobResponse> => {
    const { customerId } = sessionOf(request);
    const input = parse(createJobInput, request.body);
    const id = await createJob(db, customerId, input);
    return { message: t(request, 'jobs-feed:created'), feed_job: await requireJob(db, customerId, id, request.locale) };
  });

  app.put('/:id', { schema: { response: responses({ 200: feedJobResponse }) } }, async (request): Promise<FeedJobResponse> => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    await requireJob(db, customerId, id, request.locale);
    const input = parse(updateJobInput, request.body);
    if (!(await updateJob(db, customerId, id, input))) throw notFound();
    return { message: t(request, 'jobs-feed:updated'), feed_job: await requireJob(db, customerId, id, request.locale) };
  });

  app.put('/:id/active', { schema: { response: responses({ 200: feedJobResponse }) } }, async (request): Promise<FeedJobResponse> => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    await requireJob(db, customerId, id, request.locale);
    const { is_active } = parse(activeInput, request.body);
    if (!(await setJobActive(db, customerId, id, is_active))) throw notFound();
    return {
      message: t(request, is_active ? 'jobs-feed:activated' : 'jobs-feed:deactivated'),
      feed_job: await requireJob(db, customerId, id, request.locale),
    };
  });

  app.delete('/:id', { schema: { response: responses({ 200: deletedResponse }) } }, async (request): Promise<MessageResponse> => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    if (!(await deleteJob(db, customerId, id))) throw notFound();
    return { message: t(request, 'jobs-feed:deleted') };
  });
};
