import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PublicWalletResponse } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { HttpError, notFound } from '../../core/http/errors';
import { routeIds } from '../../core/http/ids';
import { calendarDate, msg } from '../../core/i18n';
import { responses } from '../../core/http/response';
import { sendStoredFile } from '../../core/files';
import { findOpenWallet, findWalletDocument, findWalletPicture, publicWallet, walletLinkExpiredOn, type OpenWallet } from './repository';
import { publicWalletResponse } from './schemas';
import { tokenLookups } from './token-lookups';

const LINK_NO_LONGER_VALID = msg('public:link_no_longer_valid');

/** /json/wallets/:token: a worker's credential wallet, for whoever holds a link that is not revoked nor expired, without signing in. */
export const walletsRoutes: RoutesPlugin = async (app, { db, storage }) => {
  const admit = tokenLookups(db, 'public-wallets', 60);

  async function openWallet(request: FastifyRequest, reply: FastifyReply): Promise<OpenWallet> {
    const token = await admit(request, reply);
    const wallet = token ? await findOpenWallet(db, token) : null;
    if (wallet) return wallet;
    // A link past its last day says so (410), so its holder knows to ask for a new one.
    const expiredOn = token ? await walletLinkExpiredOn(db, token) : null;
    if (expiredOn) throw new HttpError(410, msg('public:wallet_link_expired', { date: calendarDate(expiredOn) }));
    throw new HttpError(404, LINK_NO_LONGER_VALID);
  }

  app.get(
    '/:token',
    { config: { public: true }, schema: { response: responses({ 200: publicWalletResponse }) } },
    async (request, reply): Promise<PublicWalletResponse> => ({ wallet: await publicWallet(db, await openWallet(request, reply), request.locale) }),
  );

  app.get('/:token/files/:fileId', { config: { public: true } }, async (request, reply) => {
    const wallet = await openWallet(request, reply);
    const { fileId } = routeIds(request.params, 'fileId');
    const file = await findWalletDocument(db, wallet, fileId);
    if (!file) throw notFound();
    return sendStoredFile(reply, storage, file, { cacheControl: 'no-store' });
  });

  app.get('/:token/profile-image', { config: { public: true } }, async (request, reply) => {
    const picture = await findWalletPicture(db, await openWallet(request, reply));
    if (!picture) throw notFound();
    return sendStoredFile(reply, storage, picture, { cacheControl: 'no-store' });
  });
};
