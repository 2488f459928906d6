import type { WorkerResponse } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { routeIds } from '../../core/http/ids';
import { responses } from '../../core/http/response';
import { sessionOf } from '../../core/auth/plugin';
import { requireWorker } from './repository/workers';
import { archiveWorker, restoreWorker } from './repository/status';
import { workerResponse } from './schemas/workers';

/** /json/workers/:id: deactivate (archive) and activate (restore) a worker; each answers with the worker as it now is. */
export const workerStatusRoutes: RoutesPlugin = async (app, { db }) => {
  app.put('/archive', { schema: { response: responses({ 200: workerResponse }) } }, async (request): Promise<WorkerResponse> => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    await archiveWorker(db, customerId, id);
    return { worker: await requireWorker(db, customerId, id, request.locale) };
  });

  app.put('/restore', { schema: { response: responses({ 200: workerResponse }) } }, async (request): Promise<WorkerResponse> => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    await restoreWorker(db, customerId, id);
    return { worker: await requireWorker(db, customerId, id, request.locale) };
  });
};
