// Builds the shell and deploys the remotes when their inputs changed since the last build or deploy.
import { existsSync, readdirSync, readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { hashInputs, isUpToDate, log, markBuilt, pnpmBin, root, run } from './lib.mjs';

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

/** A remote is deployed again when its sources changed or this DATA_DIR has never had it. */
export function deployRemotesIfStale() {
  const stamps = join(dataDir(), '.deploy-stamps');
  mkdirSync(stamps, { recursive: true });
  for (const dir of remoteDirs()) {
    const inputs = hashInputs([`${dir}/src`, `${dir}/package.json`, `${dir}/webpack.config.cjs`, ...SHARED_INPUTS]);
    const stamp = join(stamps, dir);
    if (existsSync(stamp) && readFileSync(stamp, 'utf8') === inputs) continue;
    log(`building and deploying ${dir}`);
    run(process.execPath, ['scripts/deploy-remote.mjs', dir]);
    writeFileSync(stamp, inputs);
  }
}
