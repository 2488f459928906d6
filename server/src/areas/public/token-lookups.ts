import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { WindowCounter } from '../../core/auth/rate-limit';
import { tooManyRequests } from '../../core/http/errors';
import { msg } from '../../core/i18n';

/** The links' tokens are 256 random bits in base64url (43 characters); anything else cannot be one. */
const publicToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/**
 * The guard of a token page's calls: counted per address (with 256-bit tokens this is about load more than
 * guessing), never cached nor passed on as a referrer. It returns the route's token when it is well formed.
 */
export function tokenLookups(perMinute: number): (request: FastifyRequest, reply: FastifyReply) => string | null {
  const lookups = new WindowCounter(perMinute, 60_000);
  return (request, reply) => {
    const wait = lookups.retryAfter(request.ip);
    if (wait > 0) {
      reply.header('Retry-After', String(wait));
      throw tooManyRequests(msg('public:too_many_requests', { count: wait }));
    }
    lookups.hit(request.ip);
    reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
    const token = publicToken.safeParse((request.params as { token?: unknown }).token);
    return token.success ? token.data : null;
  };
}
