import type { Db, Queryable } from '../../../core/db';
import type { ServableFile } from '../../../core/files';
import { notFound } from '../../../core/http/errors';

/** Points the worker at a newly stored picture and returns the one it replaces; 404 for a missing or foreign worker. */
export async function swapProfilePicture(db: Db, customerId: number, workerId: number, storageKey: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ profile_picture_path: string | null }>(
      `select profile_picture_path from enterprise_customer_workers
        where id = $1 and enterprise_customer_id = $2 for update`,
      [workerId, customerId],
    );
    if (!row) throw notFound();
    await tx.query(
      `update enterprise_customer_workers set profile_picture_path = $3, updated_at = now()
        where id = $1 and enterprise_customer_id = $2`,
      [workerId, customerId, storageKey],
    );
    return row.profile_picture_path;
  });
}

/** The stored file of the worker's picture; null when the worker has none or is not the customer's. */
export async function profilePictureFile(db: Queryable, customerId: number, workerId: number): Promise<ServableFile | null> {
  const [picture] = await db.query<ServableFile>(
    `select f.storage_key, f.mime_type, f.original_name
       from enterprise_customer_workers w
       join files f on f.storage_key = w.profile_picture_path and f.enterprise_customer_id = w.enterprise_customer_id
      where w.id = $1 and w.enterprise_customer_id = $2`,
    [workerId, customerId],
  );
  return picture ?? null;
}

/** Whether the customer had the worker whose job title was set. */
export async function setJobTitle(db: Queryable, customerId: number, workerId: number, jobTitle: string | null): Promise<boolean> {
  const rows = await db.query(
    `update enterprise_customer_workers set job_title = $3, updated_at = now()
      where id = $1 and enterprise_customer_id = $2 returning id`,
    [workerId, customerId, jobTitle],
  );
  return rows.length > 0;
}
