import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import type { DeployedRemote, RemoteManifest, RemotesFile } from 'shared-api/contract';
import type { Db, Queryable } from '../db';

/**
 * Which version of each remote is live (/remotes.json) and where its files come from. On the embedded database the
 * server is the only process: the deploy script writes DATA_DIR/remotes.json and DATA_DIR/mfe/<name>/<version>/.
 * With DATABASE_URL (PostgreSQL) several instances may serve one database: the live list and every stored build are kept in it
 * (deployed_remotes, remote_files), so a deploy or rollback made through any instance is served by all at once,
 * and each instance copies a version to its own DATA_DIR/mfe the first time it is asked for one of its files.
 */
export interface RemoteRegistry {
  readonly kind: 'disk' | 'database';
  /** The live remotes, or null when nothing is deployed or the list cannot be read. */
  read(): Promise<RemotesFile | null>;
  /** What /remotes.json answers: the list as stored, or null when nothing is deployed. */
  readText(): Promise<string | null>;
  /** Makes DATA_DIR/mfe/<name>/<version>/ servable; false when no such version is stored. */
  materialize(name: string, version: string): Promise<boolean>;
}

const REMOTE_NAME = /^[a-z][a-z0-9_]{0,63}$/;
const VERSION = /^[A-Za-z0-9][A-Za-z0-9.+_-]{0,63}$/;

/** The registry of a server on DATABASE_URL (PostgreSQL, maybe one of several instances) or on DATA_DIR alone. */
export function remoteRegistry(db: Db, config: { databaseUrl?: string; dataDir: string }): RemoteRegistry {
  return config.databaseUrl ? databaseRegistry(db, join(config.dataDir, 'mfe')) : diskRegistry(config.dataDir);
}

/** A file read again only when it changes (a deploy renames a new remotes.json over the old one). */
function watchedText(file: string): () => string | null {
  let cached: { ino: number; mtimeMs: number; size: number; text: string } | undefined;
  return () => {
    if (!existsSync(file)) return null;
    const { ino, mtimeMs, size } = statSync(file);
    if (!cached || cached.ino !== ino || cached.mtimeMs !== mtimeMs || cached.size !== size) {
      cached = { ino, mtimeMs, size, text: readFileSync(file, 'utf8') };
    }
    return cached.text;
  };
}

function parseRemotes(text: string | null): RemotesFile | null {
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as RemotesFile;
    return value && typeof value.remotes === 'object' && value.remotes !== null ? value : null;
  } catch {
    // Half written by hand or unreadable: the shell then fetches /remotes.json itself and reports the failure.
    return null;
  }
}

function diskRegistry(dataDir: string): RemoteRegistry {
  const text = watchedText(join(dataDir, 'remotes.json'));
  return {
    kind: 'disk',
    read: async () => parseRemotes(text()),
    readText: async () => text(),
    materialize: async (name, version) =>
      REMOTE_NAME.test(name) && VERSION.test(version) && existsSync(join(dataDir, 'mfe', name, version)),
  };
}

function databaseRegistry(db: Db, mfeDir: string): RemoteRegistry {
  /** Copies in flight, so concurrent first requests for one version write it once. */
  const copying = new Map<string, Promise<boolean>>();

  async function copy(name: string, version: string, target: string): Promise<boolean> {
    const files = await db.query<{ path: string; content: Buffer }>(
      'select path, content from remote_files where remote = $1 and version = $2',
      [name, version],
    );
    if (files.length === 0) return false;
    // Written beside the target and renamed, so a half-copied version is never served under its name.
    const staging = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      for (const file of files) {
        const path = join(staging, file.path);
        if (relative(staging, path).startsWith('..')) throw new Error(`remote file path outside its version: ${file.path}`);
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, file.content);
      }
      await rename(staging, target).catch((error: NodeJS.ErrnoException) => {
        // Another process on this DATA_DIR copied it first: the same immutable files.
        if (!existsSync(target)) throw error;
      });
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
    return true;
  }

  return {
    kind: 'database',
    async read() {
      const rows = await db.query<{ name: string; deployment: DeployedRemote }>('select name, deployment from deployed_remotes order by name');
      if (rows.length === 0) return null;
      return { remotes: Object.fromEntries(rows.map((row) => [row.name, row.deployment])) };
    },
    async readText() {
      const remotes = await this.read();
      return remotes && JSON.stringify(remotes);
    },
    async materialize(name, version) {
      if (!REMOTE_NAME.test(name) || !VERSION.test(version)) return false;
      const target = join(mfeDir, name, version);
      if (existsSync(target)) return true;
      const key = `${name}/${version}`;
      let pending = copying.get(key);
      if (!pending) {
        await mkdir(join(mfeDir, name), { recursive: true });
        pending = copy(name, version, target).finally(() => copying.delete(key));
        copying.set(key, pending);
      }
      return pending;
    },
  };
}

