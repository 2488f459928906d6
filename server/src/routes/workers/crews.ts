import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import { sessionOf } from '../../auth/plugin';
import { requireWorkerIdentity, routeIds } from '../../domain/workers';
import type { WorkerCrew, WorkerCrewsResponse } from '../../../../shared-api/src/workers-types';

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
