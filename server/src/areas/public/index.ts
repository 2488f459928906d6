import type { FastifyPluginAsync } from 'fastify';
import type { AreaDeps } from '../../core/area';
import { publicRequestRoutes } from './credential-requests.routes';
import { walletRoutes } from './wallets.routes';

/** The public area: the token pages' calls (wallet, credential requests, update requests), no sign-in. */
export const publicArea: FastifyPluginAsync<AreaDeps> = async (app, { db, config, storage }) => {
  walletRoutes(app, db, config, storage);
  publicRequestRoutes(app, db, storage);
};
