import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './types';

export const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'migrations');

/** Serializes migrators: two servers starting at once on one PostgreSQL database must not apply anything twice. */
const MIGRATION_LOCK = 'select pg_advisory_xact_lock(727274)';

/**
 * Applies every migrations/NNNN_name.sql not yet recorded, each in its own transaction, in order; then every
 * migrations/repeatable/name.sql whose text changed since it was last applied (functions and triggers, written
 * as create-or-replace, so their current text is in one file rather than spread over the history).
 */
export async function migrate(db: Db): Promise<string[]> {
  await db.exec(`create table if not exists schema_migrations (
    version text primary key,
    applied_at timestamptz not null default now()
  )`);
  await db.exec(`create table if not exists schema_repeatables (
    name text primary key,
    checksum text not null,
    applied_at timestamptz not null default now()
  )`);
  const files = readdirSync(migrationsDir).filter((f) => /^\d{4}_.+\.sql$/.test(f)).sort();
  const applied: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    const sql = readFileSync(join(migrationsDir, file), 'utf8');
    const done = await db.transaction(async (tx) => {
      await tx.query(MIGRATION_LOCK);
      const rows = await tx.query('select 1 from schema_migrations where version = $1', [version]);
      if (rows.length > 0) return false;
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (version) values ($1)', [version]);
      return true;
    });
    if (done) applied.push(version);
  }
  return [...applied, ...(await applyRepeatables(db))];
}

async function applyRepeatables(db: Db): Promise<string[]> {
  const dir = join(migrationsDir, 'repeatable');
  if (!existsSync(dir)) return [];
  const applied: string[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.sql')).sort()) {
    const name = `repeatable/${file.replace(/\.sql$/, '')}`;
    const sql = readFileSync(join(dir, file), 'utf8');
    const checksum = createHash('sha256').update(sql).digest('hex');
    const done = await db.transaction(async (tx) => {
      await tx.query(MIGRATION_LOCK);
      const rows = await tx.query('select 1 from schema_repeatables where name = $1 and checksum = $2', [name, checksum]);
      if (rows.length > 0) return false;
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query(
        `insert into schema_repeatables (name, checksum) values ($1, $2)
         on conflict (name) do update set checksum = excluded.checksum, applied_at = now()`,
        [name, checksum],
      );
      return true;
    });
    if (done) applied.push(name);
  }
  return applied;
}

const IDENTIFIER_CHAR = /[A-Za-z0-9_$]/;
const DOLLAR_TAG = /^\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/;

/**
 * Splits a migration into statements at semicolons outside string literals, quoted identifiers, comments and
 * dollar-quoted bodies ($$ … $$ or $tag$ … $tag$), so a migration can create plpgsql functions and triggers.
 * Comments outside those bodies are dropped; statements left empty are skipped.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let i = 0;
  const flush = () => {
    const statement = current.trim();
    if (statement) statements.push(statement);
    current = '';
  };
  /** Copies text up to and including the closing delimiter (or to the end of an unterminated literal). */
  const copyUntil = (end: number) => {
    current += sql.slice(i, end);
    i = end;
  };
  while (i < sql.length) {
    const char = sql[i];
    const next = sql[i + 1];
    const previous = i > 0 ? sql[i - 1] : '';
    if (char === '-' && next === '-') {
      const lineEnd = sql.indexOf('\n', i);
      i = lineEnd === -1 ? sql.length : lineEnd;
    } else if (char === '/' && next === '*') {
      let depth = 0;
      do {
        const opens = sql.startsWith('/*', i);
        const closes = !opens && sql.startsWith('*/', i);
        depth += opens ? 1 : closes ? -1 : 0;
        i += opens || closes ? 2 : 1;
      } while (depth > 0 && i < sql.length);
      current += ' ';
    } else if (char === "'") {
      // E'…' strings escape with backslashes; standard strings only by doubling the quote.
      const backslashes = /[eE]/.test(previous) && !IDENTIFIER_CHAR.test(sql[i - 2] ?? '');
      let end = i + 1;
      while (end < sql.length) {
        if (backslashes && sql[end] === '\\') end += 2;
        else if (sql[end] === "'" && sql[end + 1] === "'") end += 2;
        else if (sql[end] === "'") break;
        else end += 1;
      }
      copyUntil(Math.min(end + 1, sql.length));
    } else if (char === '"') {
      let end = i + 1;
      while (end < sql.length && !(sql[end] === '"' && sql[end + 1] !== '"')) end += sql[end] === '"' ? 2 : 1;
      copyUntil(Math.min(end + 1, sql.length));
    } else if (char === '$' && !IDENTIFIER_CHAR.test(previous) && DOLLAR_TAG.test(sql.slice(i))) {
      const tag = DOLLAR_TAG.exec(sql.slice(i))![0];
      const close = sql.indexOf(tag, i + tag.length);
      copyUntil(close === -1 ? sql.length : close + tag.length);
    } else if (char === ';') {
      flush();
      i += 1;
    } else {
      current += char;
      i += 1;
    }
  }
  flush();
  return statements;
}
