// Seeds the configured database: `tsx server/src/seed/cli.ts demo|large`.
// Reads DATA_DIR (PGlite, default .data) or DATABASE_URL like the server. Stop the server first when it
// uses PGlite: one data directory can only be opened by one process.
import { resolve } from 'node:path';
import { repoRoot } from '../config';
import { migrate, openDb } from '../core/db';
import { seed } from './index';

const size = process.argv[2];
if (size !== 'demo' && size !== 'large') {
  console.error('usage: tsx server/src/seed/cli.ts demo|large');
  process.exit(2);
}

const db = await openDb({ dataDir: resolve(repoRoot, process.env.DATA_DIR ?? '.data'), databaseUrl: process.env.DATABASE_URL || undefined });
try {
  await migrate(db);
  const started = performance.now();
  await seed(db, size);
  console.log(`seeded ${size} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await db.close();
}
