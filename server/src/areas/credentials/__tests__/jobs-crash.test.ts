import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { openPostgres } from '../../../core/db/postgres';
import type { Db } from '../../../core/db';
import { databaseTargets } from '../../../__tests__/support/databases';
import { PASSWORD } from '../../../__tests__/support/app';
import { multipartForm } from '../../../__tests__/support/multipart';

/*
 * A server killed with SIGKILL in the middle of a bulk credential upload, with a parse queued behind it: the
 * restarted server finishes both within a minute, and no row is written twice. Runs the real server as a child
 * process on PostgreSQL (the deployment where a crash loses a process, not the database).
 */

const serverDir = resolve(import.meta.dirname, '..', '..', '..', '..');
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const postgres = (await databaseTargets()).find((target) => target.name === 'postgres')!;

/** Enough rows that processing takes many chunks (500 rows each), so the kill lands between two of them. */
const ROWS = 4000;

/** A one-page certificate with a text layer, which the parse reads without OCR. */
async function certificatePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  ['CERTIFICATE OF COMPLETION', 'Standard First Aid', 'Date of Issue: March 14, 2025', 'Expiry Date: March 14, 2028'].forEach((line, i) =>
    page.drawText(line, { x: 60, y: 700 - i * 32, size: 16, font }),
  );
  return Buffer.from(await pdf.save());
}

async function freePort(): Promise<number> {
  return new Promise((done, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : reject(new Error('no port'))));
    });
  });
}

/** A fetch client that keeps cookies and sends the page's CSRF token, as the portal's pages do. */
class HttpClient {
  private cookies = new Map<string, string>();
  private csrf = '';
  constructor(private readonly url: string) {}

  async signIn(email: string) {
    const page = await this.send('GET', '/login');
    this.csrf = /<meta name="csrf-token" content="([^"]*)"/.exec(await page.text())?.[1] ?? '';
    const response = await this.send('POST', '/json/auth/login', JSON.stringify({ email, password: PASSWORD }), 'application/json');
    assert.equal(response.status, 200, await response.clone().text());
    this.csrf = ((await response.json()) as { csrf_token: string }).csrf_token;
  }

  async send(method: string, path: string, body?: string | Uint8Array, contentType?: string): Promise<Response> {
    const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest', cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (method !== 'GET') headers['x-csrf-token'] = this.csrf;
    if (contentType) headers['content-type'] = contentType;
    const response = await fetch(`${this.url}${path}`, { method, headers, body });
    for (const line of response.headers.getSetCookie()) {
      const [name, value] = line.split(';')[0].split('=');
      this.cookies.set(name.trim(), value);
    }
    return response;
  }
}

