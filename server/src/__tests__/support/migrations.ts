import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { migrate, migrationsDir, splitStatements } from '../../core/db/migrate';
import type { Db } from '../../core/db';
import { DEMO_CUSTOMER, seedDemo } from '../../seed/demo';

/** Applies the migrations before `version`, as a database created before that migration would have them. */
export async function migrateBefore(db: Db, version: string): Promise<void> {
  await db.exec('create table schema_migrations (version text primary key, applied_at timestamptz not null default now())');
  const files = readdirSync(migrationsDir).filter((f) => /^\d{4}_.+\.sql$/.test(f) && f < version).sort();
  for (const file of files) {
    await db.transaction(async (tx) => {
      for (const statement of splitStatements(readFileSync(join(migrationsDir, file), 'utf8'))) await tx.query(statement);
      await tx.query('insert into schema_migrations (version) values ($1)', [file.replace(/\.sql$/, '')]);
    });
  }
}

/**
 * A database that holds the demo data when `version` arrives: the migrations before it, the demo seed, then
 * `version` and every later one, as a live database meets a new migration. Returns the demo customer's id.
 */
export async function seedDemoThenMigrate(db: Db, version: string): Promise<number> {
  await migrateBefore(db, version);
  // The seed writes links as today's schema keeps them, by their hash only (0024). Before 0024 their raw tokens were
  // required too: give those columns a value, as the rows of such a database had one.
  for (const table of ['wallet_tokens', 'credential_requests', 'user_credential_update_requests']) {
    const raw = await db.query(`select 1 from information_schema.columns where table_name = $1 and column_name = 'token'`, [table]);
    if (raw.length > 0) await db.exec(`alter table ${table} alter column token set default md5(random()::text) || md5(random()::text)`);
  }
  // The rest of the demo writes tables and columns of later migrations.
  await seedDemo(db, { extent: 'customers' });
  assert.equal((await migrate(db))[0], version, `${version} is the first migration applied after the seed`);
  const [{ id }] = await db.query<{ id: number }>('select id from enterprise_customers where name = $1', [DEMO_CUSTOMER]);
  return id;
}
