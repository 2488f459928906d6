import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import type { Db } from './db';
import type { Config } from './config';
import { registerErrorHandling } from './http/errors';
import { requestSerializer } from './http/log';
import { registerAuth } from './auth/plugin';
import { authRoutes } from './routes/auth';
import { userRoutes } from './routes/users';
import { summaryRoutes } from './routes/summaries';
import { credentialRoutes } from './routes/credentials';
import { staticRoutes } from './routes/static';
import { createFileStorage } from './storage';
import { MAX_UPLOAD_BYTES } from './files';
import { mailJobHandlers, smtpTransport } from './mail';
import { startJobWorker } from './jobs';
import { fileRoutes } from './routes/files';
import { profilePictureRoutes } from './routes/profile-picture';
import { walletRoutes } from './routes/wallets';
import { outboxRoutes } from './routes/outbox';
import { workerRoutes } from './routes/workers';
import { timeLogRoutes } from './routes/time-logs';
import { credentialAreaRoutes } from './routes/credentials/index';
import { publicRequestRoutes } from './routes/public-requests';
import { expiryNoticeJobHandlers, scheduleExpiryNotices } from './jobs/expiry-notices';
import { credentialParseRoutes } from './routes/credential-parse';
import { bulkUploadRoutes } from './routes/bulk-uploads';
import { parseCredentialJobHandlers } from './jobs/parse-credential';
import { bulkUploadJobHandlers } from './jobs/bulk-upload';
import { acquireOcrEngine } from './parsing';

export interface AppOptions {
  db: Db;
  config: Config;
  logger?: boolean;
}

export async function buildApp({ db, config, logger = true }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? { level: config.logLevel, serializers: { req: requestSerializer } }
      : false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  await app.register(fastifyCookie);
  // Uploads are read per route with their own, smaller limits (files/multipart.ts); these are the ceiling.
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024 } });
  const storage = createFileStorage(config);
  registerErrorHandling(app);
  registerAuth(app, db, config);
  authRoutes(app, db, config);
  userRoutes(app, db);
  summaryRoutes(app, db);
  credentialRoutes(app, db);
  fileRoutes(app, db, storage);
  profilePictureRoutes(app, db, storage);
  walletRoutes(app, db, config, storage);
  outboxRoutes(app, db);
  workerRoutes(app, db);
  timeLogRoutes(app, db);
  credentialAreaRoutes(app, db, config, storage);
  publicRequestRoutes(app, db, storage);
  credentialParseRoutes(app, db, storage);
  bulkUploadRoutes(app, db, storage);
  staticRoutes(app, db, config);
  // Shared with every app in the process; the tesseract worker starts on the first image and ends with the last app.
  const ocr = acquireOcrEngine();
  const jobWorker = startJobWorker(
    db,
    {
      ...mailJobHandlers(db, config.smtpUrl ? smtpTransport(config.smtpUrl) : null, config.mailFrom),
      ...expiryNoticeJobHandlers(db),
      ...parseCredentialJobHandlers(db, storage, ocr.engine),
      ...bulkUploadJobHandlers(db, storage),
    },
    { log: app.log },
  );
  app.decorate('jobWorker', jobWorker);
  app.addHook('onClose', () => jobWorker.stop());
  app.addHook('onClose', async () => {
    await jobWorker.stop();
    await ocr.release();
  });
  // The daily expiry notices are scheduled once the server listens, so an app that only serves injected requests (API tests) starts none.
  app.addHook('onListen', async () => {
    await scheduleExpiryNotices(db);
  });
  await app.ready();
  return app;
}
