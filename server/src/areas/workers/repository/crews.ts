import type { Queryable } from '../../../core/db';
import type { WorkerCrew } from 'shared-api/contract';

/** The crews the worker is in, by name, each with its number of members. */
export async function workerCrews(db: Queryable, customerId: number, workerId: number): Promise<WorkerCrew[]> {
  return db.query<WorkerCrew>(
    `select c.id, c.name, (select count(*)::int from crew_workers m where m.crew_id = c.id) as crew_workers_count
       from crew_workers cw join crews c on c.id = cw.crew_id
      where cw.worker_id = $1 and cw.enterprise_customer_id = $2
      order by lower(c.name), c.id`,
    [workerId, customerId],
  );
}
