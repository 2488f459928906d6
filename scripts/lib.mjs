// Helpers shared by the two README commands: bring pnpm through npm (corepack fails here) and run commands.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync, statSync, readdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '10.34.8';
const toolsDir = join(root, '.tools');
export const pnpmBin = join(toolsDir, 'node_modules', '.bin', 'pnpm');

export function log(message) {
  process.stdout.write(`[portal] ${message}\n`);
}

export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env, ...options });
  if (result.status !== 0) {
    throw new Error(`${cmd} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
  }
}

export function ensurePnpm() {
  const pkgJson = join(toolsDir, 'node_modules', 'pnpm', 'package.json');
  if (existsSync(pkgJson) && JSON.parse(readFileSync(pkgJson, 'utf8')).version === PNPM_VERSION) return;
  log(`installing pnpm ${PNPM_VERSION} through npm`);
  mkdirSync(toolsDir, { recursive: true });
  run('npm', ['install', '--prefix', toolsDir, '--no-audit', '--no-fund', '--loglevel=error', `pnpm@${PNPM_VERSION}`]);
}

/** Hash of every file below the given paths (skipping build output), to tell whether a build is out of date. */
export function hashInputs(paths) {
  const hash = createHash('sha256');
  const skip = new Set(['node_modules', 'dist', '.data', 'storybook-static', '__tests__']);
  const walk = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path).sort()) {
        if (!skip.has(entry)) walk(join(path, entry));
      }
    } else {
      hash.update(path.slice(root.length));
      hash.update(readFileSync(path));
    }
  };
  for (const path of paths) walk(join(root, path));
  return hash.digest('hex');
}

const stampDir = join(root, '.build-stamps');
export function isUpToDate(name, inputHash) {
  const file = join(stampDir, name);
  return existsSync(file) && readFileSync(file, 'utf8') === inputHash;
}
export function markBuilt(name, inputHash) {
  mkdirSync(stampDir, { recursive: true });
  writeFileSync(join(stampDir, name), inputHash);
}

export function install() {
  ensurePnpm();
  const manifests = readdirSync(root)
    .filter((dir) => existsSync(join(root, dir, 'package.json')))
    .map((dir) => `${dir}/package.json`);
  const lockHash = hashInputs(['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'package.json', ...manifests]);
  if (isUpToDate('install', lockHash) && existsSync(join(root, 'node_modules'))) return;
  log('installing dependencies');
  run(pnpmBin, ['install', '--frozen-lockfile', '--reporter=append-only']);
  markBuilt('install', lockHash);
}

export { spawn };
