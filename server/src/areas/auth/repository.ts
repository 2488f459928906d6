import type { Queryable } from '../../core/db';
import { notFound } from '../../core/http/errors';
import { findMember } from '../admins';
import type { Locale } from '../../core/i18n';
import type { CustomerFeature, CustomerMode, EnterpriseCustomer, Role, User, UserCustomer } from 'shared-api/contract';

/** The account an e-mail signs in to (whether or not it belongs to a customer yet). */
export interface LoginAccount {
  id: number;
  email: string;
  password_hash: string | null;
  /** The language the user chose (null until they choose): e-mails to them are written in it. */
  locale: Locale | null;
}

export async function findLoginAccount(db: Queryable, email: string): Promise<LoginAccount | null> {
  const [account] = await db.query<LoginAccount>('select id, email, password_hash, locale from users where lower(email) = lower($1)', [email]);
  return account ?? null;
}

/** The customer a new session works in: the one the user joined first (they may switch afterwards). */
export async function firstCustomerOf(db: Queryable, userId: number): Promise<number | null> {
  const [row] = await db.query<{ customer_id: number }>(
    `select enterprise_customer_id as customer_id from enterprise_customer_users where user_id = $1 order by created_at, id limit 1`,
    [userId],
  );
  return row?.customer_id ?? null;
}

/** Every customer the user belongs to, by name, the session's marked current. */
export async function userCustomers(db: Queryable, userId: number, currentCustomerId: number): Promise<UserCustomer[]> {
  const rows = await db.query<{ id: number; name: string; role: Role }>(
    `select c.id, c.name, m.role
       from enterprise_customer_users m join enterprise_customers c on c.id = m.enterprise_customer_id
      where m.user_id = $1
      order by lower(c.name), c.id`,
    [userId],
  );
  return rows.map((row) => ({ ...row, is_current: row.id === currentCustomerId }));
}

/** Makes the session work in another customer; false when the user is not a member of it. */
export async function switchSessionCustomer(db: Queryable, sessionId: string, userId: number, customerId: number): Promise<boolean> {
  const rows = await db.query(
    `update sessions set enterprise_customer_id = $3
      where id = $1 and user_id = $2
        and exists (select 1 from enterprise_customer_users m where m.user_id = $2 and m.enterprise_customer_id = $3)
      returning id`,
    [sessionId, userId, customerId],
  );
  return rows.length > 0;
}

/** A user as seen by one customer: only that customer's members are found. */
export async function requireUser(db: Queryable, userId: number, customerId: number): Promise<User> {
  const user = await findMember(db, customerId, userId);
  if (!user) throw notFound();
  return user;
}

/** Stores the language the user reads the portal in. */
export async function updateUserLocale(db: Queryable, userId: number, locale: Locale): Promise<void> {
  await db.query('update users set locale = $2, updated_at = now() where id = $1', [userId, locale]);
}

/** The customer with its features; the access site's address only while the access feature is on. */
export async function requireEnterpriseCustomer(db: Queryable, customerId: number): Promise<EnterpriseCustomer> {
  const [[customer], features] = await Promise.all([
    db.query<{ id: number; name: string; mode: CustomerMode; access_url: string | null; country: string }>(
      'select id, name, mode, access_url, country from enterprise_customers where id = $1',
      [customerId],
    ),
    db.query<CustomerFeature>(
      `select f.id, f.label, f.name, f.description
         from enterprise_customer_features cf join features f on f.id = cf.feature_id
        where cf.enterprise_customer_id = $1 order by f.name`,
      [customerId],
    ),
  ]);
  if (!customer) throw notFound();
  const hasAccess = features.some((feature) => feature.label === 'access');
  return { ...customer, access_url: hasAccess ? customer.access_url : null, features };
}

/**
 * A user a reset link may be sent to, with the customer they joined first: the mail is filed under it (a demo
 * customer's outbox shows it; the link itself is the account's, not the customer's).
 */
