import type { WorkerCrewsResponse } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { routeIds } from '../../core/http/ids';
import { responses } from '../../core/http/response';
import { sessionOf } from '../../core/auth/plugin';
import { requireWorkerIdentity } from './repository/workers';
import { workerCrews } from './repository/crews';
import { workerCrewsResponse } from './schemas/crews';

/** /json/workers/:id/crews: the crews a worker is in. */
export const workerCrewsRoutes: RoutesPlugin = async (app, { db }) => {
  app.get('/', { schema: { response: responses({ 200: workerCrewsResponse }) } }, async (request): Promise<WorkerCrewsResponse> => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    await requireWorkerIdentity(db, customerId, id);
    return { crews: await workerCrews(db, customerId, id) };
  });
};
