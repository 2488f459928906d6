#!/usr/bin/env node
// Deploy a remote: build it, store its dist as an immutable version under $DATA_DIR/mfe/<name>/<version>/
// and switch $DATA_DIR/remotes.json to it. Usage: node scripts/deploy-remote.mjs <package-dir>... [--no-build]
// With DATABASE_URL set, the version and the switch go to that PostgreSQL database instead, for every instance
// serving it (docs/deploy.md).
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { pnpmBin, root, run } from './lib.mjs';

export const dataDir = resolve(process.env.DATA_DIR ?? join(root, '.data'));
export const remotesFile = join(dataDir, 'remotes.json');

export function readRemotes() {
  if (!existsSync(remotesFile)) return { remotes: {} };
  return JSON.parse(readFileSync(remotesFile, 'utf8'));
}

/** Write to a temp file and rename it over the old one: a reader sees the old or the new file, never half. */
export function writeRemotes(data) {
  mkdirSync(dataDir, { recursive: true });
  const temp = `${remotesFile}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(data, null, 2)}\n`);
  renameSync(temp, remotesFile);
}

function listFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

function contentHash(dir) {
  const hash = createHash('sha256');
  for (const file of listFiles(dir)) hash.update(file).update('\0').update(readFileSync(join(dir, file)));
  return hash.digest('hex').slice(0, 8);
}

function deploy(packageArg, { build }) {
  const packageDir = resolve(root, packageArg);
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  if (build) {
    console.log(`building ${pkg.name}`);
    run(pnpmBin, ['--filter', pkg.name, 'build']);
  }
  const dist = join(packageDir, 'dist');
  const manifestFile = join(dist, 'manifest.json');
  if (!existsSync(manifestFile) || !existsSync(join(dist, 'remoteEntry.js'))) {
    throw new Error(`${relative(root, dist)} has no remoteEntry.js and manifest.json: build ${pkg.name} first`);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const version = `${pkg.version}-${contentHash(dist)}`;
  if (process.env.DATABASE_URL) {
    run(process.execPath, ['--import', 'tsx', 'server/src/core/remotes/cli.ts', 'deploy', dist, manifest.name, version]);
    return;
  }
  const target = join(dataDir, 'mfe', manifest.name, version);

  // Versions are immutable: old tabs may still load files from any of them.
  if (existsSync(target)) {
    console.log(`${manifest.name} ${version} is already stored in ${target}`);
  } else {
    // Copy beside the target and rename, so a half-copied version is never visible under its name.
    const staging = `${target}.${process.pid}.tmp`;
    try {
      cpSync(dist, staging, { recursive: true });
      renameSync(staging, target);
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      throw error;
    }
    console.log(`stored ${manifest.name} ${version} in ${target}`);
  }

  const data = readRemotes();
  const current = data.remotes[manifest.name];
  if (current?.version === version) {
    console.log(`${manifest.name} ${version} is already live; remotes.json unchanged`);
    return;
  }
  const history = current
    ? [...current.history, { version: current.version, entry: current.entry, deployed_at: current.deployed_at }]
    : [];
  data.remotes[manifest.name] = {
    version,
    entry: `/mfe/${manifest.name}/${version}/remoteEntry.js`,
    deployed_at: new Date().toISOString(),
    manifest,
    history,
  };
  writeRemotes(data);
  console.log(
    `${manifest.name}: ${current ? `${current.version} -> ` : ''}${version} is live (${remotesFile})`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const packageArgs = args.filter((arg) => !arg.startsWith('--'));
  if (packageArgs.length === 0) {
    console.error('usage: node scripts/deploy-remote.mjs <package-dir>... [--no-build]');
    process.exit(2);
  }
  try {
    for (const packageArg of packageArgs) deploy(packageArg, { build: !args.includes('--no-build') });
  } catch (error) {
    console.error(`deploy failed: ${error.message}`);
    process.exit(1);
  }
}
