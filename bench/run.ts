// Benchmarks: `node --import tsx bench/run.ts`. Prints the JS the browser loads for / (bytes on the wire) and the
// dashboard endpoints' p50/p99 latency and throughput at 32 connections on the `large` seed, each beside
// a bare Fastify route measured in the same run, and the workers lists at 20,000 workers beside the same calls at
// 1,000 (alternated slices). Uses PostgreSQL when reachable (BENCH_DB=pglite forces the embedded database).
// Results go to bench/results/latest.json; docs/performance.md records them. The workers lists against the
// pre-change build: bench/workers-vs-baseline.ts. Load, BENCH_SECONDS and the failure on a measurement without
// requests: bench/load.ts. BENCH_ONLY=worker-tags,has_crews measures only the calls whose path contains one of
// the words (beside the baseline), skips the JavaScript measurement and writes no results file.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrate, openDb } from '../server/src/core/db';
import { seedLarge } from '../server/src/seed/large';
import { CONNECTIONS, DURATION_S, LOAD_TOOL, SLICES, SLICE_S, WARM_UP_S, load, loadAlternating, type LoadResult } from './load';
import { JS_BUDGET_BYTES, javascriptBytes } from './javascript';
import { WORKER_LISTS, benchDatabase, root, signIn, startServer } from './portal';

const P99_TARGET_MS = 50;
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
const selected = (path: string) => ONLY.length === 0 || ONLY.some((word) => path.includes(word));

async function prepare(env: Record<string, string>) {
  const db = await openDb({ databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR ?? join(root, '.data') });
  await migrate(db);
  const seeded = await db.query(`select 1 from users where email = 'owner@large.test'`);
  if (seeded.length === 0) {
    const started = Date.now();
    console.log('seeding the large data set (once)…');
    await seedLarge(db);
    console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  // Earlier runs, a migration's backfill or experiments leave dead rows and stale statistics; autovacuum
  // clears them within minutes on a live server. Measure that steady state, not whatever came before.
  await db.exec('vacuum analyze');
  await db.close();
}

const database = await benchDatabase('portal_bench', join(root, 'bench', 'results', 'data'));
await prepare(database.env);
const server = await startServer(root, database.env);
const base = server.base;

try {
  const cookie = await signIn(base, 'owner@large.test');
  const mediumCookie = await signIn(base, 'owner@medium.test');
  const endpoints = [
    '/json/summaries/workers?limit=10',
    '/json/summaries/crews?limit=10',
    '/json/summaries/notifications?limit=10',
    '/json/summaries/worker-tags',
    '/json/credentials?expiring=90_days&page=1',
    '/json/credentials?expiring=expired&page=1',
    '/json/credentials?search=fraser&page=1',
  ];
  const results: LoadResult[] = [load('bare Fastify route (baseline)', `${server.bare}/bare`)];
  for (const path of endpoints.filter(selected)) results.push(load(path, `${base}${path}`, cookie));

  // The workers list at 20,000 workers, and the same calls at 1,000: list latency must not grow with the roster.
  const scaling: Array<{ path: string; large: LoadResult; medium: LoadResult }> = [];
  for (const path of WORKER_LISTS.filter(selected)) {
    const [large, medium] = loadAlternating(
      { name: `${path} (20,000)`, url: `${base}${path}`, cookie },
      { name: `${path} (1,000)`, url: `${base}${path}`, cookie: mediumCookie },
    );
    results.push(large, medium);
    scaling.push({ path, large, medium });
  }
  const js = ONLY.length === 0 ? await javascriptBytes(base, 'owner@large.test') : null;

  console.log(`\nDatabase: ${database.label}; load by ${LOAD_TOOL}, ${CONNECTIONS} connections, ${DURATION_S} s per endpoint after ${WARM_UP_S} s of warm-up (workers lists: ${SLICES} slices of ${SLICE_S} s)\n`);
  console.log('endpoint'.padEnd(48), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'req/s'.padStart(8), 'errors'.padStart(7), ' p99 < 50 ms');
  for (const r of results) {
    const verdict = r.name.startsWith('bare') ? '' : r.p99 < P99_TARGET_MS && r.errors === 0 ? 'yes' : 'NO';
    console.log(r.name.padEnd(48), String(r.p50).padStart(8), String(r.p99).padStart(8), String(r.rps).padStart(8), String(r.errors).padStart(7), ` ${verdict}`);
  }
  console.log('\nWorkers list, 20,000 versus 1,000 workers (p50 ratio; target at most 1.5)');
  for (const { path, large, medium } of scaling) {
    const ratio = large.p50 / Math.max(medium.p50, 0.01);
    console.log(`  ${path.padEnd(70)} ${ratio.toFixed(2)} ${ratio <= 1.5 ? 'met' : 'NOT met'}`);
  }
  console.log('\nWorkers list p99 (ms): of all requests of the slices, and the mean of the slices\' p99s (20,000 / 1,000)');
  for (const { path, large, medium } of scaling) {
    console.log(`  ${path.padEnd(70)} ${large.p99} / ${medium.p99}  (slices: ${large.sliceMeanP99} / ${medium.sliceMeanP99})`);
  }
  if (js) {
    const encodings = Object.entries(js.encodings).map(([encoding, files]) => `${files} ${encoding}`).join(', ');
    console.log(`\nJavaScript for / : ${js.files} files (${encodings}), ${(js.raw / 1024).toFixed(1)} KB raw, ${(js.wire / 1024).toFixed(1)} KB on the wire (target ≤ 230 KB: ${js.wire <= JS_BUDGET_BYTES ? 'met' : 'NOT met'})`);
    mkdirSync(join(root, 'bench', 'results'), { recursive: true });
    writeFileSync(
      join(root, 'bench', 'results', 'latest.json'),
      // The quantiles only serve pooling: the file keeps the figures.
      JSON.stringify(
        { date: new Date().toISOString(), database: database.label, loadTool: LOAD_TOOL, connections: CONNECTIONS, results, scaling, javascript: js },
        (key, value) => (key === 'quantiles' ? undefined : value),
        2,
      ),
    );
  }
} finally {
  server.stop();
}
