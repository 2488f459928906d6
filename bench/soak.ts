// Soak benchmark: `node --import tsx bench/soak.ts`. One real server (bench/server.ts in a child process) on the demo
// seed and SOAK_USERS (50) signed-in users for SOAK_MINUTES (30): each reads the pages' calls a user of the dashboard,
// workers, credentials and crews pages makes, one call a second, and signs out and in again on the same browser every
// few minutes. The server's resident memory is read every 10 s. Exits 1 when any call failed (network error or an
// answer other than 2xx) or when the memory at the end is more than 20 % above or below its value after the first
// 5 minutes (a third of the run when it is shorter: SOAK_MINUTES=3 compares with minute 1).
// Uses PostgreSQL when reachable (BENCH_DB=pglite forces the embedded database). Not a test: it takes half an hour.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, openDb } from '../server/src/core/db';
import { seedDemo } from '../server/src/seed';
import { benchDatabase, root, signInSession, standInShell, startServer, type BenchSession } from './portal';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
const USERS = Number(process.env.SOAK_USERS ?? 50);
const BASELINE_MINUTES = Math.min(5, MINUTES / 3);
const MAX_DRIFT = 0.2;
/** Each user's pause between two calls, and how many calls before it signs out and in again. */
const THINK_MS = 1000;
const CALLS_PER_SESSION = 120;
const SAMPLE_MS = 10_000;

/** What the pages a signed-in admin opens ask the API, in turn. */
const PAGE_CALLS = [
  '/json/users/me',
  '/json/enterprise-customer',
  '/json/summaries/workers?limit=10',
  '/json/summaries/crews?limit=10',
  '/json/summaries/notifications?limit=10',
  '/json/workers?active=true&with_crews=true&page=1',
  '/json/workers?active=true&with_crews=true&search=smi',
  '/json/credentials?expiring=90_days&page=1',
  '/json/crews?page=1',
  '/json/notifications?page=1',
];

const scratch = mkdtempSync(join(tmpdir(), 'portal-bench-soak-'));
const soakUsers = Array.from({ length: USERS }, (_, i) => `soak-${i + 1}@demo.test`);

/** The demo seed and USERS admins of the demo customer with the seed's password. */
async function prepare(env: Record<string, string>) {
  const db = await openDb({ databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR ?? join(root, '.data') });
  await migrate(db);
  await seedDemo(db);
  await db.query(
    `with added as (
       insert into users (first_name, last_name, email, password_hash)
       select 'Soak', 'User', e, (select password_hash from users where email = 'owner@demo.test') from unnest($1::text[]) as e
       on conflict do nothing
       returning id)
     insert into enterprise_customer_users (enterprise_customer_id, user_id, role)
     select (select id from enterprise_customers where name = 'Demo Construction Ltd.'), id, 'admin' from added`,
    [soakUsers],
  );
  await db.close();
}

const residentKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

const errors: string[] = [];
let calls = 0;
let signIns = 0;

/** One user until `until`: the page calls in turn, signing out and in again on the same browser now and then. */
async function user(base: string, email: string, until: number, offset: number): Promise<void> {
  await sleep(offset);
  let session: BenchSession = await signInSession(base, email);
  signIns += 1;
  for (let call = 0; Date.now() < until; call += 1) {
    const path = PAGE_CALLS[call % PAGE_CALLS.length];
    try {
      const response = await fetch(`${base}${path}`, { headers: { cookie: session.cookie, 'x-requested-with': 'XMLHttpRequest' } });
      await response.arrayBuffer();
      calls += 1;
      if (!response.ok) errors.push(`${email} GET ${path}: ${response.status}`);
      if (call > 0 && call % CALLS_PER_SESSION === 0) {
        const out = await fetch(`${base}/json/auth/logout`, { method: 'POST', headers: { cookie: session.cookie, 'x-csrf-token': session.csrf } });
        await out.arrayBuffer();
        if (!out.ok) errors.push(`${email} sign-out: ${out.status}`);
        session = await signInSession(base, email, session.cookie);
        signIns += 1;
      }
    } catch (error) {
      errors.push(`${email} ${path}: ${(error as Error).message}`);
    }
    await sleep(THINK_MS);
  }
}

const database = await benchDatabase('portal_bench_soak', join(scratch, 'data'));
await prepare(database.env);
const server = await startServer(root, { ...database.env, ...standInShell(join(scratch, 'shell')), LOG_LEVEL: 'silent' });

let failed = false;
try {
  const started = Date.now();
  const until = started + MINUTES * 60_000;
  const samples: Array<{ minute: number; kb: number }> = [];
  const sampler = setInterval(() => samples.push({ minute: (Date.now() - started) / 60_000, kb: residentKb(server.pid) }), SAMPLE_MS);
  // The users start over the first THINK_MS, as people arrive, not in one burst.
  await Promise.all(soakUsers.map((email, i) => user(server.base, email, until, (i * THINK_MS) / USERS)));
  clearInterval(sampler);
  samples.push({ minute: (Date.now() - started) / 60_000, kb: residentKb(server.pid) });

  const baseline = samples.find((sample) => sample.minute >= BASELINE_MINUTES) ?? samples[0];
  const end = samples[samples.length - 1];
  const drift = end.kb / baseline.kb - 1;
  const mb = (kb: number) => (kb / 1024).toFixed(1);
  console.log(`\nDatabase: ${database.label}; ${USERS} signed-in users for ${MINUTES} min, ${calls} calls, ${signIns} sign-ins, ${errors.length} errors`);
  console.log('minute   resident MB');
  for (const sample of samples.filter((_, i) => i % 6 === 0 || i === samples.length - 1)) console.log(`${sample.minute.toFixed(1).padStart(6)} ${mb(sample.kb).padStart(13)}`);
  console.log(
    `\nresident memory after ${baseline.minute.toFixed(1)} min: ${mb(baseline.kb)} MB; at the end: ${mb(end.kb)} MB (${(drift * 100).toFixed(1)} %, at most ±${MAX_DRIFT * 100} %)`,
  );
  if (errors.length > 0) {
    failed = true;
    console.error(`FAILED: ${errors.length} calls failed; the first ones:\n${errors.slice(0, 10).join('\n')}`);
  }
  if (!(Math.abs(drift) <= MAX_DRIFT)) {
    failed = true;
    console.error(`FAILED: the server's resident memory moved ${(drift * 100).toFixed(1)} % between minute ${baseline.minute.toFixed(1)} and the end`);
  }
} finally {
  server.stop();
  rmSync(scratch, { recursive: true, force: true });
}
if (failed) process.exit(1);
