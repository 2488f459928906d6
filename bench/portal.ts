// The portal under load in the benchmarks (bench/run.ts, bench/workers-vs-baseline.ts): its PostgreSQL database,
// its server (a build's bench/server.ts in a child process) and a signed-in session.
import { fork } from 'node:child_process';
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
  return { base: `http://127.0.0.1:${port}`, bare: `http://127.0.0.1:${barePort}`, stop: () => server.kill('SIGTERM') };
}

/** Signs in with the seed's password and returns the session cookie. */
export async function signIn(base: string, email: string): Promise<string> {
  const page = await fetch(`${base}/login`);
  const visitor = page.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const csrf = /<meta name="csrf-token" content="([^"]+)"/.exec(await page.text())?.[1];
  if (!csrf) throw new Error('the sign-in page has no CSRF token: build the portal first (npm start builds it)');
  const response = await fetch(`${base}/json/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, cookie: visitor },
    body: JSON.stringify({ email, password: 'Password123!' }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}
