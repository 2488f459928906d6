import type {
  CheckExistenceResponse,
  InviteResponse,
  MessageResponse,
  RegisterResponse,
  UpdateUserRoleResponse,
  UsersResponse,
} from 'shared-api/contract';
import { ACCEPT_INVITATION_PATH, INVITE_VALID_DAYS } from 'shared-api/contract';
import { z } from 'zod';
import type { RoutesPlugin } from '../../core/area';
import { HttpError, notFound, parse, tooManyRequests, validationError } from '../../core/http/errors';
import { routeIds } from '../../core/http/ids';
import { responses } from '../../core/http/response';
import { requireRole, sessionOf } from '../../core/auth/plugin';
import { hashPassword } from '../../core/auth/passwords';
import { WindowLimiter } from '../../core/auth/rate-limit';
import { forgetSessionsOf } from '../../core/auth/sessions';
import { msg, t } from '../../core/i18n';
import { inviteMail, queueMail, awaitDelivery } from '../../core/mail';
import { fullName } from '../../core/lib/names';
import {
  addMember,
  addressStatus,
  customerName,
  findAccountByEmail,
  findInviteByToken,
  findMember,
  insertInvite,
  listUsers,
  lockOwners,
  markInviteAccepted,
  removeMember,
  findOutstandingInvite,
  setRole,
  upsertAccount,
} from './repository';
import { inviteProblem } from './invite-state';
import { lookupGuard } from '../public';
import {
  checkExistenceQuery,
  checkExistenceResponse,
  inviteBody,
  inviteResponse,
  registerBody,
  registerResponse,
  removedResponse,
  roleBody,
  updateRoleResponse,
  usersResponse,
} from './schemas';

const REQUIRED = msg('admins:register.required');

/** The spec's one alert when a field is missing; otherwise each field's own message. */
function readRegistration(body: unknown) {
  const result = registerBody.safeParse(body ?? {});
  if (result.success) return result.data;
  const missing = result.error.issues.filter((issue) => issue.message === REQUIRED);
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[String(issue.path[0] ?? '_')] ??= []).push(issue.message);
  if (missing.length > 0) throw new HttpError(422, REQUIRED, errors);
  throw validationError(errors);
}

/** Invitation look-ups one address may make a minute: the accept page's and registrations, counted together. */
export const INVITE_LOOKUPS_PER_MINUTE = 120;

const isEmail = (value: string) => z.email().safeParse(value).success;

/**
 * E-mail checks one admin may make an hour: the modal asks once per pause in typing, so inviting a team takes a few
 * dozen, while testing addresses by the thousand for who has a platform account is refused.
 */
const EMAIL_CHECKS_PER_HOUR = 60;

