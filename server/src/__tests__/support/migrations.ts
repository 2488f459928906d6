import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsDir, splitStatements } from '../../db/migrate';
import type { Db } from '../../db';

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
