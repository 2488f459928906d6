import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import S3rver from 's3rver';
import { repoRoot } from '../config';
import { migrate } from '../core/db';
import { seedDemo } from '../seed/demo';
import { createFileStorage } from '../core/storage';
import { adoptDiskRemotes } from '../core/remotes';
import { databaseTargets, type TestDatabase } from './support/databases';
import { PASSWORD } from './support/app';

/**
 * Two server processes started with `npm run serve` on one PostgreSQL database, as behind a load balancer
 * (docs/deploy.md): whatever one of them is told, the other answers alike at once. Skipped, with the reason, where
 * no PostgreSQL server is reachable (required in CI).
 */

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

interface Instance {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** `npm run serve`'s environment for one instance: its own DATA_DIR and port, the shared database, `storage` for files. */
async function instanceEnv(databaseUrl: string, shellDist: string, storage: NodeJS.ProcessEnv) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-instance-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SHELL_DIST: shellDist, LOG_LEVEL: 'warn', ...storage };
  // Neither is told a secret nor to seed: what they share must come from the database.
  delete env.SESSION_SECRET;
  delete env.SEED;
  if (!storage.S3_BUCKET) delete env.S3_BUCKET;
  return { env, dataDir, port };
}

async function startInstance(databaseUrl: string, shellDist: string, storage: NodeJS.ProcessEnv = {}): Promise<Instance> {
  const { env, dataDir, port } = await instanceEnv(databaseUrl, shellDist, storage);
  const child: ChildProcess = spawn(process.execPath, ['scripts/serve.mjs'], { cwd: repoRoot, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the instance exited with ${child.exitCode}`);
    const healthy = await fetch(`${url}/healthz`).then((response) => response.ok, () => false);
    if (healthy) break;
    if (Date.now() > deadline) throw new Error('the instance did not become healthy within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    dataDir,
    async stop() {
      process.off('exit', killOnExit);
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// Tests read bodies of many shapes and assert on them, so an untyped body is the honest type here.
/* eslint-disable @typescript-eslint/no-explicit-any */

/** A browser's cookie jar and CSRF token, sending each request to whichever instance it is given. */
class Browser {
  private cookies = new Map<string, string>();
  csrfToken = '';

  /** Another tab of the same browser: the same cookies and token, kept apart from now on. */
  copy(): Browser {
    const tab = new Browser();
    tab.cookies = new Map(this.cookies);
    tab.csrfToken = this.csrfToken;
    return tab;
  }

  async loadPage(instance: Instance, path = '/login'): Promise<void> {
    const html = await (await this.fetch(instance, path)).text();
    this.csrfToken = /<meta name="csrf-token" content="([^"]*)"/.exec(html)?.[1] ?? '';
  }

  async request(instance: Instance, method: string, path: string, body?: unknown): Promise<{ status: number; body: any; headers: Headers }> {
    const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest' };
    if (method !== 'GET') headers['x-csrf-token'] = this.csrfToken;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await this.fetch(instance, path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON: the text is the body.
    }
    return { status: response.status, body: parsed, headers: response.headers };
  }

  private async fetch(instance: Instance, path: string, init: RequestInit = {}): Promise<Response> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${instance.url}${path}`, { ...init, headers: { ...(init.headers as object), ...(cookie ? { cookie } : {}) } });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
}

/** A built remote as scripts/deploy-remote.mjs --no-build takes it: package.json and dist/. */
function fakeRemote(root: string, entry: string): string {
  const dir = join(root, 'mfe-cluster-check');
  mkdirSync(join(dir, 'dist', 'chunks'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'mfe-cluster-check', version: '1.0.0' }));
  writeFileSync(
    join(dir, 'dist', 'manifest.json'),
    JSON.stringify({ name: 'mfe_cluster_check', label: 'Cluster check', nav: [{ key: 'cluster', label: 'Cluster check', to: '/cluster-check', icon: 'dashboard', order: 900 }] }),
  );
  writeFileSync(join(dir, 'dist', 'remoteEntry.js'), entry);
  writeFileSync(join(dir, 'dist', 'chunks', 'page.js'), `/* ${entry} */`);
  return dir;
}

