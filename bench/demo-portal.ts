// The demo portal the page benchmarks measure (bench/lighthouse.ts, bench/route-change.ts): the shell and every
// remote built (a missing dist is built first), deployed into a temporary DATA_DIR, server/src/main.ts on the demo
// seed and embedded PGlite, as e2e/support/server.ts starts it for the browser tests.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './portal';

const PNPM = [join(root, '.tools', 'node_modules', '.bin', 'pnpm'), 'pnpm'].find((bin) => bin === 'pnpm' || existsSync(bin))!;

/** The workspace's remotes: every mfe-* folder with a package.json. */
export function remoteDirs(): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('mfe-') && existsSync(join(root, entry.name, 'package.json')))
    .map((entry) => entry.name)
    .sort();
}

/** Builds the shell and every remote whose dist is missing; a failed build stops the bench with the reason. */
export function ensureBuilt(remotes: string[]) {
  const missing = [
    ...(existsSync(join(root, 'shell', 'dist', 'index.html')) ? [] : ['shell']),
    ...remotes.filter((dir) => !existsSync(join(root, dir, 'dist', 'remoteEntry.js')) || !existsSync(join(root, dir, 'dist', 'manifest.json'))),
  ];
  for (const dir of missing) {
    console.log(`${dir}/dist is missing: building it (pnpm --filter ./${dir} build)`);
    const result = spawnSync(PNPM, ['--filter', `./${dir}`, 'build'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) {
      throw new Error(`${dir}/dist is missing and \`pnpm --filter ./${dir} build\` failed (${result.status ?? result.signal}): build it, then run the bench again`);
    }
  }
}

export interface Portal {
  base: string;
  stop: () => Promise<void>;
}

/** As e2e/support/server.ts: the built remotes deployed into a temporary DATA_DIR, the demo seed on embedded PGlite. */
export async function startPortal(remotes: string[]): Promise<Portal> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  for (const dir of remotes) {
    const result = spawnSync(process.execPath, [join(root, 'scripts', 'deploy-remote.mjs'), dir, '--no-build'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    if (result.status !== 0) {
      removeDataDir();
      throw new Error(`deploying ${dir} failed:\n${result.stdout}${result.stderr}`);
    }
  }
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'demo', LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    removeDataDir();
  };
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the portal's server exited with ${child.exitCode} before it was healthy`);
    }
    if (await fetch(`${base}/healthz`).then((response) => response.ok, () => false)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the portal did not become healthy within 90 s');
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  return { base, stop };
}

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}
