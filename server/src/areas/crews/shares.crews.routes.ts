import { z } from 'zod';
import type { PublicSharedCrewResponse } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { HttpError, notFound } from '../../core/http/errors';
import { sendStoredFile } from '../../core/files';
import { responses } from '../../core/http/response';
import { msg } from '../../core/i18n';
import { lookupGuard } from '../public';
import { today } from './repository/common';
import { openPublicShare, publicShareImage } from './repository/shares';
import { publicSharedCrewResponse } from './schemas';

/** Share tokens are 256 random bits in base64url (43 characters); anything else cannot be one. */
const shareToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
const LOOKUPS_PER_MINUTE = 120;

/**
 * /json/shares/crews/:token: the public shared-crew page's call (mfe-public, no sign-in); the token is the
 * authority. Reading it records the open; withdrawn or expired links answer 410, unknown ones 404.
 */
export const publicSharedCrewsRoutes: RoutesPlugin = async (app, { db, storage }) => {
  // Counted per address as the other public look-ups are; never cached, and the token never leaves as a referrer.
  const guard = lookupGuard(db, 'crew-share-lookups', LOOKUPS_PER_MINUTE);

  app.get(
    '/:token',
    { config: { public: true }, schema: { response: responses({ 200: publicSharedCrewResponse }) } },
    async (request, reply): Promise<PublicSharedCrewResponse> => {
      await guard(request, reply);
      const token = shareToken.safeParse((request.params as { token?: unknown }).token);
      if (!token.success) throw new HttpError(404, msg('crews:shares.public_not_found'));
      return openPublicShare(db, token.data, today(), request.locale);
    },
  );

  // The crew's image, only through an open share's token (the file's own id or key is never exposed). Reading it
  // is not an open of the page.
  app.get('/:token/image', { config: { public: true } }, async (request, reply) => {
    await guard(request, reply);
    const token = shareToken.safeParse((request.params as { token?: unknown }).token);
    if (!token.success) throw notFound();
    const file = await publicShareImage(db, token.data, today());
    return sendStoredFile(reply, storage, file, { cacheControl: 'no-store' });
  });
};
