import type { Queryable } from './db';
import { notFound } from './http/errors';
import type { Locale } from './i18n';

export interface WorkerIdentity {
  id: number;
  first_name: string;
  last_name: string;
  is_active: boolean;
  /** The language of the worker's e-mails. */
  preferred_language: Locale;
}

/**
 * The bare worker behind a sub-resource route (contacts, notes, tags, credentials...): 404 unless it is the
 * customer's. In core because the workers and credentials areas both guard their routes with it.
 */
export async function requireWorkerIdentity(db: Queryable, customerId: number, workerId: number): Promise<WorkerIdentity> {
  const [row] = await db.query<WorkerIdentity>(
    `select id, first_name, last_name, is_active, preferred_language from enterprise_customer_workers where id = $1 and enterprise_customer_id = $2`,
    [workerId, customerId],
  );
  if (!row) throw notFound();
  return row;
}
