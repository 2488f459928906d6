import type { LoginResponse, MessageResponse } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { parse, tooManyRequests, validationError } from '../../core/http/errors';
import { responses } from '../../core/http/response';
import { msg, t } from '../../core/i18n';
import { verifyPassword } from '../../core/auth/passwords';
import { createSession, destroySession } from '../../core/auth/sessions';
import { LoginThrottle } from '../../core/auth/rate-limit';
import { clearSessionCookie, sessionOf, setSessionCookie } from '../../core/auth/plugin';
import { acceptPendingInvites } from '../admins';
import { findLoginAccount, firstCustomerOf, requireUser, userCustomers } from './repository';
import { loginBody, loginResponse, logoutResponse } from './schemas';

/** /json/auth: signing in and out. */
export const authRoutes: RoutesPlugin = async (app, { db, config }) => {
  // Failures only, per account and address (behind a proxy, the client's address when TRUST_PROXY is set).
  const throttle = new LoginThrottle(db);

  app.post('/login', { config: { public: true }, schema: { response: responses({ 200: loginResponse }) } }, async (request, reply): Promise<LoginResponse> => {
    const { email, password } = parse(loginBody, request.body);
    const emailKey = email.toLowerCase();
    const wait = await throttle.retryAfter(emailKey, request.ip);
    if (wait > 0) {
      reply.header('Retry-After', String(wait));
      throw tooManyRequests(msg('auth:throttle', { count: wait }));
    }

    const account = await findLoginAccount(db, email);
    // The same hashing work for an unknown e-mail, an account without a password and a wrong password.
    const valid = await verifyPassword(account?.password_hash ?? null, password);
    if (!account || !valid) {
      await throttle.failed(emailKey, request.ip);
      throw validationError({ email: [msg('auth:failed')] });
    }
    await throttle.succeeded(emailKey, request.ip);

    // Signing in with outstanding invitations to this address joins their customers.
    const customerId = await db.transaction(async (tx) => {
      await acceptPendingInvites(tx, account.id, account.email);
      return firstCustomerOf(tx, account.id);
    });
    if (customerId === null) throw validationError({ email: [msg('auth:no_customer')] });

    if (request.session) await destroySession(db, request.session.id);
    const session = await createSession(db, { userId: account.id, customerId, ip: request.ip, userAgent: request.headers['user-agent'] });
    setSessionCookie(reply, config, session.token);
    return {
      user: await requireUser(db, account.id, customerId),
      csrf_token: session.csrfToken,
      customers: await userCustomers(db, account.id, customerId),
    };
  });

  app.post('/logout', { schema: { response: responses({ 200: logoutResponse }) } }, async (request, reply): Promise<MessageResponse> => {
    await destroySession(db, sessionOf(request).id);
    clearSessionCookie(reply, config);
    return { message: t(request, 'auth:signed_out') };
  });
};
