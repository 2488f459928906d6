// The portal under load in the benchmarks (bench/run.ts, crews.ts, sign-in-timing.ts, soak.ts,
// workers-vs-baseline.ts): its database, its server (a build's bench/server.ts in a child process) and a signed-in session.
import { fork } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The workers-list calls measured on the 20,000 workers of the `large` seed. */
export const WORKER_LISTS = [
  '/json/workers?active=true&with_crews=true&page=1',
  '/json/workers?active=true&with_crews=true&search=smi',
  '/json/workers?active=true&with_crews=true&worker_tags[]=Red%20Seal',
  '/json/workers?active=true&with_crews=true&has_crews=false&order_by=newest',
];

/** The URL of the PostgreSQL database of this name, created when missing (throws when the server is unreachable). */
export async function ensureDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The database a benchmark runs on: PostgreSQL's database `name` when the server is reachable, else (or with
 * BENCH_DB=pglite) the embedded database in `pgliteDir`; as the server's environment and a label for the report.
 */
export async function benchDatabase(name: string, pgliteDir: string): Promise<{ env: Record<string, string>; label: string }> {
  if (process.env.BENCH_DB !== 'pglite') {
    try {
      return { env: { DATABASE_URL: await ensureDatabase(name) }, label: 'PostgreSQL server' };
    } catch (error) {
      console.log(`PostgreSQL unreachable (${(error as Error).message}); benchmarking embedded PGlite`);
    }
  }
  return { env: { DATA_DIR: pgliteDir, DATABASE_URL: '' }, label: 'embedded PGlite' };
}

/**
 * A stand-in for the shell's build in `dir`: a page carrying the CSRF meta the sign-in needs, for benchmarks of the
 * API alone (no build first). Returns the environment that makes the server serve it.
 */
export function standInShell(dir: string): { SHELL_DIST: string } {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<html><head><meta name="csrf-token" content="__CSRF_TOKEN__"></head></html>');
  return { SHELL_DIST: dir };
}

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

export interface PortalServer {
  /** The portal's origin. */
  base: string;
  /** The origin of the bare Fastify route served by the same process. */
  bare: string;
  /** The server process's id (to read its memory). */
  pid: number;
  stop: () => void;
}

/** Starts the bench/server.ts of the build checked out at `tree` (its own code and node_modules) on free ports. */
export async function startServer(tree: string, env: Record<string, string>): Promise<PortalServer> {
  const port = await freePort();
  const barePort = await freePort();
  const server = fork(join(tree, 'bench', 'server.ts'), {
    cwd: tree,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env, PORT: String(port), BARE_PORT: String(barePort), SEED: 'none' },
    stdio: 'inherit',
  });
  await new Promise((ready, fail) => {
    server.once('message', ready);
    server.once('exit', (code) => fail(new Error(`the server of ${tree} exited (${code}) before it was ready`)));
  });
  return { base: `http://127.0.0.1:${port}`, bare: `http://127.0.0.1:${barePort}`, pid: server.pid!, stop: () => server.kill('SIGTERM') };
}

/** A signed-in session: the cookies to send (session, device) and the session's CSRF token for changes. */
export interface BenchSession {
  cookie: string;
  csrf: string;
}

/**
 * Signs in with the seed's password; `cookie` carries on the browser's cookies (its device cookie, so a device that
 * signed in before is known).
 */
export async function signInSession(base: string, email: string, cookie = ''): Promise<BenchSession> {
  const page = await fetch(`${base}/login`, { headers: cookie ? { cookie } : {} });
  const visitor = [cookie, ...page.headers.getSetCookie().map((c) => c.split(';')[0])].filter(Boolean).join('; ');
  const csrf = /<meta name="csrf-token" content="([^"]+)"/.exec(await page.text())?.[1];
  if (!csrf) throw new Error('the sign-in page has no CSRF token: build the portal first (npm start builds it)');
  const response = await fetch(`${base}/json/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, cookie: visitor },
    body: JSON.stringify({ email, password: 'Password123!' }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { csrf_token: string };
  return { cookie: response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; '), csrf: body.csrf_token };
}

/** Signs in with the seed's password and returns the session cookie. */
export async function signIn(base: string, email: string): Promise<string> {
  return (await signInSession(base, email)).cookie;
}
