import type { Invite, InviteRole, Role, User } from 'shared-api/contract';
import { INVITE_VALID_DAYS } from 'shared-api/contract';
import type { Queryable } from '../../core/db';
import { fullName } from '../../core/lib/names';
import { diffForHumans } from '../../core/lib/time';
import type { Locale } from '../../core/i18n';
import { randomToken, sha256 } from '../../core/auth/tokens';

interface UserRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  image_url: string | null;
  locale: Locale | null;
  role: Role;
}

const toUser = (row: UserRow): User => ({
  id: row.id,
  first_name: row.first_name,
  last_name: row.last_name,
  full_name: fullName(row.first_name, row.last_name),
  email: row.email,
  image_url: row.image_url,
  locale: row.locale,
  pivot: { role: row.role },
});

const USER_COLUMNS = 'u.id, u.first_name, u.last_name, u.email, u.image_url, u.locale, m.role';

/** The customer's users, by name. */
export async function listUsers(db: Queryable, customerId: number): Promise<User[]> {
  const rows = await db.query<UserRow>(
    `select ${USER_COLUMNS}
       from enterprise_customer_users m join users u on u.id = m.user_id
      where m.enterprise_customer_id = $1
      order by lower(u.last_name), lower(u.first_name), u.id`,
    [customerId],
  );
  return rows.map(toUser);
}

/** A member of the customer, or null (another customer's user is not found). */
export async function findMember(db: Queryable, customerId: number, userId: number): Promise<User | null> {
  const [row] = await db.query<UserRow>(
    `select ${USER_COLUMNS}
       from enterprise_customer_users m join users u on u.id = m.user_id
      where m.enterprise_customer_id = $1 and m.user_id = $2`,
    [customerId, userId],
  );
  return row ? toUser(row) : null;
}

export async function customerName(db: Queryable, customerId: number): Promise<string> {
  const [row] = await db.query<{ name: string }>('select name from enterprise_customers where id = $1', [customerId]);
  return row?.name ?? '';
}

/* Invitations */

interface InviteRow {
  id: number;
  email: string;
  role: InviteRole;
  created_at: Date;
  expires_at: Date;
  inviter_id: number | null;
  inviter_first_name: string | null;
  inviter_last_name: string | null;
}

const INVITE_COLUMNS = `i.id, i.email, i.role, i.created_at, i.expires_at,
  iu.id as inviter_id, iu.first_name as inviter_first_name, iu.last_name as inviter_last_name`;

const toInvite = (row: InviteRow, now: Date, locale: Locale): Invite => ({
  id: row.id,
  email: row.email,
  role: row.role,
  created_at: row.created_at.toISOString(),
  created_at_diff_for_humans: diffForHumans(row.created_at, now, locale),
  expires_at: row.expires_at.toISOString(),
  is_expired: row.expires_at.getTime() <= now.getTime(),
  invited_by: row.inviter_id === null ? null : { id: row.inviter_id, full_name: fullName(row.inviter_first_name, row.inviter_last_name) },
});

/** Outstanding invitations (neither accepted nor revoked; expired ones too, to resend), newest first. */
export async function listInvites(db: Queryable, customerId: number, locale: Locale): Promise<Invite[]> {
  const rows = await db.query<InviteRow>(
    `select ${INVITE_COLUMNS}
       from invites i left join users iu on iu.id = i.invited_by_user_id
      where i.enterprise_customer_id = $1 and i.accepted_at is null and i.revoked_at is null
      order by i.created_at desc, i.id desc`,
    [customerId],
  );
  const now = new Date();
  return rows.map((row) => toInvite(row, now, locale));
}

export async function findOutstandingInvite(db: Queryable, customerId: number, inviteId: number, locale: Locale): Promise<Invite | null> {
  const [row] = await db.query<InviteRow>(
    `select ${INVITE_COLUMNS}
       from invites i left join users iu on iu.id = i.invited_by_user_id
      where i.enterprise_customer_id = $1 and i.id = $2 and i.accepted_at is null and i.revoked_at is null`,
    [customerId, inviteId],
  );
  return row ? toInvite(row, new Date(), locale) : null;
}

