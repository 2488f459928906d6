import { loadConfig } from './config';
import { migrate, openDb } from './core/db';
import { buildApp } from './app';
import { seed } from './seed';
import { createFileStorage } from './core/storage';
import { registerInstance, StorageConflictError, type RegisteredInstance } from './core/storage/instances';
import { sharedSecret } from './core/auth/secrets';
import { adoptDiskRemotes } from './core/remotes';
import { startClockAt } from './core/lib/clock';

/** Starts one portal instance: migrate, seed an empty database, serve, and shut down cleanly on a signal. */
async function main(): Promise<void> {
  const loaded = loadConfig();
  // Before the database opens and the seed runs, so that both read the one clock.
  if (loaded.clock) startClockAt(loaded.clock);
  const db = await openDb(loaded);
  // Instances starting together on one PostgreSQL database take turns: each migration is applied once (core/db/migrate.ts).
  const applied = await migrate(db);
  // Every instance on one PostgreSQL database must accept the pages the others served: without SESSION_SECRET the
  // key lives in the database rather than in each DATA_DIR.
  const config = db.kind === 'postgres' && !process.env.SESSION_SECRET ? { ...loaded, sessionSecret: await sharedSecret(db, 'session') } : loaded;
  const [{ count }] = await db.query<{ count: number }>('select count(*)::int as count from enterprise_customers');
  if (count === 0 && config.seed !== 'none') await seed(db, config.seed, { storage: createFileStorage(config) });
  const adopted = await adoptDiskRemotes(db, config);
  // On PostgreSQL other instances may share the database: they must share where uploaded files are kept too.
  const instance: RegisteredInstance | null = db.kind === 'postgres' ? await registerInstance(db, config) : null;

  const app = await buildApp({ db, config });
  if (applied.length > 0) app.log.info({ applied }, 'migrations applied');
  if (count === 0 && config.seed !== 'none') app.log.info({ seed: config.seed }, 'seeded an empty database');
  if (adopted.length > 0) app.log.info({ adopted }, "this instance's deployed remotes are now kept in the database");
  app.log.info({ files: config.s3 ? `s3://${config.s3.bucket}` : 'local disk', mail: config.smtpUrl ? 'smtp' : 'local outbox' }, 'storage and mail');
  if (db.kind === 'postgres' && !config.s3) {
    app.log.warn("uploaded files are kept on this instance's disk (DATA_DIR/files): another instance on this database will refuse to start until every one has S3_BUCKET (docs/deploy.md)");
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await instance?.stop();
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
  // A refusal to start is said in one line; anything else with its stack.
  console.error(error instanceof StorageConflictError ? `cannot start: ${error.message}` : error);
  process.exit(1);
});
