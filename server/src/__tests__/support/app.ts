import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig, type Config } from '../../config';
import type { Db } from '../../core/db';
import type { DatabaseTarget } from './databases';

export const PASSWORD = 'Password123!';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A test server's config in `dataDir`, with a stand-in shell page that carries the CSRF meta (the sign-in page the
 * test client reads its token from), whether or not the real shell has been built.
 */
export function testConfig(dataDir: string) {
  const shellDist = join(dataDir, 'shell');
  mkdirSync(shellDist, { recursive: true });
  writeFileSync(join(shellDist, 'index.html'), '<html><head><meta name="csrf-token" content="__CSRF_TOKEN__"></head></html>');
  return loadConfig({}, { dataDir, shellDist, sessionSecret: 'test-secret', logLevel: 'silent' });
}

/**
 * Another server on a database a test already opened (a second instance, or one with other settings), with its own
 * data folder and the stand-in shell page.
 */
export async function appOn(db: Db, settings: Partial<Config> = {}): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-api-'));
  const app = await buildApp({ db, config: { ...testConfig(dataDir), ...settings }, logger: false });
  return {
    app,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The real server on a migrated, demo-seeded database, with a stand-in shell page that carries the CSRF meta. */
export async function startTestApp(target: DatabaseTarget, options: { seed?: boolean } = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-api-'));
  const config = testConfig(dataDir);
  const { db, drop } = await target.open(options.seed === false ? { from: 'migrated' } : { from: 'seeded', files: join(dataDir, 'files') });
  const app = await buildApp({ db, config, logger: false });
  return {
    app,
    db,
    dataDir,
    async close() {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