/** What is known of an address, for the check-existence answer and the invitation rules. */
export interface AddressStatus {
  /** The platform account that uses it (one that can sign in), if any. */
  user: { id: number; full_name: string; locale: Locale | null } | null;
  isMember: boolean;
  /** An outstanding invitation that still works. */
  hasLiveInvite: boolean;
}

export async function addressStatus(db: Queryable, customerId: number, email: string): Promise<AddressStatus> {
  const [user] = await db.query<{ id: number; first_name: string; last_name: string; locale: Locale | null; is_member: boolean }>(
    `select u.id, u.first_name, u.last_name, u.locale,
            exists (select 1 from enterprise_customer_users m where m.user_id = u.id and m.enterprise_customer_id = $2) as is_member
       from users u where lower(u.email) = lower($1) and u.password_hash is not null`,
    [email, customerId],
  );
  const [invite] = await db.query(
    `select 1 from invites
      where enterprise_customer_id = $1 and lower(email) = lower($2) and accepted_at is null and revoked_at is null and expires_at > now()`,
    [customerId, email],
  );
  return {
    user: user ? { id: user.id, full_name: fullName(user.first_name, user.last_name), locale: user.locale } : null,
    isMember: !!user?.is_member,
    hasLiveInvite: !!invite,
  };
}

const expiry = `now() + make_interval(days => ${INVITE_VALID_DAYS})`;

/**
 * Records a new invitation and returns its id and raw token (the only moment the token exists outside the
 * e-mail), or null when one to the address is outstanding. An expired outstanding invitation to the same address
 * is revoked first, so the new one replaces it.
 */
export async function insertInvite(
  tx: Queryable,
  input: { customerId: number; email: string; role: InviteRole; invitedBy: number },
): Promise<{ id: number; token: string } | null> {
  await tx.query(
    `update invites set revoked_at = now()
      where enterprise_customer_id = $1 and lower(email) = lower($2) and accepted_at is null and revoked_at is null and expires_at <= now()`,
    [input.customerId, input.email],
  );
  const token = randomToken();
  // Two invitations sent at once to one address: the second finds the first's row and sends nothing.
  const [row] = await tx.query<{ id: number }>(
    `insert into invites (enterprise_customer_id, email, role, token_hash, invited_by_user_id, expires_at)
     values ($1, $2, $3, $4, $5, ${expiry})
     on conflict (enterprise_customer_id, lower(email)) where accepted_at is null and revoked_at is null do nothing
     returning id`,
    [input.customerId, input.email, input.role, sha256(token), input.invitedBy],
  );
  return row ? { id: row.id, token } : null;
}

/** A new token for an outstanding invitation (the old link stops working) and 7 more days. */
export async function renewInvite(tx: Queryable, customerId: number, inviteId: number): Promise<string | null> {
  const token = randomToken();
  const rows = await tx.query(
    `update invites set token_hash = $3, created_at = now(), expires_at = ${expiry}
      where enterprise_customer_id = $1 and id = $2 and accepted_at is null and revoked_at is null
      returning id`,
    [customerId, inviteId, sha256(token)],
  );
  return rows.length > 0 ? token : null;
}

export async function revokeInvite(db: Queryable, customerId: number, inviteId: number): Promise<string | null> {
  const [row] = await db.query<{ email: string }>(
    `update invites set revoked_at = now()
      where enterprise_customer_id = $1 and id = $2 and accepted_at is null and revoked_at is null
      returning email`,
    [customerId, inviteId],
  );
  return row?.email ?? null;
}

/** An invitation found by its link's token, whatever its state. */
export interface TokenInvite {
  id: number;
  customer_id: number;
  customer_name: string;
  email: string;
  role: InviteRole;
  expires_at: Date;
  accepted_at: Date | null;
  revoked_at: Date | null;
}

export async function findInviteByToken(db: Queryable, token: string, lock = false): Promise<TokenInvite | null> {
  const [row] = await db.query<TokenInvite>(
    `select i.id, i.enterprise_customer_id as customer_id, c.name as customer_name, i.email, i.role, i.expires_at, i.accepted_at, i.revoked_at
       from invites i join enterprise_customers c on c.id = i.enterprise_customer_id
      where i.token_hash = $1${lock ? ' for update of i' : ''}`,
    [sha256(token)],
  );
  return row ?? null;
}

