import type { Db, Queryable } from '../../../core/db';
import { insertRows } from '../../../core/db/insert-rows';
import type { CreateWorkerFields } from '../worker-fields';

/** Which of these e-mails (lower case) a worker of the customer already has, compared in any case. */
export async function emailsOnFile(db: Queryable, customerId: number, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db.query<{ email: string }>(
    `select distinct lower(email) as email from enterprise_customer_workers
      where enterprise_customer_id = $1 and lower(email) = any($2::text[])`,
    [customerId, emails],
  );
  return new Set(rows.map((row) => row.email));
}

/** Adds the workers of an import file, all or none. */
export async function insertImportedWorkers(db: Db, customerId: number, workers: CreateWorkerFields[]): Promise<void> {
  await db.transaction((tx) =>
    insertRows(
      tx,
      'enterprise_customer_workers',
      workers.map((worker) => ({
        enterprise_customer_id: customerId,
        first_name: worker.first_name,
        last_name: worker.last_name,
        email: worker.email ?? null,
        phone_number: worker.phone_number ?? null,
        address: worker.address ?? null,
        city: worker.city ?? null,
        state: worker.state ?? null,
        zip: worker.zip ?? null,
        dob: worker.dob ?? null,
        bio: worker.bio ?? null,
        preferred_language: worker.preferred_language,
      })),
    ),
  );
}
