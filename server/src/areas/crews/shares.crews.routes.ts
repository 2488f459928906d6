import { z } from 'zod';
import type { PublicSharedCrewResponse } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { WindowCounter } from '../../core/auth/rate-limit';
import { HttpError, tooManyRequests } from '../../core/http/errors';
import { responses } from '../../core/http/response';
import { msg } from '../../core/i18n';
import { today } from './repository/common';
import { openPublicShare } from './repository/shares';
import { publicSharedCrewResponse } from './schemas';

/** Share tokens are 256 random bits in base64url (43 characters); anything else cannot be one. */
const shareToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
const LOOKUPS_PER_MINUTE = 120;

/**
 * /json/shares/crews/:token: the public shared-crew page's call (mfe-public, no sign-in); the token is the
 * authority. Reading it records the open; withdrawn or expired links answer 410, unknown ones 404.
 */
export const publicSharedCrewsRoutes: RoutesPlugin = async (app, { db }) => {
  const lookups = new WindowCounter(LOOKUPS_PER_MINUTE, 60_000);

  app.get(
    '/:token',
    { config: { public: true }, schema: { response: responses({ 200: publicSharedCrewResponse }) } },
    async (request, reply): Promise<PublicSharedCrewResponse> => {
      const wait = lookups.retryAfter(request.ip);
      if (wait > 0) {
        reply.header('Retry-After', String(wait));
        throw tooManyRequests(msg('crews:shares.too_many_requests', { count: wait }));
      }
      lookups.hit(request.ip);
      // Never cached, and the token never leaves as a referrer.
      reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
      const token = shareToken.safeParse((request.params as { token?: unknown }).token);
      if (!token.success) throw new HttpError(404, msg('crews:shares.public_not_found'));
      return openPublicShare(db, token.data, today(), request.locale);
    },
  );
};
