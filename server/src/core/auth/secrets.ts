import type { Queryable } from '../db';
import { randomToken } from './tokens';

/**
 * A secret every server process on one database shares, created by the first that asks (the HMAC key of visitors'
 * CSRF tokens when SESSION_SECRET is not set: a page served by one instance must be accepted by the next).
 */
export async function sharedSecret(db: Queryable, name: string): Promise<string> {
  await db.query('insert into server_secrets (name, value) values ($1, $2) on conflict (name) do nothing', [name, randomToken()]);
  const [row] = await db.query<{ value: string }>('select value from server_secrets where name = $1', [name]);
  return row.value;
}
