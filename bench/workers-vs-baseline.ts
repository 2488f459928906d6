// The workers list against the pre-change build: `pnpm --filter bench workers-vs-baseline` (or
// `node --import tsx bench/workers-vs-baseline.ts`). Issue 11 moves the server into areas and builds the workers
// JSON in TypeScript again; this guards that the move costs little. It measures the four workers-list calls
// (default, search "smi", tag "Red Seal", no crew) of the `large` seed's 20,000 workers at 32 connections on two
// servers, the working tree ("new") and BENCH_BASELINE_REF ("old", default 0f4caa5, the last commit before the
// change), in alternating slices (old, new, old, new, …) so a change in the machine's speed hits both alike, and
// prints per call the p99 and requests a second of each build and the ratios new/old. Targets: new p99 < 50 ms
// and new req/s at least 70 % of old, without errors; the run exits with 1 when one is missed (and when a
// measurement has no requests, see bench/load.ts).
//
// The old build is a git worktree in bench/results/baseline-<sha> (ignored by git), made once and kept, with its
// dependencies from the pnpm store (`pnpm install --frozen-lockfile --prefer-offline`, a no-op once done). Each
// build runs its own bench/server.ts on its own PostgreSQL database (old: portal_bench_baseline, new: portal_bench,
// which bench/run.ts uses too: the new code drops tables the old one reads), migrated and seeded by its own
// `server/src/seed/cli.ts large` (about a minute the first time; the seed skips what exists), then vacuumed.
// The servers serve a one-line sign-in page instead of the shell: no front-end build is needed. BENCH_SECONDS
// (default 8) is the time of each call on each build. Figures: bench/results/workers-vs-baseline.json.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { CONNECTIONS, LOAD_TOOL, SLICES, SLICE_S, WARM_UP_S, loadAlternating } from './load';
import { WORKER_LISTS, ensureDatabase, root, signIn, startServer, type PortalServer } from './portal';

const BASELINE_REF = process.env.BENCH_BASELINE_REF ?? '0f4caa51e6c53b1045c6383ef61b84aacb9a3216';
const P99_TARGET_MS = 50;
const RPS_TARGET = 0.7;
const resultsDir = join(root, 'bench', 'results');
const pnpm = join(root, '.tools', 'node_modules', '.bin', 'pnpm');

