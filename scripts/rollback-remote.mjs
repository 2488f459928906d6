#!/usr/bin/env node
// Switch a remote back to the version that was live before the current one.
// Usage: node scripts/rollback-remote.mjs <remote_name>   (e.g. mfe_dashboard)
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataDir, readRemotes, remotesFile, writeRemotes } from './deploy-remote.mjs';
import { run } from './lib.mjs';

const name = process.argv[2];
if (!name) {
  console.error('usage: node scripts/rollback-remote.mjs <remote_name>');
  process.exit(2);
}

// With DATABASE_URL set, the switch is made in that PostgreSQL database, for every instance serving it.
if (process.env.DATABASE_URL) {
  try {
    run(process.execPath, ['--import', 'tsx', 'server/src/core/remotes/cli.ts', 'rollback', name]);
    process.exit(0);
  } catch {
    process.exit(1);
  }
}

const data = readRemotes();
const current = data.remotes[name];
if (!current) {
  console.error(`${name} is not deployed (${remotesFile})`);
  process.exit(1);
}
const previous = current.history.at(-1);
if (!previous) {
  console.error(`${name} ${current.version} has no earlier version to roll back to`);
  process.exit(1);
}
// Each stored version carries its own manifest, so the sidebar matches the code it rolls back to.
const manifestFile = join(dataDir, 'mfe', name, previous.version, 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`${manifestFile} is missing: version ${previous.version} is no longer stored`);
  process.exit(1);
}
data.remotes[name] = {
  ...previous,
  manifest: JSON.parse(readFileSync(manifestFile, 'utf8')),
  history: current.history.slice(0, -1),
};
writeRemotes(data);
console.log(`${name}: rolled back ${current.version} -> ${previous.version} (${remotesFile})`);
