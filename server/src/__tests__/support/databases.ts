import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openPglite, snapshotPglite } from '../../core/db/pglite';
import { openPostgres } from '../../core/db/postgres';
import { migrate, type Db } from '../../core/db';
import { LocalFileStorage } from '../../core/storage';
import { seedDemo } from '../../seed/demo';

export interface TestDatabase {
  db: Db;
  /** The PostgreSQL connection string, for server processes the test starts on the same database. */
  url?: string;
  drop(): Promise<void>;
}

/**
 * What a test database holds when it opens: nothing (the default), every migration, or every migration and the
 * demo seed, whose files are put in the folder `files` (a server's DATA_DIR/files).
 */
export type DatabaseStart = { from: 'empty' } | { from: 'migrated' } | { from: 'seeded'; files: string };

export interface DatabaseTarget {
  name: 'pglite' | 'postgres';
  /** Why this target does not run here, when it does not. */
  skip?: string;
  open(start?: DatabaseStart): Promise<TestDatabase>;
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

async function onAdmin(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

const databaseUrl = (name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** A throwaway database on the PostgreSQL server (a copy of `template` when given), dropped afterwards. */
async function openScratchPostgres(template?: string): Promise<TestDatabase> {
  const name = `portal_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onAdmin(`create database ${name}${template ? ` template ${template}` : ''}`);
  const db = await openPostgres(databaseUrl(name), 10);
  return {
    db,
    url: databaseUrl(name),
    async drop() {
      await db.close();
      await onAdmin(`drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * The databases `npm test` makes once before the API step (makeDatabaseTemplates), named by TEST_DATABASE_TEMPLATES:
 * every test file copies them rather than migrating and seeding its own. Without it (a file run by hand), or once
 * the day has changed since they were seeded, each test migrates and seeds as before.
 */
interface Templates {
  /** The local day the seed was made on: the demo data is relative to it. */
  day: string;
  pglite: { migrated: string; seeded: string; files: string };
  postgres?: { migrated: string; seeded: string; files: string };
}

const localDay = () => new Date().toDateString();

function readTemplates(): Templates | undefined {
  const dir = process.env.TEST_DATABASE_TEMPLATES;
  if (!dir || !existsSync(join(dir, 'templates.json'))) return undefined;
  const templates = JSON.parse(readFileSync(join(dir, 'templates.json'), 'utf8')) as Templates;
  return templates.day === localDay() ? templates : undefined;
}

async function fill(database: TestDatabase, start: DatabaseStart): Promise<TestDatabase> {
  if (start.from === 'empty') return database;
  await migrate(database.db);
  if (start.from === 'seeded') await seedDemo(database.db, { storage: new LocalFileStorage(start.files) });
  return database;
}

function copyFiles(start: DatabaseStart, template: { files: string }) {
  if (start.from !== 'seeded') return;
  mkdirSync(start.files, { recursive: true });
  cpSync(template.files, start.files, { recursive: true });
}

async function openPgliteTarget(start: DatabaseStart = { from: 'empty' }): Promise<TestDatabase> {
  const template = start.from === 'empty' ? undefined : readTemplates()?.pglite;
  if (template) {
    const db = await openPglite(undefined, { from: new Blob([readFileSync(start.from === 'seeded' ? template.seeded : template.migrated)]) });
    copyFiles(start, template);
    return { db, drop: () => db.close() };
  }
  const db = await openPglite(undefined);
  return fill({ db, drop: () => db.close() }, start);
}

async function openPostgresTarget(start: DatabaseStart = { from: 'empty' }): Promise<TestDatabase> {
  const template = start.from === 'empty' ? undefined : readTemplates()?.postgres;
  if (template) {
    const database = await openScratchPostgres(start.from === 'seeded' ? template.seeded : template.migrated);
    copyFiles(start, template);
    return database;
  }
  return fill(await openScratchPostgres(), start);
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
    { name: 'pglite', open: openPgliteTarget },
    {
      name: 'postgres',
      skip: unreachable ? `PostgreSQL not reachable at ${adminUrl} (${unreachable}); runs in CI` : undefined,
      open: openPostgresTarget,
    },
  ];
  return cached;
}

const templateName = (kind: 'migrated' | 'seeded') => `portal_template_${process.pid}_${kind}`;

/** Makes the templates in `dir` (see Templates): a PGlite snapshot and a PostgreSQL database of each kind. */
export async function makeDatabaseTemplates(dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const templates: Templates = {
    day: localDay(),
    pglite: { migrated: join(dir, 'pglite-migrated.tar'), seeded: join(dir, 'pglite-seeded.tar'), files: join(dir, 'pglite-files') },
  };
  const db = await openPglite(undefined);
  await migrate(db);
  writeFileSync(templates.pglite.migrated, Buffer.from(await (await snapshotPglite(db)).arrayBuffer()));
  await seedDemo(db, { storage: new LocalFileStorage(templates.pglite.files) });
  writeFileSync(templates.pglite.seeded, Buffer.from(await (await snapshotPglite(db)).arrayBuffer()));
  await db.close();

  if (!(await postgresReachable())) {
    const files = join(dir, 'postgres-files');
    for (const kind of ['migrated', 'seeded'] as const) {
      await onAdmin(`drop database if exists ${templateName(kind)}`);
      await onAdmin(`create database ${templateName(kind)}`);
      const template = await openPostgres(databaseUrl(templateName(kind)), 2);
      await migrate(template);
      if (kind === 'seeded') await seedDemo(template, { storage: new LocalFileStorage(files) });
      await template.close();
    }
    templates.postgres = { migrated: templateName('migrated'), seeded: templateName('seeded'), files };
  }
  writeFileSync(join(dir, 'templates.json'), JSON.stringify(templates));
}

/** Drops the PostgreSQL templates makeDatabaseTemplates made in `dir`. */
export async function dropDatabaseTemplates(dir: string): Promise<void> {
  const file = join(dir, 'templates.json');
  if (!existsSync(file)) return;
  const { postgres } = JSON.parse(readFileSync(file, 'utf8')) as Templates;
  if (!postgres) return;
  for (const name of [postgres.migrated, postgres.seeded]) await onAdmin(`drop database if exists ${name} with (force)`);
}
