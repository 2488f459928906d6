import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { WindowLimiter } from '../../core/auth/rate-limit';
import type { Queryable } from '../../core/db';
import { tooManyRequests } from '../../core/http/errors';
import { msg } from '../../core/i18n';

/** The links' tokens are 256 random bits in base64url (43 characters); anything else cannot be one. */
const publicToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/**
 * The guard of a public look-up (a token page's calls, a referral code, a reset or invitation link): counted per
 * address (with 256-bit tokens this is about load more than guessing; a shorter code is guessed no faster than
 * this), 429 with Retry-After past the limit, never cached nor passed on as a referrer.
 */
export function lookupGuard(db: Queryable, scope: string, perMinute: number): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  // Counted in the database, so an address spreading its lookups over several server processes is counted once.
  const lookups = new WindowLimiter(db, scope, perMinute, 60_000);
  return async (request, reply) => {
    const wait = await lookups.take(request.ip);
    if (wait > 0) {
      reply.header('Retry-After', String(wait));
      throw tooManyRequests(msg('public:too_many_requests', { count: wait }));
    }
    reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
  };
}

/** A token page's guard (lookupGuard); it returns the route's token when it is well formed. */
export function tokenLookups(
  db: Queryable,
  scope: string,
  perMinute: number,
): (request: FastifyRequest, reply: FastifyReply) => Promise<string | null> {
  const admit = lookupGuard(db, scope, perMinute);
  return async (request, reply) => {
    await admit(request, reply);
    const token = publicToken.safeParse((request.params as { token?: unknown }).token);
    return token.success ? token.data : null;
  };
}
