// `npm test`: everything — typecheck, lint, unit and component tests, API tests on PGlite and PostgreSQL,
// the Storybook build, and browser tests against the built portal. Ends with one "N passed, N failed" line.
// TEST_STEPS=unit,api (comma-separated) runs a subset while developing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { install, log, markBuilt, root, pnpmBin } from './lib.mjs';
import { buildShellIfStale, remoteDirs, storybookDir, storybookInputs } from './build.mjs';

const bin = (name) => join(root, 'node_modules', '.bin', name);
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function step(name, fn) {
  const only = process.env.TEST_STEPS?.split(',');
  if (only && !only.includes(name)) return;
  const started = Date.now();
  log(`── ${name}`);
  let ok;
  try {
    ok = fn();
  } catch (error) {
    console.error(error);
    ok = false;
  }
  log(`── ${name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (!ok) failures.push(name);
}

const exec = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;

/** A check that is not a test runner counts as one test. */
function check(cmd, args, env) {
  const ok = exec(cmd, args, env);
  totals[ok ? 'passed' : 'failed'] += 1;
  return ok;
}

function jest() {
  const out = join(mkdtempSync(join(tmpdir(), 'jest-')), 'results.json');
  const ok = exec(bin('jest'), ['-c', 'jest.config.cjs', '--ci', '--json', `--outputFile=${out}`]);
  if (!existsSync(out)) return false;
  const result = JSON.parse(readFileSync(out, 'utf8'));
  totals.passed += result.numPassedTests;
  totals.failed += result.numFailedTests + (result.numRuntimeErrorTestSuites ?? 0);
  totals.skipped += result.numPendingTests;
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

/** node:test files through tsx, `concurrency` files at a time; the TAP copy of the output is read for the counts. */
function nodeTests(files, { concurrency = 1, env = {} } = {}) {
  if (files.length === 0) return false;
  const tap = join(mkdtempSync(join(tmpdir(), 'node-test-')), 'results.tap');
  const ok = exec(
    process.execPath,
    [
      '--import', 'tsx', '--test', `--test-concurrency=${concurrency}`,
      '--test-reporter=spec', '--test-reporter-destination=stdout',
      '--test-reporter=tap', `--test-reporter-destination=${tap}`,
      ...files,
    ],
    env,
  );
  const text = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
  const count = (name) => Number(text.match(new RegExp(`^# ${name} (\\d+)`, 'm'))?.[1] ?? 0);
  totals.passed += count('pass');
  totals.failed += count('fail') + count('cancelled');
  totals.skipped += count('skipped') + count('todo');
  return ok && count('pass') > 0;
}

install();

step('typecheck', () =>
  ['shared-api', 'shared-ui', 'shell', ...remoteDirs(), 'server', 'e2e', 'bench', '.storybook']
    .filter((pkg) => existsSync(join(root, pkg, 'tsconfig.json')))
    .map((pkg) => check(bin('tsc'), ['-p', pkg, '--noEmit']))
    .every(Boolean),
);
step('lint', () => check(bin('eslint'), ['--max-warnings=0', '.']));
step('unit', jest);
// Two files at a time: each test has a database of its own (a PGlite, or a throwaway database on the PostgreSQL
// server), its own temporary folders and free ports, and changes nothing process-wide.
step('api', () => nodeTests(findTests(join(root, 'server/src'), /__tests__\/.+\.test\.ts$/), { concurrency: 2 }));
// Built where the server publishes it (/storybook/), so the browser test finds it and `npm start` need not rebuild.
step('storybook', () => {
  const inputs = storybookInputs();
  const ok = check(bin('storybook'), ['build', '-c', '.storybook', '-o', storybookDir, '--quiet', '--disable-telemetry']);
  if (ok) markBuilt('storybook', inputs);
  return ok;
});
// One file at a time: each starts its own server and Chromium, and some measure how fast a page paints. Every
// server starts from one migrated, empty embedded database made for this run (e2e/support/server.ts).
step('browser', () => {
  buildShellIfStale();
  for (const dir of remoteDirs()) if (!exec(pnpmBin, ['--filter', dir, 'build'])) return false;
  const pgdata = mkdtempSync(join(tmpdir(), 'portal-e2e-pgdata-'));
  try {
    return nodeTests(findTests(join(root, 'e2e/tests'), /\.test\.ts$/), { env: { PORTAL_E2E_PGDATA: pgdata } });
  } finally {
    rmSync(pgdata, { recursive: true, force: true });
  }
});

log(`failed steps: ${failures.length ? failures.join(', ') : 'none'}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length === 0 && totals.failed === 0 ? 0 : 1);
