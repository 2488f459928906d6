import type { FastifyPluginAsync } from 'fastify';
import type { AreaDeps } from '../../core/area';
import { summaryRoutes } from './summaries.routes';

/** The dashboard area: the summaries its cards read. */
export const dashboardArea: FastifyPluginAsync<AreaDeps> = async (app, { db }) => {
  summaryRoutes(app, db);
};
