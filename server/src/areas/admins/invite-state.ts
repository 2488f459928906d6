import { msg, type Message } from '../../core/i18n';
import type { TokenInvite } from './repository';

/**
 * Why an invitation link cannot be used, if it cannot: unknown (404), sent to another address (403), or
 * expired, revoked or used (410). The registration answers the same messages as a 422 on its token.
 */
export function inviteProblem(invite: TokenInvite | null, email: string): { status: 403 | 404 | 410; message: Message } | null {
  if (!invite) return { status: 404, message: msg('admins:public.not_found') };
  if (invite.email.toLowerCase() !== email.trim().toLowerCase()) return { status: 403, message: msg('admins:public.wrong_email') };
  const customer = invite.customer_name;
  if (invite.accepted_at) return { status: 410, message: msg('admins:public.used') };
  if (invite.revoked_at) return { status: 410, message: msg('admins:public.revoked', { customer }) };
  if (invite.expires_at.getTime() <= Date.now()) return { status: 410, message: msg('admins:public.expired', { customer }) };
  return null;
}
