// `npm test`: everything — typecheck, lint, unit and component tests, API tests on PGlite and PostgreSQL,
// the Storybook build, the portal's build, and browser tests against it. Ends with one "N passed, N failed" line.
// TEST_STEPS=unit,api (comma-separated) runs a subset while developing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism, freemem, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { install, log, markBuilt, root } from './lib.mjs';
import { buildRemotesIfStale, buildShellIfStale, runConcurrently, storybookDir, storybookInputs } from './build.mjs';

const bin = (name) => join(root, 'node_modules', '.bin', name);
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const cores = availableParallelism();

async function step(name, fn) {
  const only = process.env.TEST_STEPS?.split(',');
  if (only && !only.includes(name)) return;
  const started = Date.now();
  const before = { ...totals };
  log(`── ${name}`);
  let ok;
  try {
    ok = await fn();
  } catch (error) {
    console.error(error);
    ok = false;
  }
  const counted = Object.entries(totals).map(([key, value]) => `${value - before[key]} ${key}`).join(', ');
  log(`── ${name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s (${counted})`);
  if (!ok) failures.push(name);
}

const exec = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;

/** A check that is not a test runner counts as one test per command. */
async function checks(commands, concurrency = 1) {
  const results = await runConcurrently(commands, concurrency);
  for (const ok of results) totals[ok ? 'passed' : 'failed'] += 1;
  return results.every(Boolean);
}

/** The slowest test files of a step, so the next slowdown is visible where it happens. */
function listSlowest(durations) {
  const slowest = durations.sort((a, b) => b.ms - a.ms).slice(0, 20);
  if (slowest.length === 0) return;
  log(`slowest ${slowest.length} files:`);
  for (const { file, ms } of slowest) log(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${relative(root, file)}`);
}

function jest() {
  const out = join(mkdtempSync(join(tmpdir(), 'jest-')), 'results.json');
  // Jest leaves a core to itself by default; its own process only hands out files, so every core runs tests.
  const ok = exec(bin('jest'), ['-c', 'jest.config.cjs', '--ci', `--maxWorkers=${cores}`, '--json', `--outputFile=${out}`]);
  if (!existsSync(out)) return false;
  const result = JSON.parse(readFileSync(out, 'utf8'));
  totals.passed += result.numPassedTests;
  totals.failed += result.numFailedTests + (result.numRuntimeErrorTestSuites ?? 0);
  totals.skipped += result.numPendingTests;
  listSlowest(result.testResults.map((file) => ({ file: file.name, ms: file.endTime - file.startTime })));
  return ok && result.numTotalTests > 0;
}

function findTests(dir, pattern) {
  const found = [];
  const walk = (path) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = join(path, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (pattern.test(full)) found.push(full);
    }
  };
  if (existsSync(dir)) walk(dir);
  return found.sort();
}

/**
 * node:test files through tsx, `concurrency` files at a time; the TAP copy of the output is read for the counts, and
 * scripts/file-durations-reporter.mjs's for each file's time.
 */
function nodeTests(files, { concurrency = 1, env = {} } = {}) {
  if (files.length === 0) return false;
  const results = mkdtempSync(join(tmpdir(), 'node-test-'));
  const tap = join(results, 'results.tap');
  const durations = join(results, 'durations.tsv');
  const ok = exec(
    process.execPath,
    [
      '--import', 'tsx', '--test', `--test-concurrency=${concurrency}`,
      '--test-reporter=spec', '--test-reporter-destination=stdout',
      '--test-reporter=tap', `--test-reporter-destination=${tap}`,
      `--test-reporter=${join(root, 'scripts', 'file-durations-reporter.mjs')}`, `--test-reporter-destination=${durations}`,
      ...files,
    ],
    env,
  );
  const text = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
  const count = (name) => Number(text.match(new RegExp(`^# ${name} (\\d+)`, 'm'))?.[1] ?? 0);
  totals.passed += count('pass');
  totals.failed += count('fail') + count('cancelled');
  totals.skipped += count('skipped') + count('todo');
  if (existsSync(durations)) {
    listSlowest(readFileSync(durations, 'utf8').trim().split('\n').filter(Boolean).map((line) => {
      const [ms, file] = line.split('\t');
      return { file, ms: Number(ms) };
    }));
  }
  return ok && count('pass') > 0;
}

/** Browser test files run two at a time when each can have a core and the memory for its server and Chromium. */
const browserConcurrency = () => Number(process.env.E2E_CONCURRENCY ?? (cores >= 2 && freemem() > 6 * 2 ** 30 ? 2 : 1));

install();

// Three programs, each file checked once: the browser packages together (the shared packages are not checked again
// for every remote), the server with the benchmarks that drive it, and the browser tests.
await step('typecheck', () =>
  checks(
    ['tsconfig.browser.json', 'tsconfig.node.json', 'e2e'].map((project) => ({ cmd: bin('tsc'), args: ['-p', project, '--noEmit'] })),
    cores,
  ),
);
await step('lint', () => checks([{ cmd: bin('eslint'), args: ['--max-warnings=0', '.'] }]));
await step('unit', jest);
// Two files at a time: each test has a database of its own (a copy of the templates made here, on PGlite or as a
// throwaway database on the PostgreSQL server), its own temporary folders and free ports, and changes nothing
// process-wide.
await step('api', async () => {
  const templates = mkdtempSync(join(tmpdir(), 'portal-api-templates-'));
  const templateScript = ['--import', 'tsx', 'server/src/__tests__/support/database-templates.ts'];
  try {
    if (!exec(process.execPath, [...templateScript, 'make', templates])) return false;
    return nodeTests(findTests(join(root, 'server/src'), /__tests__\/.+\.test\.ts$/), { concurrency: 2, env: { TEST_DATABASE_TEMPLATES: templates } });
  } finally {
    exec(process.execPath, [...templateScript, 'drop', templates]);
    rmSync(templates, { recursive: true, force: true });
  }
});
// Built where the server publishes it (/storybook/), so the browser test finds it and `npm start` need not rebuild.
await step('storybook', async () => {
  const inputs = storybookInputs();
  const ok = await checks([{ cmd: bin('storybook'), args: ['build', '-c', '.storybook', '-o', storybookDir, '--quiet', '--disable-telemetry'] }]);
  if (ok) markBuilt('storybook', inputs);
  return ok;
});
// The shell and every remote, as `npm start` serves them; the browser step and `npm start` reuse this build.
await step('build', async () => {
  buildShellIfStale();
  return buildRemotesIfStale(cores);
});
// Each file starts its own server and Chromium; every server starts from one migrated and seeded embedded
// database made for this run (e2e/support/server.ts).
await step('browser', async () => {
  buildShellIfStale();
  if (!(await buildRemotesIfStale(cores))) return false;
  const pgdata = mkdtempSync(join(tmpdir(), 'portal-e2e-pgdata-'));
  try {
    return nodeTests(findTests(join(root, 'e2e/tests'), /\.test\.ts$/), { concurrency: browserConcurrency(), env: { PORTAL_E2E_PGDATA: pgdata } });
  } finally {
    rmSync(pgdata, { recursive: true, force: true });
  }
});

log(`failed steps: ${failures.length ? failures.join(', ') : 'none'}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length === 0 && totals.failed === 0 ? 0 : 1);
