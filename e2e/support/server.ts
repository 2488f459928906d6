import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

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

/** The real server, on its own port and embedded database, seeded with demo data, remotes deployed. */
export async function startPortal(options: { remotes?: string[] } = {}): Promise<PortalServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const port = await freePort();
  const deploy = (remoteDir: string) => script('deploy-remote.mjs', [remoteDir, '--no-build'], dataDir);
  for (const remote of options.remotes ?? DEFAULT_REMOTES) deploy(remote);

  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'demo', LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A test process that dies without its after hook must not leave the server running.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      try {
        const response = await fetch(`${url}/healthz`);
        if (response.ok) break;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error('the server did not become healthy within 60 s');
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (error) {
    // Nobody gets a handle to stop it: a server left running would keep the test process alive.
    process.off('exit', killOnExit);
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  return {
    url,
    dataDir,
    deploy,
    rollback: (remoteName) => script('rollback-remote.mjs', [remoteName], dataDir),
    async stop() {
      process.off('exit', killOnExit);
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
