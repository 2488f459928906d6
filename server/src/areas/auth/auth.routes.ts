import { randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginCodeRequiredResponse, LoginResponse, MessageResponse } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import type { Db } from '../../core/db';
import type { Config } from '../../config';
import { parse, tooManyRequests, validationError } from '../../core/http/errors';
import { responses } from '../../core/http/response';
import { msg, t } from '../../core/i18n';
import { verifyPassword } from '../../core/auth/passwords';
import { createSession, destroySession } from '../../core/auth/sessions';
import { LoginThrottle, WindowLimiter, type SignInAttempt } from '../../core/auth/rate-limit';
import { deviceOf, ensureDevice } from '../../core/auth/devices';
import { hmac, safeEqual } from '../../core/auth/tokens';
import { clearSessionCookie, sessionOf, setSessionCookie } from '../../core/auth/plugin';
import { loginCodeMail, queueMail } from '../../core/mail';
import { acceptPendingInvites } from '../admins';
import { findLoginAccount, findOpenLoginCode, firstCustomerOf, insertLoginCode, requireUser, settleLoginCode, userCustomers, type LoginAccount } from './repository';
import { loginBody, loginCodeBody, loginCodeRequiredResponse, loginResponse, logoutResponse } from './schemas';

/** How long an e-mailed sign-in code works, and how many wrong tries spend it. */
export const LOGIN_CODE_VALID_MINUTES = 10;
export const LOGIN_CODE_MAX_ATTEMPTS = 5;
/** Codes one account may be e-mailed in 15 minutes: whoever has the password cannot flood its mailbox. */
const LOGIN_CODES_PER_QUARTER_HOUR = 5;

/** Six digits, kept as an HMAC bound to the user and the device (a table of them is no use without the secret). */
const loginCodeHash = (config: Config, userId: number, device: string, code: string) => hmac(config.sessionSecret, `login-code:${userId}:${device}:${code}`);

/** /json/auth: signing in and out. */
export const authRoutes: RoutesPlugin = async (app, { db, config }) => {
  // Failures only, per known device, or per account and address (the client's address when TRUST_PROXY is set).
  const throttle = new LoginThrottle(db);
  const codeMails = new WindowLimiter(db, 'login-code-mails', LOGIN_CODES_PER_QUARTER_HOUR, 15 * 60 * 1000);

  app.post(
    '/login',
    { config: { public: true }, schema: { response: responses({ 200: loginResponse, 202: loginCodeRequiredResponse }) } },
    async (request, reply): Promise<LoginResponse | LoginCodeRequiredResponse> => {
      const { email, password } = parse(loginBody, request.body);
      const attempt: SignInAttempt = { account: email.toLowerCase(), address: request.ip, device: deviceOf(request, config) };
      const standing = await throttle.standing(attempt);
      if (standing.wait > 0) throw waitFor(reply, standing.wait);

      const account = await findLoginAccount(db, email);
      // The same hashing work for an unknown e-mail, an account without a password and a wrong password.
      const valid = await verifyPassword(account?.password_hash ?? null, password);
      if (!account || !valid) {
        await throttle.failed(attempt, standing);
        throw validationError({ email: [msg('auth:failed')] });
      }
      const device = ensureDevice(request, reply, config);
      if (!standing.underAttack) {
        await throttle.succeeded({ ...attempt, device });
        return openSession(db, config, request, reply, account);
      }

      // The password is right but the account is under attack and this device is new to it: no session until the
      // code e-mailed to the account comes back from this same device.
      const wait = await codeMails.take(attempt.account);
      if (wait > 0) throw waitFor(reply, wait);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await db.transaction(async (tx) => {
        await insertLoginCode(tx, { userId: account.id, deviceHash: device, codeHash: loginCodeHash(config, account.id, device, code), validMinutes: LOGIN_CODE_VALID_MINUTES });
        const mail = loginCodeMail({ email: account.email, code, minutes: LOGIN_CODE_VALID_MINUTES }, account.locale ?? request.locale);
        await queueMail(tx, { customerId: await firstCustomerOf(tx, account.id), to: account.email, ...mail });
      });
      reply.code(202);
      return { code_required: true, message: t(request, 'auth:code.sent', { email: account.email, minutes: LOGIN_CODE_VALID_MINUTES }) };
    },
  );

  app.post('/login/code', { config: { public: true }, schema: { response: responses({ 200: loginResponse }) } }, async (request, reply): Promise<LoginResponse> => {
    const { email, code } = parse(loginCodeBody, request.body);
    const device = deviceOf(request, config);
    const account = await findLoginAccount(db, email);
    const outcome =
      device && account
        ? await db.transaction(async (tx) => {
            const open = await findOpenLoginCode(tx, account.id, device, LOGIN_CODE_MAX_ATTEMPTS);
            if (!open) return 'unusable';
            const right = safeEqual(open.code_hash, loginCodeHash(config, account.id, device, code));
            await settleLoginCode(tx, open.id, right ? 'used' : 'wrong');
            return right ? 'used' : 'wrong';
          })
        : 'unusable';
    if (outcome !== 'used' || !account || !device) throw validationError({ code: [msg(outcome === 'wrong' ? 'auth:code.wrong' : 'auth:code.unusable')] });
    await throttle.succeeded({ account: email.toLowerCase(), address: request.ip, device });
    return openSession(db, config, request, reply, account);
  });

  app.post('/logout', { schema: { response: responses({ 200: logoutResponse }) } }, async (request, reply): Promise<MessageResponse> => {
    await destroySession(db, sessionOf(request).id);
    clearSessionCookie(reply, config);
    return { message: t(request, 'auth:signed_out') };
  });
};

function waitFor(reply: FastifyReply, seconds: number) {
  reply.header('Retry-After', String(seconds));
  return tooManyRequests(msg('auth:throttle', { count: seconds }));
}

/** Replaces the request's session by a new one for the account, in the customer it joined first. */
async function openSession(db: Db, config: Config, request: FastifyRequest, reply: FastifyReply, account: LoginAccount): Promise<LoginResponse> {
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
}
