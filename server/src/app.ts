import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyCompress from '@fastify/compress';
import type { Db } from './core/db';
import type { Config } from './config';
import type { AreaDeps } from './core/area';
import { registerErrorHandling } from './core/http/errors';
import { registerSecurityHeaders } from './core/http/headers';
import { registerInputGuard } from './core/http/input-guard';
import { requestSerializer } from './core/http/log';
import { registerAuth } from './core/auth/plugin';
import { registerLocale } from './core/i18n';
import { createFileStorage } from './core/storage';
import { MAX_UPLOAD_BYTES } from './core/files';
import { mailJobHandlers, smtpTransport } from './core/mail';
import { startJobWorker } from './core/jobs';
import { authArea } from './areas/auth';
import { dashboardArea } from './areas/dashboard';
import { workersArea } from './areas/workers';
import { credentialsArea, credentialJobHandlers, acquireOcrEngine } from './areas/credentials';
import { timeLogsArea } from './areas/time-logs';
import { crewsArea } from './areas/crews';
import { publicArea } from './areas/public';
import { filesArea } from './areas/files';
import { mailArea } from './areas/mail';
import { jobsFeedArea } from './areas/jobs-feed';
import { trainingArea } from './areas/training';
import { referralsArea } from './areas/referrals';
import { userGuidesArea } from './areas/user-guides';
import { adminsArea } from './areas/admins';
import { notificationsArea } from './areas/notifications';
import { settingsArea, settingsJobHandlers, scheduleExpiryReminders } from './areas/settings';
import { portalRoutes } from './areas/portal';
import { loadCommonPasswords } from './core/auth/password-rule';

export interface AppOptions {
  db: Db;
  config: Config;
  logger?: boolean;
}

/** Each area's plugin, mirroring the remotes (docs/architecture.md). */
const AREAS = [authArea, dashboardArea, workersArea, credentialsArea, timeLogsArea, crewsArea, publicArea, filesArea, mailArea, jobsFeedArea, trainingArea, referralsArea, userGuidesArea, adminsArea, notificationsArea, settingsArea];

export async function buildApp({ db, config, logger = true }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? { level: config.logLevel, serializers: { req: requestSerializer } }
      : false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // The spec writes some paths with a trailing slash (POST /json/credentials/parse/): both spellings answer.
    routerOptions: { ignoreTrailingSlash: true },
  });
  await app.register(fastifyCookie);
  // API answers and pages above 1 KB go compressed to clients that accept it; files that already carry an
  // encoding (the builds' .br and .gz copies) and types that do not compress (PDFs, pictures) are sent as they are.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  // Uploads are read per route with their own, smaller limits (core/files/multipart.ts); these are the ceiling.
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024 } });
  const deps: AreaDeps = { db, config, storage: createFileStorage(config) };
  registerErrorHandling(app);
  registerInputGuard(app);
  registerSecurityHeaders(app, { hstsMaxAgeSeconds: config.secureCookies ? config.hstsMaxAgeSeconds : undefined });
  // Accept-Language first; the auth hook, next, puts the signed-in user's stored locale in its place.
  registerLocale(app);
  registerAuth(app, db, config);
  // The password rule's list, read while the areas register rather than on the first password set.
  const commonPasswords = loadCommonPasswords();
  for (const area of AREAS) await app.register(area, deps);
  // The pages, the shell's and remotes' files and the not-found answer belong to the whole app, not one prefix.
  portalRoutes(app, db, config);
  await commonPasswords;
  // Shared with every app in the process; the tesseract worker starts on the first image and ends with the last app.
  const ocr = acquireOcrEngine();
  const jobWorker = startJobWorker(
    db,
    {
      ...mailJobHandlers(db, config.smtpUrl ? smtpTransport(config.smtpUrl) : null, config.mailFrom),
      ...credentialJobHandlers(deps, ocr.engine),
      ...settingsJobHandlers(deps),
    },
    { log: app.log, lockTimeoutMs: config.jobLockTimeoutMs },
  );
  app.decorate('jobWorker', jobWorker);
  app.addHook('onClose', async () => {
    await jobWorker.stop();
    await ocr.release();
  });
  // The daily expiry reminders are scheduled once the server listens, so an app that only serves injected requests (API tests) starts none.
  app.addHook('onListen', async () => {
    await scheduleExpiryReminders(db);
  });
  await app.ready();
  return app;
}
