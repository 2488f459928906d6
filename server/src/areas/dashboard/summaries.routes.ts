import type { CrewsSummaryResponse, NotificationsSummaryResponse, WorkerTagsSummaryResponse, WorkersSummaryResponse } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { parse } from '../../core/http/errors';
import { responses } from '../../core/http/response';
import { sessionOf } from '../../core/auth/plugin';
import { crewsSummary, latestNotifications, workerTagsSummary, workersSummary } from './repository';
import { crewsSummaryResponse, limitQuery, notificationsSummaryResponse, workerTagsSummaryResponse, workersSummaryResponse } from './schemas';

/** /json/summaries: the dashboard's cards, counts and the newest few of each, always scoped to the session's customer. */
export const summariesRoutes: RoutesPlugin = async (app, { db }) => {
  app.get('/workers', { schema: { response: responses({ 200: workersSummaryResponse }) } }, async (request): Promise<WorkersSummaryResponse> => {
    const { limit } = parse(limitQuery, request.query);
    return workersSummary(db, sessionOf(request).customerId, limit, request.locale);
  });

  app.get('/crews', { schema: { response: responses({ 200: crewsSummaryResponse }) } }, async (request): Promise<CrewsSummaryResponse> => {
    const { limit } = parse(limitQuery, request.query);
    return crewsSummary(db, sessionOf(request).customerId, limit);
  });

  app.get('/notifications', { schema: { response: responses({ 200: notificationsSummaryResponse }) } }, async (request): Promise<NotificationsSummaryResponse> => {
    const { limit } = parse(limitQuery, request.query);
    return { notifications: await latestNotifications(db, sessionOf(request).customerId, limit, request.locale) };
  });

  app.get('/worker-tags', { schema: { response: responses({ 200: workerTagsSummaryResponse }) } }, async (request): Promise<WorkerTagsSummaryResponse> =>
    workerTagsSummary(db, sessionOf(request).customerId),
  );
};