/** Whether a platform account that can sign in uses the address. */
export async function findAccountByEmail(
  db: Queryable,
  email: string,
): Promise<{ id: number; has_password: boolean } | null> {
  const [row] = await db.query<{ id: number; has_password: boolean }>(
    'select id, password_hash is not null as has_password from users where lower(email) = lower($1)',
    [email],
  );
  return row ?? null;
}

/** Joins the customer (a no-op for a member already); new members start with nothing unread. */
export async function addMember(tx: Queryable, customerId: number, userId: number, role: Role): Promise<void> {
  await tx.query(
    `insert into enterprise_customer_users (enterprise_customer_id, user_id, role, notifications_read_through)
     values ($1, $2, $3, coalesce((select max(id) from notifications where enterprise_customer_id = $1), 0))
     on conflict (enterprise_customer_id, user_id) do nothing`,
    [customerId, userId, role],
  );
}

export async function markInviteAccepted(tx: Queryable, inviteId: number, userId: number): Promise<void> {
  await tx.query('update invites set accepted_at = now(), accepted_by_user_id = $2 where id = $1', [inviteId, userId]);
}

/** Creates the account (or completes one known only as a linked worker's, which had no password). */
export async function upsertAccount(
  tx: Queryable,
  input: { email: string; firstName: string; lastName: string; passwordHash: string; existingId: number | null },
): Promise<number> {
  if (input.existingId !== null) {
    await tx.query(
      'update users set first_name = $2, last_name = $3, password_hash = $4, updated_at = now() where id = $1',
      [input.existingId, input.firstName, input.lastName, input.passwordHash],
    );
    return input.existingId;
  }
  const [{ id }] = await tx.query<{ id: number }>(
    'insert into users (first_name, last_name, email, password_hash) values ($1, $2, $3, $4) returning id',
    [input.firstName, input.lastName, input.email, input.passwordHash],
  );
  return id;
}

/**
 * Accepts every outstanding, unexpired invitation sent to the user's address (signing in with a pending
 * invitation joins the customer). Returns the customers joined.
 */
export async function acceptPendingInvites(tx: Queryable, userId: number, email: string): Promise<number[]> {
  const invites = await tx.query<{ id: number; customer_id: number; role: InviteRole }>(
    `select id, enterprise_customer_id as customer_id, role from invites
      where lower(email) = lower($1) and accepted_at is null and revoked_at is null and expires_at > now()
      order by created_at, id
      for update`,
    [email],
  );
  for (const invite of invites) {
    await addMember(tx, invite.customer_id, userId, invite.role);
    await markInviteAccepted(tx, invite.id, userId);
  }
  return invites.map((invite) => invite.customer_id);
}

/** The customer's owners, locked until the transaction ends, so two demotions cannot both pass the last-owner rule. */
export async function lockOwners(tx: Queryable, customerId: number): Promise<number[]> {
  const rows = await tx.query<{ user_id: number }>(
    `select user_id from enterprise_customer_users where enterprise_customer_id = $1 and role = 'owner' order by id for update`,
    [customerId],
  );
  return rows.map((row) => row.user_id);
}

export async function setRole(tx: Queryable, customerId: number, userId: number, role: Role): Promise<void> {
  await tx.query('update enterprise_customer_users set role = $3 where enterprise_customer_id = $1 and user_id = $2', [customerId, userId, role]);
}

/** Removes the membership and ends the user's sessions for this customer. */
export async function removeMember(tx: Queryable, customerId: number, userId: number): Promise<string[]> {
  await tx.query('delete from enterprise_customer_users where enterprise_customer_id = $1 and user_id = $2', [customerId, userId]);
  const sessions = await tx.query<{ id: string }>(
    'delete from sessions where enterprise_customer_id = $1 and user_id = $2 returning id',
    [customerId, userId],
  );
  return sessions.map((session) => session.id);
}
