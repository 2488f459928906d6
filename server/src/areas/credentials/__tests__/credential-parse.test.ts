import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { databaseTargets } from '../../../__tests__/support/databases';
import { startTestApp, type TestApp } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';
import { createWorker, customerIdOf, sendForm } from '../../../__tests__/support/credentials';
import type { FormPart } from '../../../__tests__/support/multipart';
import { acquireOcrEngine } from '../parsing';
import type { CredentialParseJob, ParsedKeyValuePairs } from 'shared-api/contract';

/** The certificate the generated documents show. */
const CERTIFICATE_LINES = [
  'CERTIFICATE OF COMPLETION',
  'This is to certify that',
  'Jane Doe',
  'has successfully completed',
  'Working at Heights Training',
  'Issued by: Prairie Safety Training Centre',
  'Date of Issue: March 14, 2025',
  'Expiry Date: March 14, 2028',
  'Certificate No. WAH-12345',
];

async function textPdf(lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  lines.forEach((line, i) => page.drawText(line, { x: 60, y: 700 - i * 32, size: 16, font }));
  return Buffer.from(await pdf.save());
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A certificate photographed flat: dark text on white, rendered from SVG. */
async function certificatePng(lines: string[]): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="${140 + lines.length * 80}">
    <rect width="100%" height="100%" fill="#fff"/>
    ${lines.map((line, i) => `<text x="70" y="${110 + i * 80}" font-family="DejaVu Sans, sans-serif" font-size="44" fill="#111">${escapeXml(line)}</text>`).join('')}
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A scan: the certificate only as a picture inside the PDF, with no text layer. */
async function scannedPdf(lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const image = await pdf.embedPng(await certificatePng(lines));
  const page = pdf.addPage([700, 350 * (image.height / image.width) * 2]);
  page.drawImage(image, { x: 0, y: 0, width: page.getWidth(), height: page.getHeight() });
  return Buffer.from(await pdf.save());
}

const filePart = (value: Buffer, filename: string): FormPart => ({ name: 'file', value, filename, contentType: 'application/octet-stream' });

interface ParsedCredential {
  id: number;
  worker_id: number;
  name: string;
  issued: string | null;
  expiry: string | null;
  document_number: string | null;
  file_id: number | null;
  credential_id: number | null;
  metadata: { needs_review?: boolean; results?: { key_value_pairs?: ParsedKeyValuePairs } };
}

// One tesseract worker for the whole file: both databases' apps use it, so it starts once.
const ocr = acquireOcrEngine();
after(() => ocr.release());

for (const target of await databaseTargets()) {
  describe(`credential file parsing on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;
    let demo: TestClient;
    let northern: TestClient;
    let workerId: number;

    const sendFile = (file: FormPart | undefined, fields: Record<string, string> = {}, client = demo) =>
      sendForm(client, 'POST', '/json/credentials/parse', { enterprise_customer_worker_id: String(workerId), group_id: 'group-1', ...fields }, file);
    const jobsOf = async (groupId: string): Promise<CredentialParseJob[]> => {
      const response = await demo.get(`/json/user-credential-parse-jobs?group_id=${groupId}`);
      assert.equal(response.status, 200, JSON.stringify(response.body));
      return response.body.user_credential_parse_jobs;
    };
    const credentialOf = async (id: number) =>
      (
        await ctx.db.query<ParsedCredential>(
          'select id, worker_id, name, issued, expiry, document_number, file_id, credential_id, metadata from user_credentials where id = $1',
          [id],
        )
      )[0];
    const count = async (table: string) => (await ctx.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0].n;

    /** Uploads a file, runs the queue and answers the finished job and how long the parse took. */
    const parseFile = async (file: Buffer, filename: string, groupId: string) => {
      const sent = await sendFile(filePart(file, filename), { group_id: groupId });
      assert.equal(sent.status, 201, JSON.stringify(sent.body));
      const started = Date.now();
      await ctx.app.jobWorker.drain();
      const ms = Date.now() - started;
      const [job] = (await jobsOf(groupId)).filter((j) => j.id === sent.body.user_credential_parse_job.id);
      return { job, ms };
    };

    before(async () => {
      ctx = await startTestApp(target);
      demo = new TestClient(ctx.app);
      await demo.signIn('owner@demo.test');
      northern = new TestClient(ctx.app);
      await northern.signIn('owner@northern.test');
      workerId = await createWorker(demo, { first_name: 'Émilie', last_name: 'Tremblay', email: 'emilie.parse@example.com' });
    });
    after(async () => ctx?.close());

    test('an upload is checked, stored and queued: 201 with the job, status queued', async () => {
      const response = await sendFile(filePart(await textPdf(CERTIFICATE_LINES), 'wah-certificate.pdf'), { group_id: 'queued-group' });
      assert.equal(response.status, 201, JSON.stringify(response.body));
      const job: CredentialParseJob = response.body.user_credential_parse_job;
      assert.equal(job.status, 'queued');
      assert.equal(job.group_id, 'queued-group');
      assert.equal(job.file_name, 'wah-certificate.pdf');
      assert.match(job.file_url ?? '', /^\/json\/files\/\d+$/);
      assert.equal(job.user_credential_id, null);
      assert.equal(typeof job.created_at_diff, 'string');
      const queued = await ctx.db.query(`select 1 from jobs where queue = 'credentials.parse' and payload->>'user_credential_parse_job_id' = $1`, [String(job.id)]);
      assert.equal(queued.length, 1);
      assert.deepEqual((await jobsOf('queued-group')).map((j) => j.id), [job.id]);
      await ctx.app.jobWorker.drain();
    });

    test('the spec\'s spelling with a trailing slash, POST /json/credentials/parse/, answers the same', async () => {
      const fields = { enterprise_customer_worker_id: String(workerId), group_id: 'slash-group' };
      const response = await sendForm(demo, 'POST', '/json/credentials/parse/', fields, filePart(await textPdf(CERTIFICATE_LINES), 'slash.pdf'));
      assert.equal(response.status, 201, JSON.stringify(response.body));
      assert.equal(response.body.user_credential_parse_job.group_id, 'slash-group');
      assert.deepEqual((await jobsOf('slash-group')).map((j) => j.id), [response.body.user_credential_parse_job.id]);
      await ctx.app.jobWorker.drain();
    });

    test('a text PDF becomes a credential proposal for review with every field read from the file', async (t) => {
      const { job, ms } = await parseFile(await textPdf(CERTIFICATE_LINES), 'wah-certificate.pdf', 'pdf-group');
      t.diagnostic(`text PDF parse: ${ms} ms for 1 page`);
      assert.equal(job.status, 'done', job.error ?? '');
      assert.equal(job.error, null);
      const credential = await credentialOf(job.user_credential_id!);
      assert.equal(credential.worker_id, workerId);
      assert.equal(credential.name, 'Working at Heights');
      assert.equal(credential.issued, '2025-03-14');
      assert.equal(credential.expiry, '2028-03-14');
      assert.equal(credential.document_number, 'WAH-12345');
      assert.ok(credential.credential_id, 'linked to the catalogue entry');
      assert.equal(`/json/files/${credential.file_id}`, job.file_url, 'the document is the uploaded file');
      assert.equal(credential.metadata.needs_review, true);
      const pairs = credential.metadata.results?.key_value_pairs ?? {};
      assert.deepEqual(
        Object.fromEntries(Object.entries(pairs).map(([key, field]) => [key, [field.value, field.source]])),
        {
          credential_name: ['Working at Heights', 'file'],
          holder_name: ['Jane Doe', 'file'],
          issuer: ['Prairie Safety Training Centre', 'file'],
          issued: ['2025-03-14', 'file'],
          expiry: ['2028-03-14', 'file'],
          document_number: ['WAH-12345', 'file'],
        },
      );
      for (const field of Object.values(pairs)) assert.ok(field.confidence! > 0 && field.confidence! <= 1);

      const shown = await demo.get(`/json/credentials/${credential.id}`);
      assert.equal(shown.status, 200);
      assert.equal(shown.body.user_credential.s3_url, job.file_url);
      assert.equal(shown.body.user_credential.training_provider_issuer?.name, 'Prairie Safety Training Centre');
    });

    test('a PNG photo of a certificate is read by OCR', async (t) => {
      const png = await certificatePng([
        'Canadian Red Cross',
        'Standard First Aid & CPR C',
        'Presented to: Liam O\'Connor',
        'Issued: 2024-11-02',
        'Expires: 2027-11-02',
        'Certificate No. SFA-88213',
      ]);
      const { job, ms } = await parseFile(png, 'first-aid.png', 'png-group');
      t.diagnostic(`PNG parse (OCR): ${ms} ms for 1 page`);
      assert.equal(job.status, 'done', job.error ?? '');
      const credential = await credentialOf(job.user_credential_id!);
      assert.equal(credential.name, 'Standard First Aid & CPR C');
      assert.equal(credential.issued, '2024-11-02');
      assert.equal(credential.expiry, '2027-11-02');
      assert.equal(credential.document_number, 'SFA-88213');
      const pairs = credential.metadata.results!.key_value_pairs!;
      assert.equal(pairs.holder_name?.value, "Liam O'Connor");
      assert.equal(pairs.issuer?.value, 'Canadian Red Cross');
    });

    test('a scanned PDF without a text layer is rendered and read by OCR', async (t) => {
      const { job, ms } = await parseFile(await scannedPdf(['H2S Alive', 'Date of Issue: 30/06/2025', 'Valid Until: 30/06/2028', 'Card ID: TDG-55102']), 'scan.pdf', 'scan-group');
      t.diagnostic(`scanned PDF parse (render + OCR): ${ms} ms for 1 page`);
      assert.equal(job.status, 'done', job.error ?? '');
      const credential = await credentialOf(job.user_credential_id!);
      assert.deepEqual(
        [credential.name, credential.issued, credential.expiry, credential.document_number],
        ['H2S Alive', '2025-06-30', '2028-06-30', 'TDG-55102'],
      );
    });

    test('a file with nothing recognisable still proposes a credential, named after the file', async () => {
      const { job } = await parseFile(await textPdf(['Thank you for attending our session', 'See you next year']), 'site orientation.pdf', 'plain-group');
      assert.equal(job.status, 'done');
      const credential = await credentialOf(job.user_credential_id!);
      assert.equal(credential.name, 'site orientation');
      assert.deepEqual([credential.issued, credential.expiry, credential.document_number], [null, null, null]);
    });

    test('a file that cannot be read fails its job with the reason, and nothing is written', async () => {
      const credentialsBefore = await count('user_credentials');
      const damaged = await parseFile(Buffer.from('%PDF-1.7\nthis is not really a PDF at all\n'), 'broken.pdf', 'broken-group');
      assert.equal(damaged.job.status, 'failed');
      assert.equal(damaged.job.error, 'This PDF could not be opened: the file is damaged.');
      assert.equal(damaged.job.user_credential_id, null);

      const blank = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#ffffff' } }).png().toBuffer();
      const empty = await parseFile(blank, 'blank.png', 'broken-group');
      assert.equal(empty.job.status, 'failed');
      assert.equal(empty.job.error, 'No text could be read from this file. Upload a sharper photo or a text PDF.');
      assert.equal(await count('user_credentials'), credentialsBefore);
    });

    test('the type is checked by content: a text file named .pdf is refused and nothing is stored', async () => {
      const [files, jobs] = [await count('files'), await count('user_credential_parse_jobs')];
      const response = await sendFile(filePart(Buffer.from('Working at Heights, issued 2025-03-14'), 'certificate.pdf'));
      assert.equal(response.status, 422);
      assert.deepEqual(response.body.errors, { file: ['The file must be a PDF, PNG or JPEG file.'] });
      assert.deepEqual([await count('files'), await count('user_credential_parse_jobs')], [files, jobs]);
    });

    test('the worker and the file are required; another customer\'s worker answers 404', async () => {
      const missing = await sendForm(demo, 'POST', '/json/credentials/parse', {});
      assert.equal(missing.status, 422);
      assert.deepEqual(missing.body.errors, {
        enterprise_customer_worker_id: ['The enterprise customer worker id field is required.'],
        file: ['The file field is required.'],
      });
      const [{ id: northernWorker }] = await ctx.db.query<{ id: number }>(
        'select id from enterprise_customer_workers where enterprise_customer_id = $1 limit 1',
        [await customerIdOf(ctx.db, 'Northern Electric Inc.')],
      );
      const foreign = await sendFile(filePart(await textPdf(CERTIFICATE_LINES), 'x.pdf'), { enterprise_customer_worker_id: String(northernWorker) });
      assert.equal(foreign.status, 404);
    });

    test('deleting a job before it runs: the job never writes, its file goes; deleting again is 404', async () => {
      const sent = await sendFile(filePart(await textPdf(CERTIFICATE_LINES), 'later.pdf'), { group_id: 'delete-group' });
      const job: CredentialParseJob = sent.body.user_credential_parse_job;
      const [files, credentials] = [await count('files'), await count('user_credentials')];
      const deleted = await demo.delete(`/json/user-credential-parse-jobs/${job.id}`);
      assert.equal(deleted.status, 200);
      assert.deepEqual(deleted.body, { message: 'Successfully delete job!' });
      await ctx.app.jobWorker.drain();
      assert.deepEqual(await jobsOf('delete-group'), []);
      assert.equal(await count('user_credentials'), credentials);
      assert.equal(await count('files'), files - 1);
      assert.equal((await demo.delete(`/json/user-credential-parse-jobs/${job.id}`)).status, 404);
      assert.equal((await demo.get(job.file_url!)).status, 404);
    });

    test('deleting a finished job keeps the credential and its document', async () => {
      const { job } = await parseFile(await textPdf(CERTIFICATE_LINES), 'keep.pdf', 'keep-group');
      assert.equal((await demo.delete(`/json/user-credential-parse-jobs/${job.id}`)).status, 200);
      const credential = await credentialOf(job.user_credential_id!);
      assert.ok(credential);
      assert.equal((await demo.get(`/json/files/${credential.file_id}`)).status, 200);
    });

    test('parsing is part of the worker panel: not behind the credentials feature; another customer\'s job is 404', async () => {
      const [job] = await jobsOf('pdf-group');
      assert.equal((await northern.delete(`/json/user-credential-parse-jobs/${job.id}`)).status, 404);
      assert.deepEqual((await northern.get('/json/user-credential-parse-jobs?group_id=pdf-group')).body, { user_credential_parse_jobs: [] });
      const [{ id: northernWorker }] = await ctx.db.query<{ id: number }>(
        'select id from enterprise_customer_workers where enterprise_customer_id = $1 limit 1',
        [await customerIdOf(ctx.db, 'Northern Electric Inc.')],
      );
      const own = await sendFile(filePart(await textPdf(CERTIFICATE_LINES), 'own.pdf'), { enterprise_customer_worker_id: String(northernWorker) }, northern);
      assert.equal(own.status, 201);
    });
  });
}
