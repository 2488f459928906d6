// Benchmarks: `node --import tsx bench/run.ts`. Prints the JS the browser loads for / (gzip bytes) and the
// dashboard endpoints' p50/p99 latency and throughput at 32 connections on the `large` seed, each beside
// a bare Fastify route measured in the same run. Uses PostgreSQL when reachable (BENCH_DB=pglite forces the
// embedded database). Results go to bench/results/latest.json; docs/performance.md records them.
// BENCH_SECONDS=4 shortens each measurement; BENCH_ONLY=worker-tags,has_crews measures only the calls whose path
// contains one of the words (beside the baseline), skips the JavaScript measurement and writes no results file.
import { fork, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { migrate, openDb } from '../server/src/db';
import { seedLarge } from '../server/src/seed/large';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CONNECTIONS = 32;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const P99_TARGET_MS = 50;
const JS_TARGET_BYTES = 230 * 1024;
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
const selected = (path: string) => ONLY.length === 0 || ONLY.some((word) => path.includes(word));
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

async function benchDatabase(): Promise<{ env: Record<string, string>; label: string }> {
  if (process.env.BENCH_DB !== 'pglite') {
    const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
    try {
      await admin.connect();
      const exists = await admin.query(`select 1 from pg_database where datname = 'portal_bench'`);
      if (exists.rowCount === 0) await admin.query('create database portal_bench');
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = '/portal_bench';
      return { env: { DATABASE_URL: url.toString() }, label: 'PostgreSQL server' };
    } catch (error) {
      console.log(`PostgreSQL unreachable (${(error as Error).message}); benchmarking embedded PGlite`);
    }
  }
  return { env: { DATA_DIR: join(root, 'bench', 'results', 'data'), DATABASE_URL: '' }, label: 'embedded PGlite' };
}

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

interface LoadResult {
  name: string;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  /** Requests finished in the measurement. */
  requests: number;
  /** The latency distribution as evenly spaced quantiles (ms), when the load tool reports it. */
  quantiles?: number[];
  /** For a call measured in slices: the mean of the slices' p99s, beside the p99 of all their requests. */
  sliceMeanP99?: number;
}

/**
 * wrk (Debian's package) generates the load when installed: written in C, it leaves the two cores to the server
 * and the database, where autocannon (Node) takes about a fifth of them at these rates. Whichever runs, the
 * baseline is measured with the same tool in the same run.
 */
const WRK = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((path) => existsSync(path));
const LOAD_TOOL = WRK ? 'wrk' : 'autocannon';

function wrk(name: string, url: string, cookie: string | undefined, seconds: number): LoadResult {
  // A response slower than wrk's default 2 s timeout would count as an error with no latency at all.
  const args = ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--timeout', '30s', '--latency', '-s', join(root, 'bench', 'wrk-quantiles.lua')];
  if (cookie) args.push('-H', `cookie: ${cookie}`);
  const { stdout } = spawnSync(WRK!, [...args, url], { encoding: 'utf8' });
  const ms = (label: string) => {
    const match = new RegExp(`^\\s*${label}\\s+([\\d.]+)(us|ms|s)\\s*$`, 'm').exec(stdout);
    if (!match) throw new Error(`wrk printed no ${label} latency:\n${stdout}`);
    return Number(match[1]) * { us: 0.001, ms: 1, s: 1000 }[match[2] as 'us' | 'ms' | 's'];
  };
  const count = (pattern: RegExp) => Number(pattern.exec(stdout)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  // Requests still running when the time is up are not counted: none finished means slower than the run.
  const finished = count(/(\d+) requests in/);
  const quantiles = [...stdout.matchAll(/^quantile [\d.]+ (\d+)$/gm)].map((match) => Number(match[1]) / 1000);
  return {
    name,
    p50: finished > 0 ? Math.round(ms('50%')) : Infinity,
    p99: finished > 0 ? Math.round(ms('99%')) : Infinity,
    rps: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? 0)),
    errors: count(/Non-2xx or 3xx responses: (\d+)/) + (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
    requests: finished,
    quantiles: finished > 0 && quantiles.length > 0 ? quantiles : undefined,
  };
}

function autocannon(name: string, url: string, cookie: string | undefined, seconds: number): LoadResult {
  const args = ['-c', String(CONNECTIONS), '-d', String(seconds), '-j'];
  if (cookie) args.push('-H', `cookie=${cookie}`);
  const result = spawnSync(join(root, 'node_modules', '.bin', 'autocannon'), [...args, url], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const report = JSON.parse(result.stdout);
  return {
    name,
    p50: report.latency.p50,
    p99: report.latency.p99,
    rps: Math.round(report.requests.average),
    errors: report.errors + report.non2xx,
    requests: report.requests.total,
  };
}

/** How long each call is loaded, unmeasured, before its measurement: every pooled connection prepares its statements. */
const WARM_UP_S = 1;

function load(name: string, url: string, cookie?: string, seconds = DURATION_S): LoadResult {
  const measure = WRK ? wrk : autocannon;
  measure(name, url, cookie, WARM_UP_S);
  return measure(name, url, cookie, seconds);
}

/**
 * A percentile of the requests of several runs together: each run's quantiles stand for its requests in equal
 * shares. Null when a run has no quantiles (autocannon reports a few percentiles only).
 */
function pooledPercentile(runs: LoadResult[], percent: number): number | null {
  if (runs.some((run) => !run.quantiles)) return null;
  const weighted = runs
    .flatMap((run) => run.quantiles!.map((ms) => ({ ms, weight: run.requests / run.quantiles!.length })))
    .sort((x, y) => x.ms - y.ms);
  const target = (percent / 100) * weighted.reduce((sum, sample) => sum + sample.weight, 0);
  let seen = 0;
  for (const sample of weighted) {
    seen += sample.weight;
    if (seen >= target) return sample.ms;
  }
  return weighted.at(-1)?.ms ?? null;
}

/**
 * Two calls measured in alternating slices of 2 s, so both see the same background load (other jobs on a
 * shared machine come and go within seconds). Each call's percentiles are those of all its slices' requests
 * together (with autocannon, the mean of the slices' percentiles); its rate is the mean of the slices'.
 */
function loadAlternating(a: { name: string; url: string; cookie: string }, b: { name: string; url: string; cookie: string }): [LoadResult, LoadResult] {
  const slices = Math.max(1, Math.round(DURATION_S / 2));
  const runs: [LoadResult[], LoadResult[]] = [[], []];
  for (let i = 0; i < slices; i += 1) {
    runs[0].push(load(a.name, a.url, a.cookie, DURATION_S / slices));
    runs[1].push(load(b.name, b.url, b.cookie, DURATION_S / slices));
  }
  const mean = (values: number[]) => Math.round(values.reduce((sum, v) => sum + v, 0) / values.length);
  const percentile = (parts: LoadResult[], percent: 50 | 99) =>
    Math.round(pooledPercentile(parts, percent) ?? mean(parts.map((r) => (percent === 50 ? r.p50 : r.p99))));
  const combine = (name: string, parts: LoadResult[]): LoadResult => ({
    name,
    p50: percentile(parts, 50),
    p99: percentile(parts, 99),
    rps: mean(parts.map((r) => r.rps)),
    errors: parts.reduce((sum, r) => sum + r.errors, 0),
    requests: parts.reduce((sum, r) => sum + r.requests, 0),
    sliceMeanP99: mean(parts.map((r) => r.p99)),
  });
  return [combine(a.name, runs[0]), combine(b.name, runs[1])];
}

async function signIn(base: string, email: string): Promise<string> {
  const page = await fetch(`${base}/login`);
  const visitor = page.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const csrf = /<meta name="csrf-token" content="([^"]+)"/.exec(await page.text())?.[1];
  if (!csrf) throw new Error('the sign-in page has no CSRF token: build the portal first (npm start builds it)');
  const response = await fetch(`${base}/json/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, cookie: visitor },
    body: JSON.stringify({ email, password: 'Password123!' }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/** Every script the browser fetches to show the signed-in dashboard, gzip-compressed as a server would send it. */
async function javascriptBytes(base: string): Promise<{ files: number; gzip: number; raw: number }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/login`);
    await page.getByLabel(/^e-?mail/i).fill('owner@large.test');
    await page.getByLabel('Password').fill('Password123!');
    const scripts = new Map<string, Buffer>();
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.set(response.url(), await response.body().catch(() => Buffer.alloc(0)));
    });
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL(`${base}/`);
    await page.getByText('Total Workers').first().waitFor();
    await page.waitForLoadState('networkidle');
    // The login page's own scripts are the same shell files; a fresh load of / counts them once.
    await page.reload();
    await page.getByText('Total Workers').first().waitFor();
    await page.waitForLoadState('networkidle');
    let gzip = 0;
    let raw = 0;
    for (const body of scripts.values()) {
      raw += body.length;
      gzip += gzipSync(body, { level: 9 }).length;
    }
    return { files: scripts.size, gzip, raw };
  } finally {
    await browser.close();
  }
}

