import type { FastifyRequest } from 'fastify';
import type {
  CrewAddWorkerResponse,
  CrewAvailableWorkersResponse,
  CrewRemoveWorkerResponse,
  CrewTimeLogResponse,
  CrewWorkerCredentialRequestsResponse,
  CrewWorkerCredentialsResponse,
  CrewWorkerMissingCredentialsResponse,
  CrewWorkerUpdateRequestsResponse,
  CrewWorkersResponse,
} from 'shared-api/contract';
import type { AreaDeps, RoutesPlugin } from '../../core/area';
import { sessionOf } from '../../core/auth/plugin';
import { notFound, parse, validationError } from '../../core/http/errors';
import { routeIds } from '../../core/http/ids';
import { responses } from '../../core/http/response';
import { msg, t } from '../../core/i18n';
import { createTimeLog, requireTimeLog, timeLogInput } from '../time-logs';
import { isCrewWorker, requireCrew, requireWorker, today } from './repository/common';
import { crewQuota, quotaWarnings } from './repository/crews';
import { workerCrewCredentials } from './repository/follows';
import { openCrewRequests, openWorkerRequests } from './repository/requests';
import { addCrewWorker, availableWorkers, crewWorkers, missingForWorker, removeCrewWorker, workerUpdateRequests } from './repository/workers';
import {
  addWorkerInput,
  addWorkerResponse,
  availableWorkersResponse,
  removeWorkerResponse,
  timeLogResponse,
  workerCredentialsResponse,
  workerMissingResponse,
  workerRequestsResponse,
  workerUpdateRequestsResponse,
  workersResponse,
} from './schemas';

/**
 * Logs time for one of the crew's workers (POST /json/crews/:crewId/time-logs and the spec's
 * POST /json/crews/:crewId/workers/:workerId/time): the time-logs area's checks (worker and date required,
 * hours ≤ 24, minutes ≤ 59) and storage, with the crew set and the worker required to be in it.
 */
export async function logCrewTime(
  { db }: Pick<AreaDeps, 'db'>,
  request: FastifyRequest,
  crewId: number,
  workerId?: number,
): Promise<CrewTimeLogResponse> {
  const { customerId, userId } = sessionOf(request);
  const crew = await requireCrew(db, customerId, crewId);
  const body = (request.body ?? {}) as Record<string, unknown>;
  const input = parse(timeLogInput, { ...body, crew_id: crew.id, ...(workerId === undefined ? {} : { worker_id: workerId }) });
  if (!(await isCrewWorker(db, crew.id, input.worker_id))) throw validationError({ worker_id: [msg('crews:activity.worker_not_in_crew')] });
  const id = await createTimeLog(db, customerId, userId, input);
  const log = await requireTimeLog(db, customerId, id, request.locale);
  return { message: t(request, 'crews:activity.logged', { name: log.worker.full_name }), time_log: log };
}

