import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import type { Db } from './db';
import type { Config } from './config';
import { registerErrorHandling } from './http/errors';
import { registerAuth } from './auth/plugin';
import { authRoutes } from './routes/auth';
import { userRoutes } from './routes/users';
import { summaryRoutes } from './routes/summaries';
import { credentialRoutes } from './routes/credentials';
import { staticRoutes } from './routes/static';

export interface AppOptions {
  db: Db;
  config: Config;
  logger?: boolean;
}

export async function buildApp({ db, config, logger = true }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers["x-csrf-token"]'] }
      : false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  await app.register(fastifyCookie);
  registerErrorHandling(app);
  registerAuth(app, db, config);
  authRoutes(app, db, config);
  userRoutes(app, db);
  summaryRoutes(app, db);
  credentialRoutes(app, db);
  staticRoutes(app, db, config);
  await app.ready();
  return app;
}