describe('jobs interrupted by a killed server on PostgreSQL', { skip: postgres.skip }, () => {
  const name = `portal_crash_${process.pid}_${randomBytes(4).toString('hex')}`;
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-crash-'));
  let db: Db;
  let child: ChildProcess | undefined;

  /** Starts the real server on the scratch database and the shared data directory; resolves once it is healthy. */
  const startServer = async (): Promise<string> => {
    const port = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SHELL_DIST: join(dataDir, 'shell'),
        DATABASE_URL: databaseUrl,
        SESSION_SECRET: 'crash-test-secret',
        SEED: 'demo',
        LOG_LEVEL: 'error',
        SMTP_URL: '',
        // The restarted server takes the killed one's jobs over once their lock is this old.
        JOB_LOCK_TIMEOUT_SECONDS: '10',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const url = `http://127.0.0.1:${port}`;
    for (;;) {
      assert.equal(child.exitCode, null, 'the server exited while starting');
      try {
        if ((await fetch(`${url}/healthz`)).ok) return url;
      } catch {
        // Not listening yet.
      }
      await sleep(200);
    }
  };

  const kill = async () => {
    const exited = new Promise((done) => child!.once('exit', done));
    child!.kill('SIGKILL');
    await exited;
  };

  before(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    db = await openPostgres(databaseUrl, 2);
    mkdirSync(join(dataDir, 'shell'));
    writeFileSync(join(dataDir, 'shell', 'index.html'), '<html><head><meta name="csrf-token" content="__CSRF_TOKEN__"></head></html>');
  });

  after(async () => {
    if (child && child.exitCode === null) await kill();
    await db?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('a restarted server finishes the bulk upload and the parse within a minute, each row once', async (t) => {
    const client = new HttpClient(await startServer());
    await client.signIn('owner@demo.test');

    const lines = ['First Name,Last Name,Email,Credential Name,Credential Issued Date,Credential Expiry'];
    for (let i = 0; i < ROWS; i++) lines.push(`Crash${i},Worker,crash.worker.${i}@example.com,Working at Heights,2026-01-15,2029-01-15`);
    const uploaded = await client.send('POST', '/json/credentials/bulk-upload', JSON.stringify({ csv: lines.join('\n'), file_name: 'crash.csv' }), 'application/json');
    assert.equal(uploaded.status, 202, await uploaded.clone().text());
    const uploadId = ((await uploaded.json()) as { bulk_credential_upload: { id: number } }).bulk_credential_upload.id;

    const [worker] = await db.query<{ id: number }>(
      `select w.id from enterprise_customer_workers w join bulk_credential_uploads bu on bu.enterprise_customer_id = w.enterprise_customer_id
        where bu.id = $1 order by w.id limit 1`,
      [uploadId],
    );
    const form = multipartForm([
      { name: 'enterprise_customer_worker_id', value: String(worker.id) },
      { name: 'group_id', value: 'crash-group' },
      { name: 'file', value: await certificatePdf(), filename: 'first-aid.pdf', contentType: 'application/pdf' },
    ]);
    const parsed = await client.send('POST', '/json/credentials/parse', new Uint8Array(form.payload), form.headers['content-type']);
    assert.ok(parsed.ok, await parsed.clone().text());
    const [parseJob] = await db.query<{ id: number }>(`select id from user_credential_parse_jobs where group_id = 'crash-group'`);

    const uploadRow = async () =>
      (await db.query<{ status: string; processed_rows: number }>('select status, processed_rows from bulk_credential_uploads where id = $1', [uploadId]))[0];
    while ((await uploadRow()).processed_rows === 0) await sleep(20);
    await kill();

    const interrupted = await uploadRow();
    assert.equal(interrupted.status, 'processing');
    assert.ok(interrupted.processed_rows < ROWS, `the kill came after ${interrupted.processed_rows} of ${ROWS} rows`);
    const [parseBefore] = await db.query<{ status: string }>('select status from user_credential_parse_jobs where id = $1', [parseJob.id]);
    assert.notEqual(parseBefore.status, 'done');

    const restartedAt = Date.now();
    await startServer();
    const parseStatus = async () => (await db.query<{ status: string }>('select status from user_credential_parse_jobs where id = $1', [parseJob.id]))[0].status;
    while (((await uploadRow()).status !== 'done' || (await parseStatus()) !== 'done') && Date.now() - restartedAt < 90_000) await sleep(250);
    const seconds = (Date.now() - restartedAt) / 1000;
    t.diagnostic(`killed after ${interrupted.processed_rows} of ${ROWS} rows; both done ${seconds} s after the restart`);
    assert.equal((await uploadRow()).status, 'done');
    assert.equal(await parseStatus(), 'done');
    assert.ok(seconds < 60, `both finished ${seconds} s after the restart`);

    const [counts] = await db.query<{ workers: number; emails: number; credentials: number; distinct_credentials: number }>(
      `select (select count(*)::int from enterprise_customer_workers where email like 'crash.worker.%') as workers,
              (select count(distinct email)::int from enterprise_customer_workers where email like 'crash.worker.%') as emails,
              (select count(*)::int from user_credentials uc join enterprise_customer_workers w on w.id = uc.worker_id
                where w.email like 'crash.worker.%') as credentials,
              (select count(distinct (uc.worker_id, uc.name, uc.issued))::int from user_credentials uc
                 join enterprise_customer_workers w on w.id = uc.worker_id where w.email like 'crash.worker.%') as distinct_credentials`,
    );
    assert.deepEqual(counts, { workers: ROWS, emails: ROWS, credentials: ROWS, distinct_credentials: ROWS });
    const [upload] = await db.query<{ created_count: number; rows: number }>(
      'select created_count, jsonb_array_length(results)::int as rows from bulk_credential_uploads where id = $1',
      [uploadId],
    );
    assert.deepEqual(upload, { created_count: ROWS, rows: ROWS });
    const fromParse = await db.query(`select id from user_credentials where metadata->>'user_credential_parse_job_id' = $1`, [String(parseJob.id)]);
    assert.equal(fromParse.length, 1);
  });
});
