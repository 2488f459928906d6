import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../../core/db';
import { notFound } from '../../core/http/errors';
import { sessionOf } from '../../core/auth/plugin';
import { fullName } from '../../core/lib/names';
import { notifyAboutWorker } from '../../core/notifications';
import { routeIds } from '../../core/http/ids';
import { requireWorker, type WorkerIdentity } from './repository';
import type { WorkerResponse } from 'shared-api/contract';

/** Locks the worker's row for the rest of the transaction, so two status changes never interleave. */
async function lockWorker(tx: Queryable, customerId: number, workerId: number): Promise<WorkerIdentity> {
  const [worker] = await tx.query<WorkerIdentity>(
    `select id, first_name, last_name, is_active from enterprise_customer_workers
      where id = $1 and enterprise_customer_id = $2 for update`,
    [workerId, customerId],
  );
  if (!worker) throw notFound();
  return worker;
}

/** Deactivate and activate a worker; each answers with the worker as it now is. */
export function workerStatusRoutes(app: FastifyInstance, db: Db): void {
  app.put('/json/workers/:id/archive', async (request): Promise<WorkerResponse> => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    await db.transaction(async (tx) => {
      const worker = await lockWorker(tx, customerId, id);
      await tx.query('update enterprise_customer_workers set is_active = false, updated_at = now() where id = $1', [id]);
      await tx.query('delete from crew_workers where worker_id = $1 and enterprise_customer_id = $2', [id, customerId]);
      // Open requests are marked withdrawn rather than deleted: a link already e-mailed to the worker then
      // says the request was withdrawn instead of vanishing, and the record of who asked for what stays.
      await tx.query(
        `update credential_requests set withdrawn_at = now()
          where worker_id = $1 and enterprise_customer_id = $2 and completed_at is null and withdrawn_at is null`,
        [id, customerId],
      );
      await tx.query(
        `update user_credential_update_requests r set withdrawn_at = now()
           from user_credentials uc
          where uc.id = r.user_credential_id and uc.worker_id = $1 and r.enterprise_customer_id = $2
            and r.completed_at is null and r.withdrawn_at is null`,
        [id, customerId],
      );
      if (worker.is_active) {
        await notifyAboutWorker(tx, {
          customerId,
          workerId: id,
          type: 'worker_archived',
          message: `${fullName(worker.first_name, worker.last_name)} was deactivated and removed from all crews.`,
        });
      }
    });
    return { worker: await requireWorker(db, customerId, id) };
  });

  app.put('/json/workers/:id/restore', async (request): Promise<WorkerResponse> => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    await db.transaction(async (tx) => {
      const worker = await lockWorker(tx, customerId, id);
      if (worker.is_active) return;
      await tx.query('update enterprise_customer_workers set is_active = true, updated_at = now() where id = $1', [id]);
      await notifyAboutWorker(tx, {
        customerId,
        workerId: id,
        type: 'worker_restored',
        message: `${fullName(worker.first_name, worker.last_name)} was reactivated.`,
      });
    });
    return { worker: await requireWorker(db, customerId, id) };
  });
}
