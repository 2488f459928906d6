import { loadConfig } from './config';
import { migrate, openDb } from './core/db';
import { buildApp } from './app';
import { seed } from './seed';
import { createFileStorage } from './core/storage';

/** Starts the portal: migrate, seed an empty database, serve, and shut down cleanly on a signal. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDb(config);
  const applied = await migrate(db);
  const [{ count }] = await db.query<{ count: number }>('select count(*)::int as count from enterprise_customers');
  if (count === 0 && config.seed !== 'none') await seed(db, config.seed, { storage: createFileStorage(config) });

  const app = await buildApp({ db, config });
  if (applied.length > 0) app.log.info({ applied }, 'migrations applied');
  if (count === 0 && config.seed !== 'none') app.log.info({ seed: config.seed }, 'seeded an empty database');
  app.log.info({ files: config.s3 ? `s3://${config.s3.bucket}` : 'local disk', mail: config.smtpUrl ? 'smtp' : 'local outbox' }, 'storage and mail');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await db.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
