import type { Queryable } from '../db';
import type { Role } from '../../../shared-api/src/types';
import { randomToken, sha256 } from './tokens';

export const SESSION_COOKIE = 'portal_session';
export const SESSION_TTL_MS = 7 * 24 * 3600 * 1000;
/** last_seen_at is written at most this often, so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface Session {
  id: string;
  userId: number;
  customerId: number;
  role: Role;
  membershipId: number;
  csrfToken: string;
}

export async function createSession(
  db: Queryable,
  input: { userId: number; customerId: number; ip?: string; userAgent?: string },
): Promise<{ token: string; csrfToken: string }> {
  const token = randomToken();
  const csrfToken = randomToken();
  await db.query(
    `insert into sessions (id, user_id, enterprise_customer_id, csrf_token, ip, user_agent, expires_at)
     values ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
    [sha256(token), input.userId, input.customerId, csrfToken, input.ip ?? null, input.userAgent?.slice(0, 500) ?? null, SESSION_TTL_MS / 1000],
  );
  return { token, csrfToken };
}

export async function loadSession(db: Queryable, token: string): Promise<Session | null> {
  const id = sha256(token);
  const rows = await db.query<{
    user_id: number;
    enterprise_customer_id: number;
    csrf_token: string;
    role: Role;
    membership_id: number;
    stale: boolean;
  }>(
    `select s.user_id, s.enterprise_customer_id, s.csrf_token, m.role, m.id as membership_id,
            s.last_seen_at < now() - make_interval(secs => $2) as stale
       from sessions s
       join enterprise_customer_users m on m.user_id = s.user_id and m.enterprise_customer_id = s.enterprise_customer_id
      where s.id = $1 and s.expires_at > now()`,
    [id, TOUCH_INTERVAL_MS / 1000],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.stale) {
    await db.query(
      `update sessions set last_seen_at = now(), expires_at = now() + make_interval(secs => $2) where id = $1`,
      [id, SESSION_TTL_MS / 1000],
    );
  }
  return {
    id,
    userId: row.user_id,
    customerId: row.enterprise_customer_id,
    role: row.role,
    membershipId: row.membership_id,
    csrfToken: row.csrf_token,
  };
}

export async function destroySession(db: Queryable, sessionId: string): Promise<void> {
  await db.query('delete from sessions where id = $1', [sessionId]);
}