function script(name: string, args: string[], env: NodeJS.ProcessEnv): string {
  const result = spawnSync(process.execPath, [join('scripts', name), ...args], { cwd: repoRoot, env: { ...process.env, ...env }, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${name} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

const postgres = (await databaseTargets()).find((target) => target.name === 'postgres')!;

/** The stand-in shell page with the CSRF meta, in `work`. */
function standInShell(work: string): string {
  const shellDist = join(work, 'shell');
  mkdirSync(shellDist);
  writeFileSync(join(shellDist, 'index.html'), '<html><head><meta name="csrf-token" content="__CSRF_TOKEN__"></head><body></body></html>');
  return shellDist;
}

describe('two instances on one PostgreSQL database', { skip: postgres.skip }, () => {
  let database: TestDatabase;
  let work: string;
  let bucket: S3rver;
  let first: Instance;
  let second: Instance;

  before(async () => {
    database = await postgres.open();
    await migrate(database.db);
    work = mkdtempSync(join(tmpdir(), 'portal-cluster-'));
    await seedDemo(database.db, { storage: createFileStorage({ dataDir: work }) });
    const shellDist = standInShell(work);
    // One bucket for both, as docs/deploy.md asks: without it the second would refuse to start.
    mkdirSync(join(work, 's3'));
    bucket = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: join(work, 's3'), configureBuckets: [{ name: 'portal-files', configs: [] }] });
    const { port } = await bucket.run();
    const s3 = { S3_BUCKET: 'portal-files', S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };
    [first, second] = await Promise.all([startInstance(database.url!, shellDist, s3), startInstance(database.url!, shellDist, s3)]);
  });

  after(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await bucket?.close();
    await database?.drop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test('both report the shared bucket as their file storage', async () => {
    for (const instance of [first, second]) {
      assert.deepEqual(await (await fetch(`${instance.url}/healthz`)).json(), { status: 'ok', database: 'ok', storage: 's3' });
    }
  });

  test('a page served by one is signed in through the other; the session works on both; a sign-out through one ends it on the other at once', async () => {
    const browser = new Browser();
    await browser.loadPage(first);
    const signIn = await browser.request(second, 'POST', '/json/auth/login', { email: 'owner@demo.test', password: PASSWORD });
    assert.equal(signIn.status, 200, 'the visitor CSRF token of one instance is accepted by the other');
    browser.csrfToken = signIn.body.csrf_token;
    assert.equal((await browser.request(first, 'GET', '/json/users/me')).status, 200);
    assert.equal((await browser.request(second, 'GET', '/json/users/me')).status, 200);

    // A second tab (or a copied cookie) keeps the session's cookie the sign-out clears in the first.
    const otherTab = browser.copy();
    assert.equal((await browser.request(first, 'POST', '/json/auth/logout')).status, 200);
    assert.equal((await otherTab.request(second, 'GET', '/json/users/me')).status, 401, 'the other instance no longer knows the session');
    assert.equal((await otherTab.request(first, 'GET', '/json/users/me')).status, 401);
  });

  test('wrong passwords through one instance slow the next try through the other', async () => {
    const guesser = new Browser();
    await guesser.loadPage(first);
    for (let attempt = 0; attempt < 5; attempt++) {
      const instance = attempt % 2 === 0 ? first : second;
      assert.equal((await guesser.request(instance, 'POST', '/json/auth/login', { email: 'admin@demo.test', password: 'wrong-password' })).status, 422);
    }
    const slowed = await guesser.request(second, 'POST', '/json/auth/login', { email: 'admin@demo.test', password: 'wrong-password' });
    assert.equal(slowed.status, 429);
    assert.ok(Number(slowed.headers.get('retry-after')) >= 1);
  });

  test('a wallet link revoked through one instance stops opening through the other at once', async () => {
    const staff = new Browser();
    await staff.loadPage(first);
    const signIn = await staff.request(first, 'POST', '/json/auth/login', { email: 'owner@demo.test', password: PASSWORD });
    assert.equal(signIn.status, 200);
    staff.csrfToken = signIn.body.csrf_token;
    const [{ id: workerId }] = await database.db.query<{ id: number }>(
      `select w.id from enterprise_customer_workers w join enterprise_customers c on c.id = w.enterprise_customer_id
        where c.name = 'Demo Construction Ltd.' order by w.id limit 1`,
    );
    assert.equal((await staff.request(first, 'POST', `/json/workers/${workerId}/wallets`, { email: 'gate@cluster-check.example.com' })).status, 200);
    // The link as its recipient gets it: in the e-mail.
    const [{ text_body: mail }] = await database.db.query<{ text_body: string }>(`select text_body from mail_outbox where to_address = 'gate@cluster-check.example.com'`);
    const token = /wallet\?token=([A-Za-z0-9_-]{43})/.exec(mail)![1];
    const visitor = new Browser();
    assert.equal((await visitor.request(second, 'GET', `/json/wallets/${token}`)).status, 200);

    const [{ id: linkId }] = (await staff.request(first, 'GET', `/json/workers/${workerId}/wallets`)).body.wallet_tokens;
    assert.equal((await staff.request(first, 'DELETE', `/json/workers/${workerId}/wallets/${linkId}`)).status, 200);
    assert.equal((await visitor.request(second, 'GET', `/json/wallets/${token}`)).status, 404);
  });

  test("a worker renamed through one instance is in the other's next workers list, which it had kept (ADR 0019)", async () => {
    const staff = new Browser();
    await staff.loadPage(first);
    const signIn = await staff.request(first, 'POST', '/json/auth/login', { email: 'owner@demo.test', password: PASSWORD });
    assert.equal(signIn.status, 200);
    staff.csrfToken = signIn.body.csrf_token;
    const url = '/json/workers?with_crews=true&per_page=100';
    const [worker] = (await staff.request(second, 'GET', url)).body.workers.data;
    // Changed with the triggers off: the second instance answering the old title shows it answers from its copy.
    await database.db.transaction(async (tx) => {
      await tx.query('set local session_replication_role = replica');
      await tx.query(`update enterprise_customer_workers set job_title = 'Unannounced' where id = $1`, [worker.id]);
    });
    const listed = async () => (await staff.request(second, 'GET', url)).body.workers.data.find((row: any) => row.id === worker.id);
    assert.equal((await listed()).job_title, worker.job_title);
    for (let round = 1; round <= 10; round++) {
      assert.equal((await staff.request(first, 'PUT', `/json/workers/${worker.id}`, { first_name: `Cluster${round}` })).status, 200);
      const seen = await listed();
      assert.equal(seen.first_name, `Cluster${round}`, `round ${round}`);
      assert.equal(seen.job_title, 'Unannounced', `round ${round}: read again from the database`);
    }
  });

  test("a crew renamed and a credential followed through one instance are in the other's next crew answers, which it had kept (ADR 0019)", async () => {
    const staff = new Browser();
    await staff.loadPage(first);
    const signIn = await staff.request(first, 'POST', '/json/auth/login', { email: 'owner@demo.test', password: PASSWORD });
    assert.equal(signIn.status, 200);
    staff.csrfToken = signIn.body.csrf_token;
    const crew = (await staff.request(second, 'GET', '/json/crews')).body.crews.data.find((row: any) => row.crew_workers_count > 0);
    const missingUrl = `/json/crews/${crew.id}/credential-follows/missing`;
    assert.equal((await staff.request(second, 'GET', missingUrl)).status, 200);
    const [{ description }] = await database.db.query<{ description: string }>(`select description from crews where id = $1`, [crew.id]);
    // Changed with the triggers off: the second instance answering no image shows it answers from its copy.
    await database.db.transaction(async (tx) => {
      await tx.query('set local session_replication_role = replica');
      await tx.query(`update crews set image_path = 'cluster/check.png' where id = $1`, [crew.id]);
    });
    const card = async () => (await staff.request(second, 'GET', '/json/crews')).body.crews.data.find((row: any) => row.id === crew.id);
    assert.equal((await card()).crew_image_url, crew.crew_image_url);
    for (let round = 1; round <= 5; round++) {
      const name = `${crew.name} ${round}`;
      assert.equal((await staff.request(first, 'PUT', `/json/crews/${crew.id}`, { name, description, crew_type_id: crew.crew_type_id })).status, 200);
      const seen = await card();
      assert.equal(seen?.name, name, `round ${round}`);
      assert.match(seen.crew_image_url ?? '', /[?]v=/, `round ${round}: read again from the database`);
    }
    const [{ id: credentialId }] = await database.db.query<{ id: number }>(
      `select c.id from credentials c where c.enterprise_customer_id is null
          and not exists (select 1 from crew_credential_follows f where f.crew_id = $1 and f.credential_id = c.id) order by c.id limit 1`,
      [crew.id],
    );
    await database.db.query(`delete from user_credentials where credential_id = $1 and worker_id in (select worker_id from crew_workers where crew_id = $2)`, [credentialId, crew.id]);
    assert.equal((await staff.request(first, 'POST', `/json/crews/${crew.id}/credentials/${credentialId}`)).status, 201);
    const missing = (await staff.request(second, 'GET', missingUrl)).body.credentials;
    assert.ok(missing.some((entry: any) => entry.id === credentialId), 'the followed credential is in the missing list at once');
  });

  test('public link lookups are counted over both instances', async () => {
    const visitor = new Browser();
    const unknownToken = 'A'.repeat(43);
    // 60 lookups a minute per address: alternating, each instance alone would let 60 through, together only 60.
    let served = 0;
    while ((await visitor.request(served % 2 === 0 ? first : second, 'GET', `/json/wallets/${unknownToken}`)).status === 404) {
      served += 1;
      assert.ok(served <= 60, 'no more than 60 lookups a minute over both instances');
    }
    assert.ok(served > 0);
    assert.equal((await visitor.request(first, 'GET', `/json/wallets/${unknownToken}`)).status, 429);
    assert.equal((await visitor.request(second, 'GET', `/json/wallets/${unknownToken}`)).status, 429);
  });

  test('a remote deployed and rolled back from one machine is served by both instances at once', async () => {
    const env = { DATABASE_URL: database.url!, DATA_DIR: first.dataDir };
    const remote = fakeRemote(work, 'console.log("version one")');
    script('deploy-remote.mjs', [remote, '--no-build'], env);
    const live = async (instance: Instance) => (await new Browser().request(instance, 'GET', '/remotes.json')).body.remotes.mfe_cluster_check;
    const one = await live(second);
    assert.ok(one, 'the second instance lists the remote');
    assert.deepEqual(await live(first), one);
    for (const instance of [first, second]) {
      const entry = await fetch(`${instance.url}${one.entry}`);
      assert.equal(entry.status, 200);
      assert.equal(await entry.text(), 'console.log("version one")');
      assert.equal((await fetch(`${instance.url}${one.entry.replace('remoteEntry.js', 'chunks/page.js')}`)).status, 200);
    }
    const page = await (await fetch(`${second.url}/cluster-check`)).text();
    assert.ok(page.includes(`<link rel="preload" as="script" href="${one.entry}">`), 'the page preloads the remote it is served by');

    writeFileSync(join(remote, 'dist', 'remoteEntry.js'), 'console.log("version two")');
    script('deploy-remote.mjs', [remote, '--no-build'], env);
    const two = await live(first);
    assert.notEqual(two.version, one.version);
    assert.equal(await (await fetch(`${second.url}${two.entry}`)).text(), 'console.log("version two")');
    assert.equal((await fetch(`${second.url}${one.entry}`)).status, 200, 'the old version stays served for open tabs');

    script('rollback-remote.mjs', ['mfe_cluster_check'], { ...env, DATA_DIR: second.dataDir });
    assert.equal((await live(first)).version, one.version);
    assert.equal((await live(second)).version, one.version);
  });

  test('remotes an upgraded instance had deployed on its own disk are stored for the whole cluster at its start', async () => {
    const dataDir = join(work, 'upgraded-instance');
    const version = '1.0.0-0ld0d15c';
    const manifest = { name: 'mfe_disk_only', label: 'Disk only', nav: [] };
    mkdirSync(join(dataDir, 'mfe', 'mfe_disk_only', version), { recursive: true });
    writeFileSync(join(dataDir, 'mfe', 'mfe_disk_only', version, 'remoteEntry.js'), 'console.log("from disk")');
    writeFileSync(join(dataDir, 'mfe', 'mfe_disk_only', version, 'manifest.json'), JSON.stringify(manifest));
    const entry = `/mfe/mfe_disk_only/${version}/remoteEntry.js`;
    writeFileSync(join(dataDir, 'remotes.json'), JSON.stringify({ remotes: { mfe_disk_only: { version, entry, deployed_at: new Date().toISOString(), manifest, history: [] } } }));

    assert.deepEqual(await adoptDiskRemotes(database.db, { databaseUrl: database.url, dataDir }), ['mfe_disk_only']);
    assert.deepEqual(await adoptDiskRemotes(database.db, { databaseUrl: database.url, dataDir }), [], 'once only');
    const listed = (await new Browser().request(second, 'GET', '/remotes.json')).body.remotes.mfe_disk_only;
    assert.equal(listed.entry, entry);
    assert.equal(await (await fetch(`${first.url}${entry}`)).text(), 'console.log("from disk")');
  });
});

describe('two instances on one PostgreSQL database, each with files on its own disk', { skip: postgres.skip }, () => {
  let database: TestDatabase;
  let work: string;
  let first: Instance;

  before(async () => {
    database = await postgres.open();
    await migrate(database.db);
    work = mkdtempSync(join(tmpdir(), 'portal-cluster-'));
  });

  after(async () => {
    await first?.stop();
    await database?.drop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test('the second refuses to start, saying to set S3_BUCKET; the first goes on serving on local storage', async () => {
    const shellDist = standInShell(work);
    first = await startInstance(database.url!, shellDist);
    assert.deepEqual(await (await fetch(`${first.url}/healthz`)).json(), { status: 'ok', database: 'ok', storage: 'local' });

    const { env, dataDir } = await instanceEnv(database.url!, shellDist, {});
    const child = spawn(process.execPath, ['scripts/serve.mjs'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number | null];
    rmSync(dataDir, { recursive: true, force: true });
    assert.equal(code, 1, output);
    assert.match(output, /cannot start: Another instance is running on this database and keeps uploaded files elsewhere/);
    assert.match(output, /set S3_BUCKET/);
    assert.equal((await fetch(`${first.url}/healthz`)).status, 200, 'the first instance is untouched');
    const [{ count }] = await database.db.query<{ count: number }>('select count(*)::int as count from server_instances');
    assert.equal(count, 1, 'only the first is registered');
  });
});
