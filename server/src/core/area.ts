import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import type { Db } from './db';
import type { FileStorage } from './storage';

/** What every area is given: the database, the configuration and the file storage. */
export interface AreaDeps {
  db: Db;
  config: Config;
  storage: FileStorage;
}

/** A route file: a Fastify plugin whose paths are relative to the prefix its area registers it under. */
export type RoutesPlugin = FastifyPluginAsync<AreaDeps>;

/**
 * An area's plugin: each of its route files registered under the URL prefix that the file's name spells
 * (`workers.tags.routes.ts` under `/json/workers/:id/tags`), so the paths inside read relative.
 */
export function areaPlugin(routes: ReadonlyArray<readonly [prefix: string, plugin: RoutesPlugin]>): FastifyPluginAsync<AreaDeps> {
  return async (app, deps) => {
    for (const [prefix, plugin] of routes) await app.register(plugin, { db: deps.db, config: deps.config, storage: deps.storage, prefix });
  };
}
