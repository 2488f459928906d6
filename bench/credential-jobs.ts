// Credentials jobs benchmark: `node --import tsx bench/credential-jobs.ts`. Prints the end-to-end time of a
// 10,000-row bulk credential upload (target under 20 s) beside a baseline in the same run — the same rows
// written by one plain multi-row INSERT — and the parse time per page of a text PDF, a PNG (OCR) and a
// scanned PDF beside the bare text extraction / OCR of the same files. Uses PostgreSQL when reachable
// (BENCH_DB=pglite forces the embedded database), in a scratch database dropped afterwards.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { migrate, type Db } from '../server/src/core/db';
import { openPglite } from '../server/src/core/db/pglite';
import { openPostgres } from '../server/src/core/db/postgres';
import { seedDemo } from '../server/src/seed/demo';
import { acquireOcrEngine, readDocumentText } from '../server/src/areas/credentials';


const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROWS = 10_000;
const BULK_TARGET_MS = 20_000;
const LINES = ['CERTIFICATE OF COMPLETION', 'This is to certify that', 'Jane Doe', 'has successfully completed',
  'Working at Heights Training', 'Issued by: Prairie Safety Training Centre', 'Date of Issue: March 14, 2025',
  'Expiry Date: March 14, 2028', 'Certificate No. WAH-12345'];

