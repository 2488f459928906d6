// Deploys or rolls back a remote in the PostgreSQL database of DATABASE_URL, for every instance serving it at once.
// Called by scripts/deploy-remote.mjs and scripts/rollback-remote.mjs when DATABASE_URL is set (docs/deploy.md):
//   tsx server/src/core/remotes/cli.ts deploy <dist-dir> <name> <version>
//   tsx server/src/core/remotes/cli.ts rollback <name>
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RemoteManifest } from 'shared-api/contract';
import { migrate } from '../db';
import { openPostgres } from '../db/postgres';
import { deployRemoteBuild, rollbackRemote } from './index';

const [command, ...args] = process.argv.slice(2);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl || (command === 'deploy' && args.length !== 3) || (command === 'rollback' && args.length !== 1) || !['deploy', 'rollback'].includes(command)) {
  console.error('usage: DATABASE_URL=… tsx server/src/core/remotes/cli.ts deploy <dist-dir> <name> <version> | rollback <name>');
  process.exit(2);
}

const db = await openPostgres(databaseUrl, 2);
try {
  // Safe beside running instances: migrations take turns under a lock and skip what is applied.
  await migrate(db);
  if (command === 'deploy') {
    const [dir, name, version] = args;
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as RemoteManifest;
    const { previous, changed } = await deployRemoteBuild(db, { name, version, manifest, dir });
    process.stdout.write(changed ? `${name}: ${previous ? `${previous} -> ` : ''}${version} is live (database)\n` : `${name} ${version} is already live; nothing changed\n`);
  } else {
    const { from, to } = await rollbackRemote(db, args[0]);
    process.stdout.write(`${args[0]}: rolled back ${from} -> ${to} (database)\n`);
  }
} catch (error) {
  console.error(`${command} failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await db.close();
}
