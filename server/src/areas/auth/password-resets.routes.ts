import type { MessageResponse, PasswordResetLinkResponse, PasswordResetResponse } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { notFound, parse, tooManyRequests, validationError } from '../../core/http/errors';
import { responses } from '../../core/http/response';
import { msg, t } from '../../core/i18n';
import { hashPassword } from '../../core/auth/passwords';
import { PERSONAL_PASSWORD, containsPersonalDetails } from '../../core/auth/password-rule';
import { forgetSessionsOf } from '../../core/auth/sessions';
import { randomToken, sha256 } from '../../core/auth/tokens';
import { WindowLimiter } from '../../core/auth/rate-limit';
import { passwordResetMail, queueMail } from '../../core/mail';
import { lookupGuard } from '../public';
import { completePasswordReset, findResetAccount, findUsableReset, insertPasswordReset } from './repository';
import { passwordResetBody, passwordResetLinkResponse, passwordResetRequestBody, passwordResetRequestedResponse, passwordResetResponse } from './schemas';

/** How long a reset link works. */
export const RESET_VALID_MINUTES = 60;
/** Reset e-mails one address may ask for an hour (a mailbox is not to be flooded through the form). */
const REQUESTS_PER_HOUR = 10;
/** Link look-ups (opening one, setting the password) one address may make a minute, as the token pages'. */
export const LINK_LOOKUPS_PER_MINUTE = 120;

const resetLink = (publicUrl: string, token: string) => `${publicUrl}/password-reset/${token}`;

/** /json/password-resets: forgot password — ask for a link, check it, choose the new password. */
export const passwordResetsRoutes: RoutesPlugin = async (app, { db, config }) => {
  const requests = new WindowLimiter(db, 'password-reset-requests', REQUESTS_PER_HOUR, 60 * 60 * 1000);
  const admit = lookupGuard(db, 'password-reset-lookups', LINK_LOOKUPS_PER_MINUTE);

  app.post('/', { config: { public: true }, schema: { response: responses({ 200: passwordResetRequestedResponse }) } }, async (request, reply): Promise<MessageResponse> => {
    const { email } = parse(passwordResetRequestBody, request.body);
    const wait = await requests.take(request.ip);
    if (wait > 0) {
      reply.header('Retry-After', String(wait));
      throw tooManyRequests(msg('auth:throttle', { count: wait }));
    }
    // The same answer whether or not the address has an account: the form tells no one who is a user.
    await db.transaction(async (tx) => {
      const account = await findResetAccount(tx, email);
      if (!account) return;
      const token = randomToken();
      await insertPasswordReset(tx, account.id, sha256(token), RESET_VALID_MINUTES);
      const mail = passwordResetMail({ email: account.email, link: resetLink(config.publicUrl, token), minutes: RESET_VALID_MINUTES }, account.locale ?? request.locale);
      await queueMail(tx, { customerId: account.customer_id, to: account.email, ...mail });
    });
    return { message: t(request, 'auth:reset.requested', { email }) };
  });

  app.get('/:token', { config: { public: true }, schema: { response: responses({ 200: passwordResetLinkResponse }) } }, async (request, reply): Promise<PasswordResetLinkResponse> => {
    await admit(request, reply);
    const { token } = request.params as { token: string };
    const reset = await findUsableReset(db, sha256(token));
    if (!reset) throw notFound(msg('auth:reset.link_invalid'));
    return { email: reset.email, expires_at: new Date(reset.expires_at).toISOString() };
  });

  app.post('/:token', { config: { public: true }, schema: { response: responses({ 200: passwordResetResponse }) } }, async (request, reply): Promise<PasswordResetResponse> => {
    await admit(request, reply);
    const { token } = request.params as { token: string };
    const { password } = parse(passwordResetBody, request.body);
    const link = await findUsableReset(db, sha256(token));
    if (!link) throw notFound(msg('auth:reset.link_invalid'));
    if (containsPersonalDetails(password, { email: link.email, names: [link.first_name, link.last_name] })) {
      throw validationError({ password: [PERSONAL_PASSWORD] });
    }
    const passwordHash = await hashPassword(password);
    const reset = await db.transaction(async (tx) => {
      const usable = await findUsableReset(tx, sha256(token), true);
      if (!usable) throw notFound(msg('auth:reset.link_invalid'));
      await completePasswordReset(tx, usable, passwordHash);
      return usable;
    });
    forgetSessionsOf(reset.user_id);
    return { message: t(request, 'auth:reset.done'), email: reset.email };
  });
};