export async function findResetAccount(
  db: Queryable,
  email: string,
): Promise<{ id: number; email: string; locale: Locale | null; customer_id: number | null } | null> {
  const [row] = await db.query<{ id: number; email: string; locale: Locale | null; customer_id: number | null }>(
    `select u.id, u.email, u.locale,
            (select m.enterprise_customer_id from enterprise_customer_users m where m.user_id = u.id order by m.created_at, m.id limit 1) as customer_id
       from users u where lower(u.email) = lower($1)`,
    [email],
  );
  return row ?? null;
}

/**
 * A new reset link for the user; it ends the older ones (only the newest e-mail's link works). In a transaction: the
 * user's row is locked first, so two links asked for at once leave one working.
 */
export async function insertPasswordReset(db: Queryable, userId: number, tokenHash: string, validMinutes: number): Promise<void> {
  await db.query('select 1 from users where id = $1 for update', [userId]);
  await db.query('update password_resets set used_at = now() where user_id = $1 and used_at is null', [userId]);
  await db.query(
    `insert into password_resets (user_id, token_hash, expires_at) values ($1, $2, now() + make_interval(mins => $3))`,
    [userId, tokenHash, validMinutes],
  );
}

/** A reset link still usable (not used, not expired) and the account it resets. */
export interface UsableReset {
  id: number;
  user_id: number;
  email: string;
  first_name: string;
  last_name: string;
  expires_at: Date;
}

/** The account of a reset link still usable (not used, not expired), locked for the change when `forUpdate`. */
export async function findUsableReset(db: Queryable, tokenHash: string, forUpdate = false): Promise<UsableReset | null> {
  const [row] = await db.query<UsableReset>(
    `select r.id, r.user_id, u.email, u.first_name, u.last_name, r.expires_at from password_resets r join users u on u.id = r.user_id
      where r.token_hash = $1 and r.used_at is null and r.expires_at > now()${forUpdate ? ' for update of r' : ''}`,
    [tokenHash],
  );
  return row ?? null;
}

/**
 * Sets the new password, uses this link and every other open link of the user up, and ends all of the user's
 * sessions (whoever knew the old password is signed out everywhere).
 */
export async function completePasswordReset(db: Queryable, reset: { id: number; user_id: number }, passwordHash: string): Promise<void> {
  await db.query('update users set password_hash = $2, updated_at = now() where id = $1', [reset.user_id, passwordHash]);
  await db.query('update password_resets set used_at = now() where user_id = $1 and used_at is null', [reset.user_id]);
  await db.query('delete from sessions where user_id = $1', [reset.user_id]);
}

/**
 * Stores a new one-time sign-in code (its HMAC only) for the user on one device; the device's earlier codes stop
 * working, so only the newest e-mail counts.
 */
export async function insertLoginCode(db: Queryable, code: { userId: number; deviceHash: string; codeHash: string; validMinutes: number }): Promise<void> {
  await db.query('update login_codes set used_at = now() where user_id = $1 and device_hash = $2 and used_at is null', [code.userId, code.deviceHash]);
  await db.query(
    `insert into login_codes (user_id, device_hash, code_hash, expires_at) values ($1, $2, $3, now() + make_interval(mins => $4))`,
    [code.userId, code.deviceHash, code.codeHash, code.validMinutes],
  );
}

/** The user's newest code on the device while it may still be tried: not used, not expired, not mistyped too often. */
export async function findOpenLoginCode(
  db: Queryable,
  userId: number,
  deviceHash: string,
  maxAttempts: number,
): Promise<{ id: number; code_hash: string } | null> {
  const [row] = await db.query<{ id: number; code_hash: string }>(
    `select id, code_hash from login_codes
      where user_id = $1 and device_hash = $2 and used_at is null and expires_at > now() and attempts < $3
      order by created_at desc, id desc limit 1 for update`,
    [userId, deviceHash, maxAttempts],
  );
  return row ?? null;
}

/** Counts a wrong try of a code, or (`used`) spends it. */
export async function settleLoginCode(db: Queryable, id: number, outcome: 'wrong' | 'used'): Promise<void> {
  await db.query(outcome === 'used' ? 'update login_codes set used_at = now() where id = $1' : 'update login_codes set attempts = attempts + 1 where id = $1', [id]);
}
