// Builds the shell and the remotes, and deploys the remotes, when their inputs changed since the last build or deploy.
import { existsSync, readdirSync, readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { hashInputs, isUpToDate, log, markBuilt, pnpmBin, root, run, spawn } from './lib.mjs';

const SHARED_INPUTS = ['shared-ui/src', 'shared-api/src', 'tools/webpack', 'pnpm-lock.yaml'];

export const remoteDirs = () =>
  readdirSync(root)
    .filter((name) => name.startsWith('mfe-') && existsSync(join(root, name, 'package.json')))
    .sort();

export function buildShellIfStale() {
  const inputs = hashInputs(['shell/src', 'shell/package.json', 'shell/webpack.config.cjs', ...SHARED_INPUTS]);
  if (isUpToDate('shell', inputs) && existsSync(join(root, 'shell/dist/index.html'))) return;
  log('building the shell');
  run(pnpmBin, ['--filter', 'shell', 'build']);
  markBuilt('shell', inputs);
}

const remoteInputs = (dir) => hashInputs([`${dir}/src`, `${dir}/package.json`, `${dir}/webpack.config.cjs`, ...SHARED_INPUTS]);

/**
 * Builds every remote whose inputs changed since its last build, `concurrency` at a time (webpack keeps one core
 * busy); resolves to whether all of them built.
 */
export async function buildRemotesIfStale(concurrency = 1) {
  const stale = remoteDirs()
    .map((dir) => ({ dir, inputs: remoteInputs(dir) }))
    .filter(({ dir, inputs }) => !(isUpToDate(`remote-${dir}`, inputs) && existsSync(join(root, dir, 'dist', 'remoteEntry.js'))));
  const built = await runConcurrently(
    stale.map(({ dir, inputs }) => ({ label: `building ${dir}`, cmd: pnpmBin, args: ['--filter', dir, 'build'], done: () => markBuilt(`remote-${dir}`, inputs) })),
    concurrency,
  );
  return built.every(Boolean);
}

/**
 * Runs the commands, `concurrency` at a time, their output passed through; each one's `done` is called when it
 * succeeds. Resolves to one success flag per command, in order.
 */
export async function runConcurrently(commands, concurrency) {
  const results = new Array(commands.length);
  let next = 0;
  const worker = async () => {
    while (next < commands.length) {
      const index = next++;
      const { label, cmd, args, env, done } = commands[index];
      if (label) log(label);
      results[index] = await new Promise((resolveRun) => {
        const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
        child.on('error', () => resolveRun(false));
        child.on('exit', (code) => resolveRun(code === 0));
      });
      if (results[index]) done?.();
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, commands.length) }, worker));
  return results;
}

/** What the static Storybook is built from: the stories beside every package's components and their config. */
export const storybookInputs = () =>
  hashInputs(['.storybook', 'shell/src', ...remoteDirs().map((dir) => `${dir}/src`), ...SHARED_INPUTS]);
export const storybookDir = 'storybook-static';

/** The designers' Storybook, published by the server at /storybook/, built again when a story or component changed. */
export function buildStorybookIfStale() {
  const inputs = storybookInputs();
  if (isUpToDate('storybook', inputs) && existsSync(join(root, storybookDir, 'index.html'))) return;
  log('building Storybook');
  run(join(root, 'node_modules', '.bin', 'storybook'), ['build', '-c', '.storybook', '-o', storybookDir, '--quiet', '--disable-telemetry']);
  markBuilt('storybook', inputs);
}

export function dataDir() {
  return resolve(root, process.env.DATA_DIR ?? '.data');
}

/**
 * A remote is deployed again when its sources changed or this DATA_DIR has never had it; what needs building is
 * built first (a build `npm test` made is reused).
 */
export async function deployRemotesIfStale() {
  if (!(await buildRemotesIfStale(2))) throw new Error('a remote did not build');
  const stamps = join(dataDir(), '.deploy-stamps');
  mkdirSync(stamps, { recursive: true });
  for (const dir of remoteDirs()) {
    const inputs = remoteInputs(dir);
    const stamp = join(stamps, dir);
    if (existsSync(stamp) && readFileSync(stamp, 'utf8') === inputs) continue;
    log(`deploying ${dir}`);
    run(process.execPath, ['scripts/deploy-remote.mjs', dir, '--no-build']);
    writeFileSync(stamp, inputs);
  }
}
