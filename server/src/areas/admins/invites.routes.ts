import type { InviteResponse, InvitesResponse, MessageResponse, PublicInviteResponse } from 'shared-api/contract';
import { INVITE_VALID_DAYS } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { HttpError, notFound, parse } from '../../core/http/errors';
import { routeIds } from '../../core/http/ids';
import { responses } from '../../core/http/response';
import { requireRole } from '../../core/auth/plugin';
import { t } from '../../core/i18n';
import { awaitDelivery, inviteMail, queueMail } from '../../core/mail';
import { lookupGuard } from '../public';
import {
  addressStatus,
  customerName,
  findAccountByEmail,
  findInviteByToken,
  findMember,
  listInvites,
  renewInvite,
  findOutstandingInvite,
  revokeInvite,
} from './repository';
import { inviteProblem } from './invite-state';
import { INVITE_LOOKUPS_PER_MINUTE, invitationLink } from './users.routes';
import { inviteResponse, invitesResponse, publicInviteQuery, publicInviteResponse, removedResponse } from './schemas';

/**
 * /json/invites: the Outstanding Invites card (listed, resent and revoked by owners and admins only) and the public
 * accept-invitation page's lookup.
 */
export const invitesRoutes: RoutesPlugin = async (app, { db, config }) => {
  // The accept page's look-up, counted per address as the token pages' are.
  const admit = lookupGuard(db, 'invite-lookups', INVITE_LOOKUPS_PER_MINUTE);
  app.get('/', { schema: { response: responses({ 200: invitesResponse }) } }, async (request): Promise<InvitesResponse> => ({
    invites: await listInvites(db, requireRole(request, ['owner', 'admin']).customerId, request.locale),
  }));

  app.post('/:id/resend', { schema: { response: responses({ 200: inviteResponse }) } }, async (request): Promise<InviteResponse> => {
    const session = requireRole(request, ['owner', 'admin']);
    const { id } = routeIds(request.params, 'id');
    const sent = await db.transaction(async (tx) => {
      const current = await findOutstandingInvite(tx, session.customerId, id, request.locale);
      if (!current) throw notFound();
      const token = await renewInvite(tx, session.customerId, id);
      if (!token) throw notFound();
      const customer = await customerName(tx, session.customerId);
      const inviter = await findMember(tx, session.customerId, session.userId);
      const status = await addressStatus(tx, session.customerId, current.email);
      const mail = inviteMail(
        {
          customerName: customer,
          inviterName: inviter?.full_name ?? null,
          role: current.role,
          link: invitationLink(config.publicUrl, token, current.email),
          days: INVITE_VALID_DAYS,
        },
        status.user?.locale ?? request.locale,
      );
      const outboxId = await queueMail(tx, { customerId: session.customerId, to: current.email, ...mail });
      return { outboxId, invite: (await findOutstandingInvite(tx, session.customerId, id, request.locale))! };
    });
    const delivery = await awaitDelivery(db, sent.outboxId);
    const message = delivery === 'sent' ? 'admins:invite.resent' : 'admins:invite.resend_queued';
    return { message: t(request, message, { email: sent.invite.email }), delivery, invite: sent.invite };
  });

  app.delete('/:id', { schema: { response: responses({ 200: removedResponse }) } }, async (request): Promise<MessageResponse> => {
    const { customerId } = requireRole(request, ['owner', 'admin']);
    const { id } = routeIds(request.params, 'id');
    const email = await revokeInvite(db, customerId, id);
    if (!email) throw notFound();
    return { message: t(request, 'admins:invite.revoked', { email }) };
  });

  app.get('/:token', { config: { public: true }, schema: { response: responses({ 200: publicInviteResponse }) } }, async (request, reply): Promise<PublicInviteResponse> => {
    await admit(request, reply);
    const { token } = request.params as { token: string };
    const { email } = parse(publicInviteQuery, request.query);
    const invite = await findInviteByToken(db, token);
    const problem = inviteProblem(invite, email);
    if (problem) throw new HttpError(problem.status, problem.message);
    const account = await findAccountByEmail(db, invite!.email);
    return {
      invite: { email: invite!.email, role: invite!.role, customer: { name: invite!.customer_name }, expires_at: invite!.expires_at.toISOString() },
      is_tradeslink_user: !!account?.has_password,
    };
  });
};
