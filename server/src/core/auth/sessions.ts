import { GENERIC_PLAN, type Queryable } from '../db';
import type { Role } from 'shared-api/contract';
import type { Locale } from '../i18n';
import { randomToken, sha256 } from './tokens';

export const SESSION_COOKIE = 'portal_session';
export const SESSION_TTL_MS = 7 * 24 * 3600 * 1000;
/** last_seen_at is written at most this often, so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 60 * 1000;
/**
 * How long a looked-up session is reused in this process by default on the embedded database (one process by
 * construction), saving a query on every API call. Signing out or replacing a session evicts it here at once;
 * on PostgreSQL, where several server processes may serve one database, the default is no reuse at all, so a
 * sign-out or a removed user ends access on every instance at once (Config.sessionCacheMs, docs/deploy.md).
 */
export const SESSION_CACHE_TTL_MS = 5 * 1000;
const SESSION_CACHE_MAX_ENTRIES = 10_000;

export interface Session {
  id: string;
  userId: number;
  customerId: number;
  role: Role;
  membershipId: number;
  csrfToken: string;
  /** The language the user chose (users.locale): what the server answers the session in; null until they choose. */
  locale: Locale | null;
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

/** Sessions by id (the token's hash, unique across databases), each with the time it may be served until. */
const cachedSessions = new Map<string, { session: Session; until: number }>();
/** Bumped by every eviction: a lookup that ran across one may have read the evicted row, so it is not kept. */
let evictions = 0;

function remember(session: Session, expiresAt: Date, cacheMs: number): void {
  if (cachedSessions.size >= SESSION_CACHE_MAX_ENTRIES) cachedSessions.delete(cachedSessions.keys().next().value!);
  cachedSessions.set(session.id, { session, until: Math.min(Date.now() + cacheMs, expiresAt.getTime()) });
}

function forget(sessionId: string): void {
  cachedSessions.delete(sessionId);
  evictions += 1;
}

/** The session of a cookie's token, reused from this process's cache for up to `cacheMs` (0: always read). */
export async function loadSession(db: Queryable, token: string, cacheMs = SESSION_CACHE_TTL_MS): Promise<Session | null> {
  const id = sha256(token);
  const cached = cacheMs > 0 ? cachedSessions.get(id) : undefined;
  if (cached && cached.until > Date.now()) return cached.session;
  if (cached) cachedSessions.delete(id);
  const evictionsBefore = evictions;
  const rows = await db.query<{
    user_id: number;
    enterprise_customer_id: number;
    csrf_token: string;
    role: Role;
    membership_id: number;
    locale: Locale | null;
    expires_at: Date;
    stale: boolean;
  }>(
    `select s.user_id, s.enterprise_customer_id, s.csrf_token, m.role, m.id as membership_id, u.locale, s.expires_at,
            s.last_seen_at < now() - make_interval(secs => $2) as stale
       from sessions s
       join enterprise_customer_users m on m.user_id = s.user_id and m.enterprise_customer_id = s.enterprise_customer_id
       join users u on u.id = s.user_id
      where s.id = $1 and s.expires_at > now()`,
    [id, TOUCH_INTERVAL_MS / 1000],
    GENERIC_PLAN,
  );
  const row = rows[0];
  if (!row) return null;
  if (row.stale) {
    await db.query(
      `update sessions set last_seen_at = now(), expires_at = now() + make_interval(secs => $2) where id = $1`,
      [id, SESSION_TTL_MS / 1000],
    );
  }
  const session: Session = Object.freeze({
    id,
    userId: row.user_id,
    customerId: row.enterprise_customer_id,
    role: row.role,
    membershipId: row.membership_id,
    csrfToken: row.csrf_token,
    locale: row.locale,
  });
  if (cacheMs > 0 && evictions === evictionsBefore) remember(session, row.expires_at, cacheMs);
  return session;
}

/**
 * Drops the user's cached sessions in this process, after a change they carry (the user's locale): the next
 * request reads them again. Another server process serves the old value for at most its session cache time.
 */
export function forgetSessionsOf(userId: number): void {
  for (const [id, { session }] of cachedSessions) if (session.userId === userId) forget(id);
}

/** Drops one cached session in this process after a change to its row (the customer it works in). */
export function forgetSession(sessionId: string): void {
  forget(sessionId);
}

/** Deletes a session (sign-out, or a new sign-in replacing it); it stops working in this process at once. */
export async function destroySession(db: Queryable, sessionId: string): Promise<void> {
  forget(sessionId);
  await db.query('delete from sessions where id = $1', [sessionId]);
  // A lookup that read the row before the delete must not put it back.
  forget(sessionId);
}
