// Sign-in timing benchmark: `node --import tsx bench/sign-in-timing.ts`. Against a real server (bench/server.ts in a
// child process), signs in 200 times each way with a wrong password: an unknown e-mail, an account without a password
// and an account with one. Prints each way's median and p90 and exits 1 when the medians are more than 2 ms apart
// (the response time would tell who has an account), or when any answer differs from the others. The three ways
// are interleaved, their order turned each round, so a slower moment of the machine weighs on all three alike.
// Every try is a new account from a new client address (TRUST_PROXY), so the sign-in limits never answer instead.
// Uses PostgreSQL when reachable (BENCH_DB=pglite forces the embedded database).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPassword } from '../server/src/core/auth/passwords';
import { migrate, openDb } from '../server/src/core/db';
import { benchDatabase, root, standInShell, startServer } from './portal';

const TRIES = 200;
const WARM_UP = 20;
const MAX_MEDIAN_GAP_MS = 2;
const WRONG_PASSWORD = 'Not-the-password-1';

const scratch = mkdtempSync(join(tmpdir(), 'portal-bench-sign-in-'));

const accounts = (kind: 'no-password' | 'password') => Array.from({ length: TRIES + WARM_UP }, (_, i) => `sign-in-bench-${kind}-${i}@bench.test`);

/** The accounts tried: as many without a password as with one, each tried once a run. */
async function prepare(env: Record<string, string>) {
  const db = await openDb({ databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR ?? join(root, '.data') });
  await migrate(db);
  const passwordHash = await hashPassword('The-right-password-1');
  for (const [kind, hash] of [['no-password', null], ['password', passwordHash]] as const) {
    for (const email of accounts(kind)) {
      await db.query(`insert into users (first_name, last_name, email, password_hash) values ('Bench', 'User', $1, $2) on conflict do nothing`, [email, hash]);
    }
  }
  await db.close();
}

/** A visitor's cookie and CSRF token, read from the sign-in page (a stand-in shell page carries the meta). */
async function visitor(base: string): Promise<{ cookie: string; csrf: string }> {
  const page = await fetch(`${base}/login`);
  const cookie = page.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const csrf = /<meta name="csrf-token" content="([^"]+)"/.exec(await page.text())?.[1];
  if (!csrf) throw new Error('the sign-in page carries no CSRF token');
  return { cookie, csrf };
}

let address = 0;
async function signIn(base: string, client: { cookie: string; csrf: string }, email: string): Promise<{ ms: number; answer: string }> {
  address += 1;
  const started = performance.now();
  const response = await fetch(`${base}/json/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-csrf-token': client.csrf,
      cookie: client.cookie,
      'x-forwarded-for': `127.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
    },
    body: JSON.stringify({ email, password: WRONG_PASSWORD }),
  });
  const body = await response.text();
  return { ms: performance.now() - started, answer: `${response.status} ${body}` };
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

const database = await benchDatabase('portal_bench_sign_in', join(scratch, 'data'));
await prepare(database.env);
const server = await startServer(root, { ...database.env, TRUST_PROXY: 'true', ...standInShell(join(scratch, 'shell')), LOG_LEVEL: 'silent' });

let failed = false;
try {
  const client = await visitor(server.base);
  const run = Date.now().toString(36);
  const ways = {
    'unknown e-mail': Array.from({ length: TRIES + WARM_UP }, (_, i) => `sign-in-bench-unknown-${run}-${i}@bench.test`),
    'account without a password': accounts('no-password'),
    'wrong password': accounts('password'),
  };
  const names = Object.keys(ways) as Array<keyof typeof ways>;
  const times = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<keyof typeof ways, number[]>;
  const answers = new Set<string>();
  for (let i = 0; i < TRIES + WARM_UP; i++) {
    for (let k = 0; k < names.length; k++) {
      const name = names[(i + k) % names.length];
      const { ms, answer } = await signIn(server.base, client, ways[name][i]);
      answers.add(answer);
      if (i >= WARM_UP) times[name].push(ms);
    }
  }

  console.log(`\nDatabase: ${database.label}; ${TRIES} wrong sign-ins each way after ${WARM_UP} of warm-up, interleaved\n`);
  console.log('way                          median ms   p90 ms');
  const medians = names.map((name) => {
    const median = quantile(times[name], 0.5);
    console.log(`${name.padEnd(28)} ${median.toFixed(2).padStart(9)} ${quantile(times[name], 0.9).toFixed(2).padStart(8)}`);
    return median;
  });
  const gap = Math.max(...medians) - Math.min(...medians);
  console.log(`\nlargest gap between medians: ${gap.toFixed(2)} ms (at most ${MAX_MEDIAN_GAP_MS} ms)`);
  if (answers.size !== 1) {
    failed = true;
    console.error(`FAILED: the ways got ${answers.size} different answers:\n${[...answers].join('\n')}`);
  } else if (!answers.values().next().value!.startsWith('422 ')) {
    failed = true;
    console.error(`FAILED: a wrong sign-in was answered ${[...answers][0]}`);
  }
  if (gap > MAX_MEDIAN_GAP_MS) {
    failed = true;
    console.error(`FAILED: the medians differ by ${gap.toFixed(2)} ms: the response time tells which e-mails have an account or a password`);
  }
} finally {
  server.stop();
  rmSync(scratch, { recursive: true, force: true });
}
if (failed) process.exit(1);
