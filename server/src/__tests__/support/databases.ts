import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { openPglite } from '../../core/db/pglite';
import { openPostgres } from '../../core/db/postgres';
import type { Db } from '../../core/db';

export interface TestDatabase {
  db: Db;
  /** The PostgreSQL connection string, for server processes the test starts on the same database. */
  url?: string;
  drop(): Promise<void>;
}

export interface DatabaseTarget {
  name: 'pglite' | 'postgres';
  /** Why this target does not run here, when it does not. */
  skip?: string;
  open(): Promise<TestDatabase>;
}

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresReachable(): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A throwaway database on the PostgreSQL server, dropped afterwards. */
async function openScratchPostgres(): Promise<TestDatabase> {
  const name = `portal_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString(), 10);
  return {
    db,
    url: url.toString(),
    async drop() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

let cached: DatabaseTarget[] | undefined;

/**
 * Every API test runs on embedded PGlite and on the PostgreSQL server. Outside CI an unreachable server
 * skips its half with the reason; in CI (CI=true) it is required.
 */
export async function databaseTargets(): Promise<DatabaseTarget[]> {
  if (cached) return cached;
  const unreachable = await postgresReachable();
  if (unreachable && process.env.CI === 'true') {
    throw new Error(`PostgreSQL at ${adminUrl} is required in CI but unreachable: ${unreachable}`);
  }
  cached = [
    {
      name: 'pglite',
      async open() {
        const db = await openPglite(undefined);
        return { db, drop: () => db.close() };
      },
    },
    {
      name: 'postgres',
      skip: unreachable ? `PostgreSQL not reachable at ${adminUrl} (${unreachable}); runs in CI` : undefined,
      open: openScratchPostgres,
    },
  ];
  return cached;
}
