import type { Queryable } from '../../../core/db';
import { notFound } from '../../../core/http/errors';

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';

/** Whether another of the customer's workers signs in with this username, in any case. */
export async function usernameTaken(db: Queryable, customerId: number, workerId: number, username: string): Promise<boolean> {
  const rows = await db.query(
    `select 1 from enterprise_customer_workers
      where enterprise_customer_id = $1 and lower(username) = lower($2) and id <> $3`,
    [customerId, username, workerId],
  );
  return rows.length > 0;
}

/**
 * Stores the worker's sign-in; 'username-taken' when a save racing this one took the username first (the
 * unique index decides). A missing or foreign worker answers 404.
 */
export async function saveLoginDetails(
  db: Queryable,
  customerId: number,
  workerId: number,
  username: string,
  passwordHash: string,
): Promise<'saved' | 'username-taken'> {
  try {
    const updated = await db.query(
      `update enterprise_customer_workers set username = $3, password_hash = $4, updated_at = now()
        where id = $1 and enterprise_customer_id = $2 returning id`,
      [workerId, customerId, username, passwordHash],
    );
    if (updated.length === 0) throw notFound();
    return 'saved';
  } catch (error) {
    if (isUniqueViolation(error)) return 'username-taken';
    throw error;
  }
}