const database = await benchDatabase();
await prepare(database.env);
const port = await freePort();
const barePort = await freePort();
const server = fork(join(root, 'bench', 'server.ts'), {
  execArgv: ['--import', 'tsx'],
  env: { ...process.env, ...database.env, PORT: String(port), BARE_PORT: String(barePort), SEED: 'none' },
  stdio: 'inherit',
});
await new Promise((ready) => server.once('message', ready));
const base = `http://127.0.0.1:${port}`;

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
  const results: LoadResult[] = [load('bare Fastify route (baseline)', `http://127.0.0.1:${barePort}/bare`)];
  for (const path of endpoints.filter(selected)) results.push(load(path, `${base}${path}`, cookie));

  // The workers list at 20,000 workers, and the same calls at 1,000: list latency must not grow with the roster.
  const workerLists = [
    '/json/workers?active=true&with_crews=true&page=1',
    '/json/workers?active=true&with_crews=true&search=smi',
    '/json/workers?active=true&with_crews=true&worker_tags[]=Red%20Seal',
    '/json/workers?active=true&with_crews=true&has_crews=false&order_by=newest',
  ];
  const scaling: Array<{ path: string; large: LoadResult; medium: LoadResult }> = [];
  for (const path of workerLists.filter(selected)) {
    const [large, medium] = loadAlternating(
      { name: `${path} (20,000)`, url: `${base}${path}`, cookie },
      { name: `${path} (1,000)`, url: `${base}${path}`, cookie: mediumCookie },
    );
    results.push(large, medium);
    scaling.push({ path, large, medium });
  }
  const js = ONLY.length === 0 ? await javascriptBytes(base) : null;

  console.log(`\nDatabase: ${database.label}; load by ${LOAD_TOOL}, ${CONNECTIONS} connections, ${DURATION_S} s per endpoint after ${WARM_UP_S} s of warm-up\n`);
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
    console.log(`\nJavaScript for / : ${js.files} files, ${(js.raw / 1024).toFixed(1)} KB raw, ${(js.gzip / 1024).toFixed(1)} KB gzip (target ≤ 230 KB: ${js.gzip <= JS_TARGET_BYTES ? 'met' : 'NOT met'})`);
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
  server.kill('SIGTERM');
}
