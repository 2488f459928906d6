import type { FastifyPluginAsync } from 'fastify';
import type { AreaDeps } from '../../core/area';
import { outboxRoutes } from './outbox.routes';

/** The mail area: the local outbox, readable in demo mode. */
export const mailArea: FastifyPluginAsync<AreaDeps> = async (app, { db }) => {
  outboxRoutes(app, db);
};
