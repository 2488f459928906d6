import type { FastifyInstance } from 'fastify';
import type { Db } from '../../core/db';
import { sessionOf } from '../../core/auth/plugin';
import { routeIds } from '../../core/http/ids';
import { requireWorkerIdentity } from './repository';
import type { WorkerCrew, WorkerCrewsResponse } from 'shared-api/contract';

export function workerCrewRoutes(app: FastifyInstance, db: Db): void {
  app.get('/json/workers/:id/crews', async (request): Promise<WorkerCrewsResponse> => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    await requireWorkerIdentity(db, customerId, id);
    const crews = await db.query<WorkerCrew>(
      `select c.id, c.name, (select count(*)::int from crew_workers m where m.crew_id = c.id) as crew_workers_count
         from crew_workers cw join crews c on c.id = cw.crew_id
        where cw.worker_id = $1 and cw.enterprise_customer_id = $2
        order by lower(c.name), c.id`,
      [id, customerId],
    );
    return { crews };
  });
}
