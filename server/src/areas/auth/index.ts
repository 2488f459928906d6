import type { FastifyPluginAsync } from 'fastify';
import type { AreaDeps } from '../../core/area';
import { authRoutes } from './auth.routes';
import { userRoutes } from './users.routes';

/** The auth area: signing in and out, the signed-in user and customer. */
export const authArea: FastifyPluginAsync<AreaDeps> = async (app, { db, config }) => {
  authRoutes(app, db, config);
  userRoutes(app, db);
};