async function openBenchDb(): Promise<{ db: Db; label: string; drop: () => Promise<void> }> {
  if (process.env.BENCH_DB !== 'pglite') {
    const name = `portal_bench_jobs_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
    try {
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const db = await openPostgres(url.toString());
      return {
        db,
        label: 'PostgreSQL server',
        async drop() {
          await db.close();
          const cleanup = new pg.Client({ connectionString: adminUrl });
          await cleanup.connect();
          await cleanup.query(`drop database if exists ${name} with (force)`);
          await cleanup.end();
        },
      };
    } catch (error) {
      console.log(`PostgreSQL unreachable (${(error as Error).message}); benchmarking embedded PGlite`);
    }
  }
  const db = await openPglite(undefined);
  return { db, label: 'embedded PGlite', drop: () => db.close() };
}

async function textPdf(pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let p = 0; p < pages; p += 1) {
    const page = pdf.addPage([612, 792]);
    LINES.forEach((line, i) => page.drawText(line, { x: 60, y: 700 - i * 32, size: 16, font }));
  }
  return Buffer.from(await pdf.save());
}

async function certificatePng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="${140 + LINES.length * 80}">
    <rect width="100%" height="100%" fill="#fff"/>
    ${LINES.map((line, i) => `<text x="70" y="${110 + i * 80}" font-family="DejaVu Sans, sans-serif" font-size="44" fill="#111">${line}</text>`).join('')}
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function scannedPdf(pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const image = await pdf.embedPng(await certificatePng());
  for (let p = 0; p < pages; p += 1) {
    const page = pdf.addPage([700, 700 * (image.height / image.width)]);
    page.drawImage(image, { x: 0, y: 0, width: page.getWidth(), height: page.getHeight() });
  }
  return Buffer.from(await pdf.save());
}

function multipart(parts: Array<{ name: string; value: string | Buffer; filename?: string }>) {
  const boundary = `----bench${Date.now()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value) : part.value, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const { db, label, drop } = await openBenchDb();
const dataDir = mkdtempSync(join(tmpdir(), 'bench-jobs-'));
const ocr = acquireOcrEngine();
try {
  await migrate(db);
  await seedDemo(db);
  writeFileSync(join(dataDir, 'index.html'), '<meta name="csrf-token" content="__CSRF_TOKEN__">');
  const config = loadConfig({}, { dataDir, shellDist: dataDir, sessionSecret: 'bench', logLevel: 'silent' });
  const app = await buildApp({ db, config, logger: false });

  // A signed-in staff member, as the browser would be.
  let cookies = '';
  const keep = (setCookie: string | string[] | undefined) => {
    for (const line of ([] as string[]).concat(setCookie ?? [])) cookies = `${cookies}; ${line.split(';')[0]}`;
  };
  const page = await app.inject({ method: 'GET', url: '/login' });
  keep(page.headers['set-cookie']);
  let csrf = /content="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const login = await app.inject({ method: 'POST', url: '/json/auth/login', headers: { cookie: cookies, 'x-csrf-token': csrf }, payload: { email: 'owner@demo.test', password: 'Password123!' } });
  keep(login.headers['set-cookie']);
  csrf = login.json().csrf_token;
  const headers = () => ({ cookie: cookies, 'x-csrf-token': csrf });

  // Bulk upload: 10,000 rows, 2,500 new workers.
  const header = 'First Name,Last Name,Email,Credential Name,Credential Issued Date,Credential Expiry';
  const names = ['WHMIS 2015', 'H2S Alive', 'Fall Protection', 'Working at Heights'];
  const lines = Array.from({ length: ROWS }, (_, i) => `Worker${i % 2500},Bench,bench${i % 2500}@bulk.example.com,${names[Math.floor(i / 2500)]},2025-01-20,2028-01-20`);
  const started = performance.now();
  const accepted = await app.inject({ method: 'POST', url: '/json/credentials/bulk-upload', headers: headers(), payload: { csv: [header, ...lines].join('\n') } });
  if (accepted.statusCode !== 202) throw new Error(`bulk upload refused: ${accepted.statusCode} ${accepted.body.slice(0, 300)}`);
  await app.jobWorker.drain();
  const bulkMs = performance.now() - started;

  const [{ id: customerId }] = await db.query<{ id: number }>(`select id from enterprise_customers where name = 'Demo Construction Ltd.'`);
  const baselineStarted = performance.now();
  await db.query(
    `insert into user_credentials (enterprise_customer_id, name, issued, expiry)
     select $1, 'Baseline ' || g, date '2025-01-20', date '2028-01-20' from generate_series(1, $2::int) g`,
    [customerId, ROWS],
  );
  const baselineMs = performance.now() - baselineStarted;

  // Parsing: per page, through the job queue, beside reading the same file directly.
  const [{ id: workerId }] = await db.query<{ id: number }>('select id from enterprise_customer_workers where enterprise_customer_id = $1 limit 1', [customerId]);
  const samples = [
    { name: 'text PDF, 3 pages', file: await textPdf(3), filename: 'c.pdf', pages: 3 },
    { name: 'PNG (OCR), 1 page', file: await certificatePng(), filename: 'c.png', pages: 1 },
    { name: 'scanned PDF (render + OCR), 2 pages', file: await scannedPdf(2), filename: 's.pdf', pages: 2 },
  ];
  await readDocumentText(samples[1].file, ocr.engine); // starts the OCR worker, so neither column pays for it
  const parseRows: Array<{ name: string; jobMs: number; bareMs: number; pages: number }> = [];
  for (const sample of samples) {
    const bareStarted = performance.now();
    await readDocumentText(sample.file, ocr.engine);
    const bareMs = performance.now() - bareStarted;
    const form = multipart([
      { name: 'enterprise_customer_worker_id', value: String(workerId) },
      { name: 'group_id', value: `bench-${sample.filename}` },
      { name: 'file', value: sample.file, filename: sample.filename },
    ]);
    const jobStarted = performance.now();
    const sent = await app.inject({ method: 'POST', url: '/json/credentials/parse', headers: { ...headers(), 'content-type': form.contentType }, payload: form.payload });
    if (sent.statusCode !== 201) throw new Error(`parse refused: ${sent.statusCode} ${sent.body.slice(0, 300)}`);
    await app.jobWorker.drain();
    parseRows.push({ name: sample.name, jobMs: performance.now() - jobStarted, bareMs, pages: sample.pages });
  }
  await app.close();

  console.log(`\nDatabase: ${label}`);
  console.log(`Bulk upload of ${ROWS.toLocaleString('en-CA')} rows, end to end: ${(bulkMs / 1000).toFixed(1)} s (target under 20 s: ${bulkMs < BULK_TARGET_MS ? 'met' : 'NOT met'})`);
  console.log(`  baseline, the same number of rows in one INSERT … SELECT: ${(baselineMs / 1000).toFixed(2)} s (ratio ${(bulkMs / baselineMs).toFixed(1)}×)`);
  console.log('\nParse time per page          through the job   bare extraction');
  for (const row of parseRows) {
    console.log(`  ${row.name.padEnd(38)} ${(row.jobMs / row.pages).toFixed(0).padStart(6)} ms ${(row.bareMs / row.pages).toFixed(0).padStart(12)} ms`);
  }
} finally {
  ocr.release();
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
}