/** /json/users: the customer's users (Admins page), invitations, registration, role changes and removal. */
export const adminUsersRoutes: RoutesPlugin = async (app, { db, config }) => {
  // Counted in the database per admin (not per address), so neither several instances nor several networks add up to more.
  const emailChecks = new WindowLimiter(db, 'admin-email-checks', EMAIL_CHECKS_PER_HOUR, 60 * 60 * 1000);
  // Registering looks an invitation token up, as the accept page does: one count per address for both, before
  // any password is hashed.
  const admitRegistration = lookupGuard(db, 'invite-lookups', INVITE_LOOKUPS_PER_MINUTE);

  app.get('/', { schema: { response: responses({ 200: usersResponse }) } }, async (request): Promise<UsersResponse> => ({
    users: await listUsers(db, sessionOf(request).customerId),
  }));

  app.get('/check-existence', { schema: { response: responses({ 200: checkExistenceResponse }) } }, async (request, reply): Promise<CheckExistenceResponse> => {
    const { customerId, userId } = requireRole(request, ['owner', 'admin']);
    const { email } = parse(checkExistenceQuery, request.query);
    const wait = await emailChecks.take(String(userId));
    if (wait > 0) {
      reply.header('Retry-After', String(wait));
      throw tooManyRequests(msg('admins:check.throttle', { count: wait }));
    }
    if (!isEmail(email)) {
      return { is_valid_email: false, exists: false, can_send_invite: false, message: t(request, 'admins:check.invalid_email') };
    }
    const status = await addressStatus(db, customerId, email);
    const customer = await customerName(db, customerId);
    const exists = status.user !== null;
    if (status.isMember) {
      return { is_valid_email: true, exists, can_send_invite: false, message: t(request, 'admins:check.already_member', { name: status.user!.full_name, customer }) };
    }
    if (status.hasLiveInvite) {
      return { is_valid_email: true, exists, can_send_invite: false, message: t(request, 'admins:check.already_invited') };
    }
    return {
      is_valid_email: true,
      exists,
      can_send_invite: true,
      // Whose account it is stays unsaid: the address may belong to a user of another customer.
      message: exists ? t(request, 'admins:check.existing_user', { customer }) : t(request, 'admins:check.new_user'),
    };
  });

  app.post('/invite', { schema: { response: responses({ 201: inviteResponse }) } }, async (request, reply): Promise<InviteResponse> => {
    const session = requireRole(request, ['owner', 'admin']);
    const { email, role } = parse(inviteBody, request.body);
    const invite = await db.transaction(async (tx) => {
      const customer = await customerName(tx, session.customerId);
      const status = await addressStatus(tx, session.customerId, email);
      if (status.isMember) throw validationError({ email: [msg('admins:invite.already_member', { customer })] });
      if (status.hasLiveInvite) throw validationError({ email: [msg('admins:invite.already_invited')] });
      const created = await insertInvite(tx, { customerId: session.customerId, email, role, invitedBy: session.userId });
      if (!created) throw validationError({ email: [msg('admins:invite.already_invited')] });
      const { id, token } = created;
      const inviter = await findMember(tx, session.customerId, session.userId);
      // Written in the invitee's language when they have an account that chose one, else in the sender's.
      const locale = status.user?.locale ?? request.locale;
      const mail = inviteMail(
        { customerName: customer, inviterName: inviter?.full_name ?? null, role, link: invitationLink(config.publicUrl, token, email), days: INVITE_VALID_DAYS },
        locale,
      );
      const outboxId = await queueMail(tx, { customerId: session.customerId, to: email, ...mail });
      return { outboxId, invite: (await findOutstandingInvite(tx, session.customerId, id, request.locale))! };
    });
    const delivery = await awaitDelivery(db, invite.outboxId);
    reply.code(201);
    return { message: t(request, delivery === 'sent' ? 'admins:invite.sent' : 'admins:invite.queued', { email }), delivery, invite: invite.invite };
  });

  app.post('/register', { config: { public: true }, schema: { response: responses({ 201: registerResponse }) } }, async (request, reply): Promise<RegisterResponse> => {
    await admitRegistration(request, reply);
    const input = readRegistration(request.body);
    const passwordHash = await hashPassword(input.password);
    const user = await db.transaction(async (tx) => {
      const invite = await findInviteByToken(tx, input.token, true);
      const problem = inviteProblem(invite, input.email);
      if (problem) throw validationError({ token: [problem.message] });
      const account = await findAccountByEmail(tx, invite!.email);
      if (account?.has_password) throw validationError({ email: [msg('admins:register.account_exists')] });
      const userId = await upsertAccount(tx, {
        email: invite!.email,
        firstName: input.first_name,
        lastName: input.last_name,
        passwordHash,
        existingId: account?.id ?? null,
      });
      await addMember(tx, invite!.customer_id, userId, invite!.role);
      await markInviteAccepted(tx, invite!.id, userId);
      return { id: userId, first_name: input.first_name, last_name: input.last_name, full_name: fullName(input.first_name, input.last_name), email: invite!.email };
    });
    reply.code(201);
    return { message: t(request, 'admins:register.done'), user };
  });

  app.put('/:id/role', { schema: { response: responses({ 200: updateRoleResponse }) } }, async (request): Promise<UpdateUserRoleResponse> => {
    const { customerId } = requireRole(request, ['owner']);
    const { id } = routeIds(request.params, 'id');
    const { role } = parse(roleBody, request.body);
    const user = await db.transaction(async (tx) => {
      const owners = await lockOwners(tx, customerId);
      const member = await findMember(tx, customerId, id);
      if (!member) throw notFound();
      if (role !== 'owner' && owners.length === 1 && owners[0] === id) {
        throw validationError({ role: [msg('admins:users.last_owner_role', { customer: await customerName(tx, customerId) })] });
      }
      await setRole(tx, customerId, id, role);
      return (await findMember(tx, customerId, id))!;
    });
    // The user's sessions carry the role: read them again on the next request.
    forgetSessionsOf(id);
    return { message: t(request, 'admins:users.role_updated', { name: user.full_name, role: t(request, `admins:users.roles.${role}`) }), user };
  });

  app.delete('/:id', { schema: { response: responses({ 200: removedResponse }) } }, async (request): Promise<MessageResponse> => {
    const { customerId } = requireRole(request, ['owner']);
    const { id } = routeIds(request.params, 'id');
    const { name, customer } = await db.transaction(async (tx) => {
      const owners = await lockOwners(tx, customerId);
      const member = await findMember(tx, customerId, id);
      if (!member) throw notFound();
      const customer = await customerName(tx, customerId);
      if (owners.length === 1 && owners[0] === id) throw validationError({ user: [msg('admins:users.last_owner_remove', { customer })] });
      const [{ crews }] = await tx.query<{ crews: number }>(
        'select count(*)::int as crews from crews where enterprise_customer_id = $1 and admin_id = $2',
        [customerId, id],
      );
      if (crews > 0) throw validationError({ user: [msg('admins:users.administers_crews', { name: member.full_name, count: crews })] });
      await removeMember(tx, customerId, id);
      return { name: member.full_name, customer };
    });
    // Its sessions for this customer are deleted; none may be served from this process's cache either.
    forgetSessionsOf(id);
    return { message: t(request, 'admins:users.removed', { name, customer }) };
  });
};

/** The absolute link of the accept-invitation page, carrying the token and the invited address. */
export function invitationLink(publicUrl: string, token: string, email: string): string {
  return `${publicUrl}${ACCEPT_INVITATION_PATH}?${new URLSearchParams({ token, email }).toString()}`;
}
