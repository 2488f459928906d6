import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import './clock';

export const repoRoot = resolve(__dirname, '..', '..');

export interface PortalServer {
  url: string;
  dataDir: string;
  /** Builds nothing: copies an already built remote into this server's DATA_DIR and switches it live. */
  deploy(remoteDir: string): void;
  rollback(remoteName: string): void;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

function script(name: string, args: string[], dataDir: string) {
  const result = spawnSync(process.execPath, [join(repoRoot, 'scripts', name), ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${name} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

/**
 * The first release's remotes, without crews, settings and the jobs feed: tests of what a user sees while an area
 * is not deployed start a portal with only these.
 */
export const FIRST_RELEASE_REMOTES = ['mfe-dashboard', 'mfe-workers', 'mfe-credentials', 'mfe-public'];

/** The remotes a portal has unless a test asks for others: every area built. */
export const DEFAULT_REMOTES = ['mfe-dashboard', 'mfe-workers', 'mfe-credentials', 'mfe-crews', 'mfe-settings', 'mfe-jobs-feed', 'mfe-public'];

/** How long a server may take to answer its health check: a start on a loaded 2-core machine once took over 60 s. */
const HEALTHY_WITHIN_MS = 180_000;

interface Running {
  url: string;
  stop(): Promise<void>;
}

/**
 * `server/src/main.ts` on a free port and `dataDir`, once GET /healthz answers 200. Its clock (seed, server and
 * database: PORTAL_CLOCK) starts at `clock` when given, else at this process's now (support/clock.ts).
 */
async function startServer(dataDir: string, seed: 'demo' | 'none', clock = new Date().toISOString()): Promise<Running> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: seed, LOG_LEVEL: 'warn', DATABASE_URL: '', PORTAL_CLOCK: clock },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A test process that dies without its after hook must not leave the server running.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  let last = 'no answer yet';
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server (DATA_DIR ${dataDir}) exited with ${child.exitCode} before GET ${url}/healthz answered 200`);
      try {
        const response = await fetch(`${url}/healthz`);
        if (response.ok) break;
        last = `last answer ${response.status}`;
      } catch (error) {
        last = `last attempt: ${(error as Error).cause ?? (error as Error).message}`;
      }
      if (Date.now() - started > HEALTHY_WITHIN_MS) {
        throw new Error(`waited ${HEALTHY_WITHIN_MS / 1000} s for GET ${url}/healthz to answer 200 (the server on DATA_DIR ${dataDir} migrating, seeding and listening); ${last}`);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (error) {
    // Nobody gets a handle to stop it: a server left running would keep the test process alive.
    process.off('exit', killOnExit);
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    async stop() {
      process.off('exit', killOnExit);
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

/**
 * A DATA_DIR to copy into each portal's, when PORTAL_E2E_PGDATA names a folder to keep it in (`npm test` gives one
 * per run): creating, migrating and seeding a PGlite database is most of a server's start. `none` is migrated and
 * empty; `demo` also holds the demo seed (its database, files and the session secret its links were made with) as
 * of `clock`'s day, or of the day of this process's clock. The first portal that needs one makes it, with the
 * server itself, stopped cleanly; a migration added since is applied at start as on any database.
 */
async function preparedDataDir(seed: 'demo' | 'none', clock?: string): Promise<string | undefined> {
  const dir = process.env.PORTAL_E2E_PGDATA;
  if (!dir) return undefined;
  // The seed is relative to its day; a portal with a clock of its own gets a seed made at that very moment.
  const name = seed === 'none' ? 'migrated' : `demo-${(clock ?? new Date().toDateString()).replace(/[^\w-]/g, '_')}`;
  const prepared = join(dir, name);
  if (existsSync(prepared)) return prepared;
  const base = seed === 'demo' ? await preparedDataDir('none') : undefined;
  mkdirSync(dir, { recursive: true });
  const staging = mkdtempSync(join(dir, 'staging-'));
  try {
    if (base) cpSync(base, staging, { recursive: true });
    await (await startServer(staging, seed, clock)).stop();
    renameSync(staging, prepared);
  } catch (error) {
    // Another test process made it first.
    if (!existsSync(prepared)) throw error;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return prepared;
}

/**
 * The real server, on its own port and embedded database, seeded with demo data, remotes deployed; at the moment
 * `clock` says (an ISO date-time; seed and server alike), else at the test process's now (support/clock.ts).
 */
export async function startPortal(options: { remotes?: string[]; clock?: string } = {}): Promise<PortalServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const deploy = (...remoteDirs: string[]) => script('deploy-remote.mjs', [...remoteDirs, '--no-build'], dataDir);
  let server: Running;
  try {
    const prepared = await preparedDataDir('demo', options.clock);
    if (prepared) cpSync(prepared, dataDir, { recursive: true });
    const remotes = options.remotes ?? DEFAULT_REMOTES;
    if (remotes.length > 0) deploy(...remotes);
    server = await startServer(dataDir, 'demo', options.clock);
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  return {
    url: server.url,
    dataDir,
    deploy,
    rollback: (remoteName) => script('rollback-remote.mjs', [remoteName], dataDir),
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
