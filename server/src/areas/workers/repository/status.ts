import type { Db, Queryable } from '../../../core/db';
import { notFound } from '../../../core/http/errors';
import { fullName } from '../../../core/lib/names';
import { notifyAboutWorker } from '../../../core/notifications';
import type { WorkerIdentity } from './workers';
import { msg } from '../../../core/i18n';

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

/** Deactivates the worker: out of every crew, its open requests withdrawn, and the customer notified if it was active. */
export async function archiveWorker(db: Db, customerId: number, workerId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const worker = await lockWorker(tx, customerId, workerId);
    await tx.query('update enterprise_customer_workers set is_active = false, updated_at = now() where id = $1', [workerId]);
    await tx.query('delete from crew_workers where worker_id = $1 and enterprise_customer_id = $2', [workerId, customerId]);
    // Open requests are marked withdrawn rather than deleted: a link already e-mailed to the worker then
    // says the request was withdrawn instead of vanishing, and the record of who asked for what stays.
    await tx.query(
      `update credential_requests set withdrawn_at = now()
        where worker_id = $1 and enterprise_customer_id = $2 and completed_at is null and withdrawn_at is null`,
      [workerId, customerId],
    );
    await tx.query(
      `update user_credential_update_requests r set withdrawn_at = now()
         from user_credentials uc
        where uc.id = r.user_credential_id and uc.worker_id = $1 and r.enterprise_customer_id = $2
          and r.completed_at is null and r.withdrawn_at is null`,
      [workerId, customerId],
    );
    if (worker.is_active) {
      await notifyAboutWorker(tx, {
        customerId,
        workerId,
        type: 'worker_archived',
        message: msg('workers:notifications.archived', { name: fullName(worker.first_name, worker.last_name) }),
      });
    }
  });
}

/** Reactivates the worker and notifies the customer; an active worker is left as it is. */
export async function restoreWorker(db: Db, customerId: number, workerId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const worker = await lockWorker(tx, customerId, workerId);
    if (worker.is_active) return;
    await tx.query('update enterprise_customer_workers set is_active = true, updated_at = now() where id = $1', [workerId]);
    await notifyAboutWorker(tx, {
      customerId,
      workerId,
      type: 'worker_restored',
      message: msg('workers:notifications.restored', { name: fullName(worker.first_name, worker.last_name) }),
    });
  });
}