/** Runs a command to its end and returns its output; throws when it fails. */
function run(command: string, args: string[], options: { cwd?: string; env?: Record<string, string> } = {}): string {
  const { status, signal, stdout } = spawnSync(command, args, {
    cwd: options.cwd ?? root,
    env: { ...process.env, ...options.env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (status !== 0) throw new Error(`${command} ${args.join(' ')} (in ${options.cwd ?? root}) exited with ${status ?? signal}`);
  return stdout.trim();
}

/** A worktree of the commit in bench/results with its dependencies installed (both kept for the next run). */
function worktree(sha: string): string {
  const tree = join(resultsDir, `baseline-${sha.slice(0, 9)}`);
  // --force: also when a copy deleted by hand is still registered.
  if (!existsSync(tree)) run('git', ['worktree', 'add', '--force', '--detach', tree, sha]);
  const head = run('git', ['rev-parse', 'HEAD'], { cwd: tree });
  if (head !== sha) throw new Error(`${tree} is at ${head}, not ${sha}: remove it (git worktree remove --force ${tree})`);
  run(pnpm, ['install', '--frozen-lockfile', '--prefer-offline'], { cwd: tree });
  return tree;
}

/** The database migrated and seeded by the build's own code, then vacuumed: the steady state of a live server. */
async function prepare(tree: string, database: string): Promise<string> {
  const url = await ensureDatabase(database);
  const seeded = run(process.execPath, ['--import', 'tsx', 'server/src/seed/cli.ts', 'large'], { cwd: tree, env: { DATABASE_URL: url } });
  console.log(`${database}: ${seeded}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('vacuum analyze');
  await client.end();
  return url;
}

/** The page the servers fill with a CSRF token for signing in (the shell's index.html holds the same tag). */
function signInPage(): string {
  const dir = join(resultsDir, 'sign-in-page');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<meta name="csrf-token" content="__CSRF_TOKEN__">');
  return dir;
}

const sha = run('git', ['rev-parse', '--verify', `${BASELINE_REF}^{commit}`]);
const baselineTree = worktree(sha);
const builds = [
  { label: `old (${sha.slice(0, 9)})`, tree: baselineTree, databaseUrl: await prepare(baselineTree, 'portal_bench_baseline') },
  { label: 'new (working tree)', tree: root, databaseUrl: await prepare(root, 'portal_bench') },
];
const shellDist = signInPage();
const servers: PortalServer[] = [];

try {
  const sessions: Array<{ base: string; cookie: string }> = [];
  for (const build of builds) {
    const server = await startServer(build.tree, { DATABASE_URL: build.databaseUrl, SHELL_DIST: shellDist });
    servers.push(server);
    sessions.push({ base: server.base, cookie: await signIn(server.base, 'owner@large.test') });
  }
  const rows = WORKER_LISTS.map((path) => {
    const [old, current] = loadAlternating(
      { name: `${path} ${builds[0].label}`, url: `${sessions[0].base}${path}`, cookie: sessions[0].cookie },
      { name: `${path} ${builds[1].label}`, url: `${sessions[1].base}${path}`, cookie: sessions[1].cookie },
    );
    const p99Met = current.p99 < P99_TARGET_MS;
    const rpsMet = current.rps >= RPS_TARGET * old.rps;
    const errorsMet = old.errors === 0 && current.errors === 0;
    return { path, old, new: current, p99Ratio: current.p99 / old.p99, rpsRatio: current.rps / old.rps, p99Met, rpsMet, errorsMet };
  });

  const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
  console.log(
    `\nWorkers list on the large seed (20,000 workers): ${builds[1].label} against ${builds[0].label}; load by ${LOAD_TOOL}, ` +
      `${CONNECTIONS} connections, ${SLICES} alternated slices of ${SLICE_S} s per call and build, each after ${WARM_UP_S} s of warm-up\n`,
  );
  console.log(
    'call'.padEnd(72),
    ...['old p99', 'new p99', 'new/old', 'old req/s', 'new req/s', 'new/old', 'errors'].map((title) => title.padStart(9)),
    ` new p99 < ${P99_TARGET_MS} ms, new req/s ≥ ${RPS_TARGET * 100} % of old`,
  );
  for (const row of rows) {
    console.log(
      row.path.padEnd(72),
      ...[row.old.p99, row.new.p99, row.p99Ratio.toFixed(2), row.old.rps, row.new.rps, row.rpsRatio.toFixed(2), row.old.errors + row.new.errors].map((value) =>
        String(value).padStart(9),
      ),
      ` ${verdict(row.p99Met)}, ${verdict(row.rpsMet)}${row.errorsMet ? '' : ', errors: NOT met'}`,
    );
  }
  writeFileSync(
    join(resultsDir, 'workers-vs-baseline.json'),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        baseline: sha,
        loadTool: LOAD_TOOL,
        connections: CONNECTIONS,
        slices: { count: SLICES, seconds: SLICE_S },
        calls: rows,
      },
      // The quantiles only serve pooling: the file keeps the figures.
      (key, value) => (key === 'quantiles' ? undefined : value),
      2,
    ),
  );
  const missed = rows.filter((row) => !(row.p99Met && row.rpsMet && row.errorsMet));
  if (missed.length > 0) {
    console.error(`\nTargets missed by ${missed.length} of ${rows.length} calls`);
    process.exitCode = 1;
  } else {
    console.log('\nEvery target met');
  }
} finally {
  for (const server of servers) server.stop();
}
