import type { FastifyPluginAsync } from 'fastify';
import type { AreaDeps } from '../../core/area';
import { fileRoutes } from './files.routes';

/** The files area: stored documents served to staff allowed to see them. */
export const filesArea: FastifyPluginAsync<AreaDeps> = async (app, { db, storage }) => {
  fileRoutes(app, db, storage);
};
