import { readdirSync, readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './types';

export const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'migrations');

/** Applies every migrations/NNNN_name.sql not yet recorded, each in its own transaction, in order. */
export async function migrate(db: Db): Promise<string[]> {
  await db.exec(`create table if not exists schema_migrations (
    version text primary key,
    applied_at timestamptz not null default now()
  )`);
  const files = readdirSync(migrationsDir).filter((f) => /^\d{4}_.+\.sql$/.test(f)).sort();
  const applied: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    const sql = readFileSync(join(migrationsDir, file), 'utf8');
    const done = await db.transaction(async (tx) => {
      // Two servers starting at once on one PostgreSQL database must not apply a migration twice.
      await tx.query('select pg_advisory_xact_lock(727274)');
      const rows = await tx.query('select 1 from schema_migrations where version = $1', [version]);
      if (rows.length > 0) return false;
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (version) values ($1)', [version]);
      return true;
    });
    if (done) applied.push(version);
  }
  return applied;
}

/** Migrations are plain statements separated by semicolons at line ends (no functions with bodies). */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}