/** /json/crews/:crewId/workers: the crew's workers, adding and removing them, the worker sidebar and logging time. */
export const crewWorkersRoutes: RoutesPlugin = async (app, { db, config }) => {
  const quotaOf = async (crewId: number, request: FastifyRequest) => {
    const { quota, count } = await crewQuota(db, crewId);
    return { crew_worker_quota: quota, quota_warnings: quotaWarnings(quota, count, request.locale) };
  };

  app.get('/', { schema: { response: responses({ 200: workersResponse }) } }, async (request): Promise<CrewWorkersResponse> => {
    const { customerId } = sessionOf(request);
    const { crewId } = routeIds(request.params, 'crewId');
    await requireCrew(db, customerId, crewId);
    const [workers, quota] = await Promise.all([crewWorkers(db, customerId, crewId, request.locale), quotaOf(crewId, request)]);
    return { workers, ...quota };
  });

  app.get('/available', { schema: { response: responses({ 200: availableWorkersResponse }) } }, async (request): Promise<CrewAvailableWorkersResponse> => {
    const { customerId } = sessionOf(request);
    const { crewId } = routeIds(request.params, 'crewId');
    await requireCrew(db, customerId, crewId);
    return { workers: await availableWorkers(db, customerId, crewId) };
  });

  app.get(
    '/:workerId/missing-credentials',
    { schema: { response: responses({ 200: workerMissingResponse }) } },
    async (request): Promise<CrewWorkerMissingCredentialsResponse> => {
      const { customerId } = sessionOf(request);
      const { crewId, workerId } = routeIds(request.params, 'crewId', 'workerId');
      await requireCrew(db, customerId, crewId);
      await requireWorker(db, customerId, workerId);
      return { missing_credentials: await missingForWorker(db, crewId, workerId, today()) };
    },
  );

  app.post('/:workerId', { schema: { response: responses({ 200: addWorkerResponse }) } }, async (request): Promise<CrewAddWorkerResponse> => {
    const { customerId, userId } = sessionOf(request);
    const { crewId, workerId } = routeIds(request.params, 'crewId', 'workerId');
    const crew = await requireCrew(db, customerId, crewId);
    // Another customer's worker is not there for this caller: 404, nothing added.
    const worker = await requireWorker(db, customerId, workerId);
    const input = parse(addWorkerInput, request.body ?? {});
    const day = today();
    const requestsOpened = await db.transaction(async (tx) => {
      await addCrewWorker(tx, customerId, crew, worker);
      if (!input.request_missing) return 0;
      const missing = await missingForWorker(tx, crew.id, worker.id, day);
      return openWorkerRequests(tx, {
        customerId,
        userId,
        crew,
        workerId: worker.id,
        credentials: missing,
        message: input.message || null,
        publicUrl: config.publicUrl,
      });
    });
    return {
      message: t(request, 'crews:workers.added'),
      missing_credentials: await missingForWorker(db, crew.id, worker.id, day),
      requests_opened: requestsOpened,
      ...(await quotaOf(crew.id, request)),
    };
  });

  app.delete('/:workerId', { schema: { response: responses({ 200: removeWorkerResponse }) } }, async (request): Promise<CrewRemoveWorkerResponse> => {
    const { customerId } = sessionOf(request);
    const { crewId, workerId } = routeIds(request.params, 'crewId', 'workerId');
    const crew = await requireCrew(db, customerId, crewId);
    const worker = await requireWorker(db, customerId, workerId);
    await removeCrewWorker(db, customerId, crew, worker);
    return { message: t(request, 'crews:workers.removed'), ...(await quotaOf(crew.id, request)) };
  });

  /** The sidebar's reads are of a worker of the crew: 404 otherwise. */
  async function requireCrewWorker(request: FastifyRequest) {
    const { customerId } = sessionOf(request);
    const { crewId, workerId } = routeIds(request.params, 'crewId', 'workerId');
    await requireCrew(db, customerId, crewId);
    await requireWorker(db, customerId, workerId);
    if (!(await isCrewWorker(db, crewId, workerId))) throw notFound(msg('crews:workers.not_in_crew'));
    return { customerId, crewId, workerId };
  }

  app.get('/:workerId/credentials', { schema: { response: responses({ 200: workerCredentialsResponse }) } }, async (request): Promise<CrewWorkerCredentialsResponse> => {
    const { customerId, crewId, workerId } = await requireCrewWorker(request);
    return workerCrewCredentials(db, customerId, crewId, workerId, today(), request.locale);
  });

  app.get(
    '/:workerId/credential-requests',
    { schema: { response: responses({ 200: workerRequestsResponse }) } },
    async (request): Promise<CrewWorkerCredentialRequestsResponse> => {
      const { crewId, workerId } = await requireCrewWorker(request);
      return { credential_requests: await openCrewRequests(db, crewId, request.locale, workerId) };
    },
  );

  app.get(
    '/:workerId/user-credential-update-requests',
    { schema: { response: responses({ 200: workerUpdateRequestsResponse }) } },
    async (request): Promise<CrewWorkerUpdateRequestsResponse> => {
      const { customerId, workerId } = await requireCrewWorker(request);
      return { user_credential_update_requests: await workerUpdateRequests(db, customerId, workerId, request.locale) };
    },
  );

  app.post('/:workerId/time', { schema: { response: responses({ 201: timeLogResponse }) } }, async (request, reply): Promise<CrewTimeLogResponse> => {
    const { crewId, workerId } = routeIds(request.params, 'crewId', 'workerId');
    const answer = await logCrewTime({ db }, request, crewId, workerId);
    reply.status(201);
    return answer;
  });
};