/** Every file under dir, as paths relative to it with '/' separators. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

export interface RemoteBuild {
  name: string;
  version: string;
  manifest: RemoteManifest;
  /** The build's folder (remoteEntry.js, manifest.json and the rest). */
  dir: string;
}

/**
 * Stores a remote's build in the database and makes it the live version (its previous one goes to the history), in
 * one transaction: every instance serves the new version from its next request. Storing a version already stored
 * keeps the stored files (versions are immutable); deploying the live version again changes nothing.
 */
export async function deployRemoteBuild(db: Db, build: RemoteBuild): Promise<{ previous: string | null; changed: boolean }> {
  if (!REMOTE_NAME.test(build.name) || !VERSION.test(build.version)) throw new Error(`not a remote name and version: ${build.name} ${build.version}`);
  const files = await listFiles(build.dir);
  return db.transaction(async (tx) => {
    await lockRemote(tx, build.name);
    for (const path of files) {
      await tx.query(
        `insert into remote_files (remote, version, path, content) values ($1, $2, $3, $4)
         on conflict (remote, version, path) do nothing`,
        [build.name, build.version, path, await readFile(join(build.dir, path))],
      );
    }
    const current = await liveDeployment(tx, build.name);
    if (current?.version === build.version) return { previous: current.version, changed: false };
    const history = current
      ? [...current.history, { version: current.version, entry: current.entry, deployed_at: current.deployed_at }]
      : [];
    await saveDeployment(tx, build.name, {
      version: build.version,
      entry: `/mfe/${build.name}/${build.version}/remoteEntry.js`,
      deployed_at: new Date().toISOString(),
      manifest: build.manifest,
      history,
    });
    return { previous: current?.version ?? null, changed: true };
  });
}

/** Switches a remote back to the version live before the current one, with that version's own manifest. */
export async function rollbackRemote(db: Db, name: string): Promise<{ from: string; to: string }> {
  return db.transaction(async (tx) => {
    await lockRemote(tx, name);
    const current = await liveDeployment(tx, name);
    if (!current) throw new Error(`${name} is not deployed`);
    const previous = current.history.at(-1);
    if (!previous) throw new Error(`${name} ${current.version} has no earlier version to roll back to`);
    const [manifest] = await tx.query<{ content: Buffer }>(
      `select content from remote_files where remote = $1 and version = $2 and path = 'manifest.json'`,
      [name, previous.version],
    );
    if (!manifest) throw new Error(`version ${previous.version} of ${name} is no longer stored`);
    await saveDeployment(tx, name, {
      ...previous,
      manifest: JSON.parse(Buffer.from(manifest.content).toString('utf8')) as RemoteManifest,
      history: current.history.slice(0, -1),
    });
    return { from: current.version, to: previous.version };
  });
}

/**
 * On PostgreSQL, an instance whose DATA_DIR holds remotes deployed before they were kept in the database (a portal
 * upgraded in place) stores their live versions there, for remotes the database does not list yet: the cluster then
 * serves what this instance served. Answers the names stored.
 */
export async function adoptDiskRemotes(db: Db, config: { databaseUrl?: string; dataDir: string }): Promise<string[]> {
  if (!config.databaseUrl) return [];
  const { dataDir } = config;
  const local = parseRemotes(existsSync(join(dataDir, 'remotes.json')) ? readFileSync(join(dataDir, 'remotes.json'), 'utf8') : null);
  if (!local) return [];
  const adopted: string[] = [];
  for (const [name, remote] of Object.entries(local.remotes)) {
    const dir = join(dataDir, 'mfe', name, remote.version);
    if (!existsSync(dir) || (await liveDeployment(db, name))) continue;
    await deployRemoteBuild(db, { name, version: remote.version, manifest: remote.manifest, dir });
    adopted.push(name);
  }
  return adopted;
}

/** Deploys and rollbacks of one remote, from any instance or machine, take turns (its first deploy has no row to lock). */
async function lockRemote(tx: Queryable, name: string): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(727275, hashtext($1))', [name]);
}

async function liveDeployment(db: Queryable, name: string): Promise<DeployedRemote | null> {
  const [row] = await db.query<{ deployment: DeployedRemote }>('select deployment from deployed_remotes where name = $1', [name]);
  return row?.deployment ?? null;
}

async function saveDeployment(tx: Queryable, name: string, deployment: DeployedRemote): Promise<void> {
  await tx.query(
    `insert into deployed_remotes (name, deployment, updated_at) values ($1, $2::text::jsonb, now())
     on conflict (name) do update set deployment = excluded.deployment, updated_at = now()`,
    [name, JSON.stringify(deployment)],
  );
}
