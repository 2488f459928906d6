import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../core/db';
import type { Config } from '../../config';
import { parse, tooManyRequests, validationError } from '../../core/http/errors';
import { burnVerifyTime, verifyPassword } from '../../core/auth/passwords';
import { createSession, destroySession } from '../../core/auth/sessions';
import { WindowCounter } from '../../core/auth/rate-limit';
import { clearSessionCookie, sessionOf, setSessionCookie } from '../../core/auth/plugin';
import { loadUser } from './users.routes';
import type { LoginResponse } from 'shared-api/contract';

const loginBody = z.object({
  email: z
    .string({ error: 'The email field is required.' })
    .trim()
    .min(1, 'The email field is required.')
    .pipe(z.email('The email field must be a valid email address.')),
  password: z.string({ error: 'The password field is required.' }).min(1, 'The password field is required.'),
});

export function authRoutes(app: FastifyInstance, db: Db, config: Config): void {
  // Per IP: slows a scan across many accounts; per e-mail: slows guessing one account's password.
  const byIp = new WindowCounter(30, 5 * 60 * 1000);
  const byEmail = new WindowCounter(5, 15 * 60 * 1000);

  app.post('/json/auth/login', { config: { public: true } }, async (request, reply) => {
    const { email, password } = parse(loginBody, request.body);
    const emailKey = email.toLowerCase();
    const wait = Math.max(byIp.retryAfter(request.ip), byEmail.retryAfter(emailKey));
    if (wait > 0) {
      reply.header('Retry-After', String(wait));
      throw tooManyRequests(`Too many login attempts. Please try again in ${wait} seconds.`);
    }
    byIp.hit(request.ip);

    const rows = await db.query<{ id: number; password_hash: string | null; customer_id: number }>(
      `select u.id, u.password_hash, m.enterprise_customer_id as customer_id
         from users u join enterprise_customer_users m on m.user_id = u.id
        where lower(u.email) = lower($1)
        order by m.created_at, m.id limit 1`,
      [email],
    );
    const account = rows[0];
    const valid = account ? await verifyPassword(account.password_hash, password) : (await burnVerifyTime(password), false);
    if (!account || !valid) {
      byEmail.hit(emailKey);
      throw validationError({ email: ['These credentials do not match our records.'] });
    }
    byEmail.reset(emailKey);

    if (request.session) await destroySession(db, request.session.id);
    const session = await createSession(db, {
      userId: account.id,
      customerId: account.customer_id,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    setSessionCookie(reply, config, session.token);
    const user = await loadUser(db, account.id, account.customer_id);
    const response: LoginResponse = { user, csrf_token: session.csrfToken };
    return response;
  });

  app.post('/json/auth/logout', async (request, reply) => {
    await destroySession(db, sessionOf(request).id);
    clearSessionCookie(reply, config);
    return { message: 'You have been signed out.' };
  });
}
