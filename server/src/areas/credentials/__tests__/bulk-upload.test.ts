import { after, before, describe, test } from 'node:test';
import { translate } from '../../../core/i18n';
import assert from 'node:assert/strict';
import { databaseTargets } from '../../../__tests__/support/databases';
import { startTestApp, type TestApp } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';
import { FEATURE_UNAVAILABLE, createWorker, customerIdOf } from '../../../__tests__/support/credentials';
import { toCsv } from '../../../core/lib/csv';
import type {
  BulkCredentialPreviewResponse,
  BulkCredentialUpload,
  BulkCredentialUploadHistoryResponse,
  BulkCredentialUploadResponse,
} from 'shared-api/contract';

const COLUMNS = [
  'First Name', 'Last Name', 'Email', 'Credential Name', 'Credential Issued Date', 'Credential Expiry', 'Credential URL',
  'Supporting Credential Name', 'Supporting Credential Issued Date', 'Supporting Credential Expiry', 'Supporting Credential ID',
  'Supporting Credential URL',
];
const csvOf = (rows: string[][]) => toCsv([COLUMNS, ...rows]);
const row = (first: string, last: string, email: string, credential: string, issued = '', expiry = '', extra: string[] = []) => [
  first, last, email, credential, issued, expiry, ...extra, ...Array(6 - extra.length).fill(''),
];

for (const target of await databaseTargets()) {
  describe(`bulk credential upload on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;
    let demo: TestClient;
    let northern: TestClient;
    let demoId: number;

    const credentialsOf = (email: string) =>
      ctx.db.query<{ name: string; issued: string | null; expiry: string | null; document_number: string | null; url: string | null }>(
        `select uc.name, uc.issued, uc.expiry, uc.document_number, uc.metadata->>'credential_url' as url
           from user_credentials uc join enterprise_customer_workers w on w.id = uc.worker_id
          where w.enterprise_customer_id = $1 and lower(w.email) = lower($2) order by uc.name, uc.issued`,
        [demoId, email],
      );
    const workersWith = async (email: string) =>
      (
        await ctx.db.query<{ n: number }>(
          'select count(*)::int as n from enterprise_customer_workers where enterprise_customer_id = $1 and lower(email) = lower($2)',
          [demoId, email],
        )
      )[0].n;
    const upload = async (csv: string) => {
      const response = await demo.post<BulkCredentialUploadResponse>('/json/credentials/bulk-upload', { csv, file_name: 'crew.csv' });
      await ctx.app.jobWorker.drain();
      return response;
    };
    const details = async (id: number): Promise<BulkCredentialUpload> => {
      const response = await demo.get(`/json/credentials/bulk-uploads/${id}`);
      assert.equal(response.status, 200, JSON.stringify(response.body));
      return response.body.bulk_credential_upload;
    };

    before(async () => {
      ctx = await startTestApp(target);
      demo = new TestClient(ctx.app);
      await demo.signIn('owner@demo.test');
      northern = new TestClient(ctx.app);
      await northern.signIn('owner@northern.test');
      demoId = await customerIdOf(ctx.db, 'Demo Construction Ltd.');
      await createWorker(demo, { first_name: 'Gurpreet', last_name: 'Sandhu', email: 'Gurpreet.Bulk@example.com' });
    });
    after(async () => ctx?.close());

    test('the sample file downloads as sample-credentials.csv with the spec\'s columns', async () => {
      const response = await demo.get<string>('/json/credentials/bulk-upload/sample');
      assert.equal(response.status, 200);
      assert.match(String(response.headers['content-type']), /^text\/csv/);
      assert.equal(response.headers['content-disposition'], 'attachment; filename="sample-credentials.csv"');
      assert.equal(response.body.replace(/^\uFEFF/, '').split('\r\n')[0], COLUMNS.join(','));
    });

    test('the seeded upload offers the file it was made from, one line per result after the header', async () => {
      const [{ id }] = await ctx.db.query<{ id: number }>(
        'select id from bulk_credential_uploads where enterprise_customer_id = $1 order by id limit 1',
        [demoId],
      );
      const upload = await details(id);
      const response = await demo.get<string>(upload.file_url);
      assert.equal(response.status, 200);
      assert.match(String(response.headers['content-disposition']), /^attachment; filename="new-hires-credentials\.csv"/);
      const lines = response.body.replace(/^\uFEFF/, '').trim().split('\r\n');
      assert.equal(lines[0], COLUMNS.join(','));
      assert.equal(lines.length - 1, upload.results.length);
    });

    test('the preview lists each row with its errors and says which rows create a worker', async () => {
      const csv = csvOf([
        row('Gurpreet', 'Sandhu', 'gurpreet.bulk@EXAMPLE.com', 'WHMIS 2015', '2025-01-20', '2026-01-20'),
        row('Nadia', 'Okafor', 'nadia.bulk@example.com', 'H2S Alive', 'Jun 30 2025', '2028-06-30'),
        row('Nadia', 'Okafor', 'nadia.bulk@example.com', 'Fall Protection', '2025-07-01', ''),
        row('', 'Park', 'not-an-email', '', '2025-13-01', '2025-01-01'),
        row('Ola', 'Berg', 'ola.bulk@example.com', 'Working at Heights', '2026-01-01', '2025-01-01'),
      ]);
      const response = await demo.post<BulkCredentialPreviewResponse>('/json/credentials/bulk-upload/preview', { csv });
      assert.equal(response.status, 200, JSON.stringify(response.body));
      const { rows, valid_count, error_count } = response.body;
      assert.deepEqual([valid_count, error_count], [3, 2]);
      assert.deepEqual(rows.map((r) => [r.line, r.creates_worker]), [[2, false], [3, true], [4, false], [5, false], [6, false]]);
      assert.equal(rows[1].values.credential_name, 'H2S Alive');
      assert.deepEqual(rows[3].errors, {
        first_name: ['The first name field is required.'],
        credential_name: ['The credential name field is required.'],
        email: ['The email field must be a valid email address.'],
        issued: ['The credential issued date field must be a valid date.'],
      });
      assert.deepEqual(rows[4].errors, { expiry: ['The credential expiry must be a date after or equal to the credential issued date.'] });
    });

    test('a file missing required columns is refused with a message naming them', async () => {
      for (const url of ['/json/credentials/bulk-upload/preview', '/json/credentials/bulk-upload']) {
        const response = await demo.post(url, { csv: 'First Name,Email,Credential Issued Date\nAnn,ann@example.com,2025-01-01\n' });
        assert.equal(response.status, 422);
        assert.equal(response.body.message, 'The file is missing the column(s): Last Name and Credential Name');
        assert.deepEqual(response.body.errors, { csv: ['The file is missing the column(s): Last Name and Credential Name'] });
      }
      const empty = await demo.post('/json/credentials/bulk-upload', {});
      assert.equal(empty.status, 422);
      assert.deepEqual(empty.body.errors, { csv: ['The csv field is required.'] });
    });

    test('all or nothing: one bad row refuses the whole file and nothing is written', async () => {
      const counts = async () =>
        (
          await ctx.db.query<{ uploads: number; credentials: number; workers: number; files: number }>(
            `select (select count(*)::int from bulk_credential_uploads) as uploads, (select count(*)::int from user_credentials) as credentials,
                    (select count(*)::int from enterprise_customer_workers) as workers, (select count(*)::int from files) as files`,
          )
        )[0];
      const before = await counts();
      const response = await upload(
        csvOf([
          row('Ann', 'Lee', 'ann.bulk@example.com', 'WHMIS 2015', '2025-01-20', '2026-01-20'),
          row('Bo', 'Chan', 'bo.bulk@example', 'H2S Alive', '2025-01-20', ''),
        ]),
      );
      assert.equal(response.status, 422);
      assert.equal(response.body.message, 'The file has 1 row with errors; nothing was uploaded.');
      assert.deepEqual((response.body as unknown as { errors: unknown }).errors, {
        rows: ['Line 3: The email field must be a valid email address.'],
      });
      assert.deepEqual(await counts(), before);
    });

    test('a good file is queued (202), processed with workers matched or created, and announced by a notification', async () => {
      const csv = csvOf([
        row('Gurpreet', 'Sandhu', 'GURPREET.BULK@example.com', 'WHMIS 2015', '2025-01-20', '2026-01-20'),
        row('Nadia', 'Okafor', 'nadia.bulk@example.com', 'H2S Alive', 'Jun 30 2025', '2028-06-30', [
          'https://example.com/h2s.pdf', 'Ground Disturbance Level II', '2025-07-02', '2028-07-02', 'GD2-55102', '',
        ]),
        row('Nadia', 'Okafor', 'nadia.bulk@example.com', 'Fall Protection', '2025-07-01', ''),
      ]);
      const response = await demo.post<BulkCredentialUploadResponse>('/json/credentials/bulk-upload', { csv, file_name: 'crew.csv' });
      assert.equal(response.status, 202, JSON.stringify(response.body));
      const queued = response.body.bulk_credential_upload;
      assert.equal(queued.status, 'queued');
      assert.deepEqual([queued.total_rows, queued.processed_rows], [3, 0]);
      assert.equal(queued.file_url, `/json/credentials/bulk-uploads/${queued.id}/file`);

      await ctx.app.jobWorker.drain();
      const done = await details(queued.id);
      assert.equal(done.status, 'done');
      assert.deepEqual(
        [done.processed_rows, done.created_count, done.updated_count, done.skipped_count, done.failed_count, done.workers_created_count],
        [3, 3, 0, 0, 0, 1],
      );
      assert.ok(done.finished_at);
      assert.deepEqual(done.results.map((r) => [r.line, r.outcome, r.credential_name, r.worker?.full_name]), [
        [2, 'created', 'WHMIS 2015', 'Gurpreet Sandhu'],
        [3, 'created', 'H2S Alive', 'Nadia Okafor'],
        [4, 'created', 'Fall Protection', 'Nadia Okafor'],
      ]);
      assert.equal(done.results[1].message, 'H2S Alive added. Supporting credential Ground Disturbance Level II added. New worker Nadia Okafor created.');

      assert.equal(await workersWith('gurpreet.bulk@example.com'), 1, 'matched by e-mail whatever its case');
      assert.equal(await workersWith('nadia.bulk@example.com'), 1, 'created once for two rows');
      assert.deepEqual(await credentialsOf('nadia.bulk@example.com'), [
        { name: 'Fall Protection', issued: '2025-07-01', expiry: null, document_number: null, url: null },
        { name: 'Ground Disturbance Level II', issued: '2025-07-02', expiry: '2028-07-02', document_number: 'GD2-55102', url: null },
        { name: 'H2S Alive', issued: '2025-06-30', expiry: '2028-06-30', document_number: null, url: 'https://example.com/h2s.pdf' },
      ]);

      const notifications = await demo.get('/json/summaries/notifications');
      const [notification] = (notifications.body.notifications as Array<{ notification_type: string; message: string; metadata: Record<string, unknown> }>).filter(
        (n) => n.notification_type === 'bulk_credential_upload' && n.metadata.bulk_credential_upload_id === queued.id,
      );
      assert.ok(notification, 'a bulk_credential_upload notification');
      assert.equal(notification.message, 'Bulk credential upload finished: 3 of 3 rows imported.');
      assert.equal(notification.metadata.uploads_s3_url, done.file_url);

      const byUrl = await demo.get(`/json/credentials/bulk-uploads?file_url=${encodeURIComponent(done.file_url)}`);
      assert.equal(byUrl.status, 200);
      assert.deepEqual(byUrl.body.bulk_credential_upload, done);
      const progress = await demo.get(`/json/credentials/bulk-uploads/${queued.id}?results=none`);
      assert.deepEqual(progress.body.bulk_credential_upload.results, []);
      assert.equal(progress.body.bulk_credential_upload.processed_rows, 3);

      const file = await demo.get<string>(done.file_url);
      assert.equal(file.status, 200);
      assert.equal(file.body, `\uFEFF${csv}`, 'the file as sent, with the byte-order mark Excel needs');
      assert.match(String(file.headers['content-disposition']), /^attachment; filename="crew.csv"/);
    });

    test('a semicolon file in Windows-1252 with French headings, as Excel saves it in Québec, previews saying so and uploads', async () => {
      const text = [
        'Prénom;Nom;Courriel;Nom de l’attestation;Date de délivrance;Date d’expiration',
        'Gérald;Gagné;gerald.bulk@example.com;SIMDUT 2015;2025-01-20;2026-01-20',
        'Sophie;Côté;sophie.bulk@example.com;Travail en hauteur;2025-03-14;2028-03-14',
      ].join('\r\n');
      // Windows-1252 writes é as 0xE9 and ’ as 0x92.
      const bytes = Buffer.from([...text].map((char) => (char === '’' ? 0x92 : char.charCodeAt(0))));
      const body = { csv_base64: bytes.toString('base64'), file_name: 'quebec.csv' };
      const preview = await demo.post<BulkCredentialPreviewResponse>('/json/credentials/bulk-upload/preview', body);
      assert.equal(preview.status, 200, JSON.stringify(preview.body));
      assert.deepEqual(preview.body.read_as, { delimiter: 'semicolon', encoding: 'windows-1252', byte_order_mark: false, encoding_certain: true });
      assert.deepEqual(
        preview.body.rows.map((r) => [r.values.first_name, r.values.last_name, r.values.credential_name, r.values.expiry, r.creates_worker]),
        [
          ['Gérald', 'Gagné', 'SIMDUT 2015', '2026-01-20', true],
          ['Sophie', 'Côté', 'Travail en hauteur', '2028-03-14', true],
        ],
      );
      const response = await demo.post<BulkCredentialUploadResponse>('/json/credentials/bulk-upload', body);
      assert.equal(response.status, 202, JSON.stringify(response.body));
      await ctx.app.jobWorker.drain();
      const done = await details(response.body.bulk_credential_upload.id);
      assert.deepEqual(done.results.map((r) => [r.outcome, r.worker?.full_name]), [
        ['created', 'Gérald Gagné'],
        ['created', 'Sophie Côté'],
      ]);
      const stored = await demo.get<string>(done.file_url);
      assert.equal(stored.body, `\uFEFF${text}`, 'kept as UTF-8 with a byte-order mark');
    });

    test('idempotent: the same file again answers the earlier upload and adds nothing; a renewal updates in place', async () => {
      const csv = csvOf([
        row('Tomas', 'Reyes', 'tomas.bulk@example.com', 'Working at Heights', '2025-03-14', '2028-03-14'),
        row('Tomas', 'Reyes', 'tomas.bulk@example.com', 'WHMIS 2015', '2025-01-20', '2026-01-20'),
      ]);
      const first = await upload(csv);
      assert.equal(first.status, 202);
      const again = await upload(csv.replace('tomas.bulk@example.com', 'TOMAS.BULK@example.com').replace(/\r\n/g, '\n'));
      assert.equal(again.status, 200);
      assert.equal(again.body.message, 'This file was already uploaded.');
      assert.equal(again.body.bulk_credential_upload.id, first.body.bulk_credential_upload.id);
      assert.equal(await workersWith('tomas.bulk@example.com'), 1);
      assert.equal((await credentialsOf('tomas.bulk@example.com')).length, 2);

      // Another file repeating a credential (same name and issued date) with a new expiry, and one unchanged.
      const renewal = await upload(
        csvOf([
          row('Tomas', 'Reyes', 'tomas.bulk@example.com', 'Working at Heights', '2025-03-14', '2028-09-30'),
          row('Tomas', 'Reyes', 'tomas.bulk@example.com', 'WHMIS 2015', '2025-01-20', '2026-01-20'),
          row('Tomas', 'Reyes', 'tomas.bulk@example.com', 'WHMIS 2015', '2025-01-20', '2026-01-20'),
        ]),
      );
      assert.equal(renewal.status, 202);
      const done = await details(renewal.body.bulk_credential_upload.id);
      assert.deepEqual(done.results.map((r) => r.outcome), ['updated', 'skipped', 'skipped']);
      assert.deepEqual([done.created_count, done.updated_count, done.skipped_count], [0, 1, 2]);
      assert.deepEqual(
        (await credentialsOf('tomas.bulk@example.com')).map((c) => [c.name, c.issued, c.expiry]),
        [
          ['WHMIS 2015', '2025-01-20', '2026-01-20'],
          ['Working at Heights', '2025-03-14', '2028-09-30'],
        ],
      );
      const notifications = await ctx.db.query<{ message: string }>(
        `select message from notifications where notification_type = 'bulk_credential_upload' and (metadata->>'bulk_credential_upload_id')::int = $1`,
        [done.id],
      );
      assert.deepEqual(notifications.map((n) => translate(n.message, 'en-CA')), ['Bulk credential upload finished: 1 of 3 rows imported, 2 already on file.']);
    });

    test('a failed upload does not hold its file: uploading the same file again processes it', async () => {
      const csv = csvOf([row('Noor', 'Haddad', 'noor.bulk@example.com', 'Confined Space Entry', '2025-04-02', '2028-04-02')]);
      const first = await demo.post<BulkCredentialUploadResponse>('/json/credentials/bulk-upload', { csv, file_name: 'crew.csv' });
      assert.equal(first.status, 202);
      // Its stored copy is gone before it runs, so the run fails and tells the person to upload the file again.
      await ctx.db.query('update bulk_credential_uploads set file_id = null where id = $1', [first.body.bulk_credential_upload.id]);
      await ctx.app.jobWorker.drain();
      assert.equal((await details(first.body.bulk_credential_upload.id)).status, 'failed');

      const again = await upload(csv);
      assert.equal(again.status, 202, JSON.stringify(again.body));
      assert.notEqual(again.body.bulk_credential_upload.id, first.body.bulk_credential_upload.id);
      const done = await details(again.body.bulk_credential_upload.id);
      assert.equal(done.status, 'done');
      assert.equal(done.created_count, 1);
      assert.deepEqual((await credentialsOf('noor.bulk@example.com')).map((c) => c.name), ['Confined Space Entry']);

      const third = await upload(csv);
      assert.equal(third.status, 200);
      assert.equal(third.body.bulk_credential_upload.id, again.body.bulk_credential_upload.id);
    });

    test('an upload left processing with no job to finish it is superseded by the same file uploaded again', async () => {
      const csv = csvOf([row('Lena', 'Virtanen', 'lena.bulk@example.com', 'Fall Protection', '2025-05-06', '2028-05-06')]);
      const first = await demo.post<BulkCredentialUploadResponse>('/json/credentials/bulk-upload', { csv, file_name: 'crew.csv' });
      assert.equal(first.status, 202);
      const firstId = first.body.bulk_credential_upload.id;
      // Its server stopped during every attempt: the sweep failed the job, and the upload was left processing.
      await ctx.db.query('update bulk_credential_uploads set status = $2 where id = $1', [firstId, 'processing']);
      await ctx.db.query(`update jobs set status = 'failed' where payload->>'bulk_credential_upload_id' = $1`, [String(firstId)]);

      const again = await upload(csv);
      assert.equal(again.status, 202, JSON.stringify(again.body));
      const abandoned = await details(firstId);
      assert.equal(abandoned.status, 'failed');
      assert.equal(abandoned.error, 'Processing stopped and could not be resumed. Upload the file again.');
      const done = await details(again.body.bulk_credential_upload.id);
      assert.equal(done.status, 'done');
      assert.deepEqual((await credentialsOf('lena.bulk@example.com')).map((c) => c.name), ['Fall Protection']);
    });

    test('a run stopped part-way resumes after the rows it committed, without doing them twice', async () => {
      const response = await demo.post<BulkCredentialUploadResponse>('/json/credentials/bulk-upload', {
        csv: csvOf([
          row('Ines', 'Moreau', 'ines.bulk@example.com', 'WHMIS 2015', '2025-01-20', '2026-01-20'),
          row('Ines', 'Moreau', 'ines.bulk@example.com', 'H2S Alive', '2025-02-01', '2028-02-01'),
        ]),
      });
      const id = response.body.bulk_credential_upload.id;
      // As a server stopped after committing the first row would have left it.
      await ctx.db.query(
        `update bulk_credential_uploads set status = 'processing', processed_rows = 1, skipped_count = 1,
                results = '[{"line": 2, "outcome": "skipped", "message": "done before the stop", "worker": null, "credential_name": "WHMIS 2015"}]'
          where id = $1`,
        [id],
      );
      await ctx.app.jobWorker.drain();
      const done = await details(id);
      assert.equal(done.status, 'done');
      assert.deepEqual(done.results.map((r) => [r.line, r.outcome]), [[2, 'skipped'], [3, 'created']]);
      assert.deepEqual((await credentialsOf('ines.bulk@example.com')).map((c) => c.name), ['H2S Alive']);
    });

    test('without the credentials feature every call answers 403; with it, another customer\'s upload is 404', async () => {
      const [{ id }] = await ctx.db.query<{ id: number }>('select id from bulk_credential_uploads where enterprise_customer_id = $1 limit 1', [demoId]);
      const csv = csvOf([row('Ann', 'Lee', 'ann@example.com', 'WHMIS 2015')]);
      for (const response of [
        await northern.get('/json/credentials/bulk-upload/sample'),
        await northern.post('/json/credentials/bulk-upload/preview', { csv }),
        await northern.post('/json/credentials/bulk-upload', { csv }),
        await northern.get(`/json/credentials/bulk-uploads/${id}`),
        await northern.get(`/json/credentials/bulk-uploads?file_url=/json/credentials/bulk-uploads/${id}/file`),
        await northern.get(`/json/credentials/bulk-uploads/${id}/file`),
      ]) {
        assert.equal(response.status, 403);
        assert.equal(response.body.message, FEATURE_UNAVAILABLE);
      }
      const northernId = await customerIdOf(ctx.db, 'Northern Electric Inc.');
      await ctx.db.query(
        `insert into enterprise_customer_features (enterprise_customer_id, feature_id) select $1, id from features where label = 'credentials'`,
        [northernId],
      );
      try {
        assert.equal((await northern.get(`/json/credentials/bulk-uploads/${id}`)).status, 404);
        assert.equal((await northern.get(`/json/credentials/bulk-uploads?file_url=/json/credentials/bulk-uploads/${id}/file`)).status, 404);
        assert.equal((await northern.get(`/json/credentials/bulk-uploads/${id}/file`)).status, 404);
        assert.equal((await northern.get('/json/credentials/bulk-uploads?file_url=/elsewhere')).status, 404);
      } finally {
        await ctx.db.query(
          `delete from enterprise_customer_features where enterprise_customer_id = $1 and feature_id = (select id from features where label = 'credentials')`,
          [northernId],
        );
      }
    });

    test('the history lists the customer\'s uploads newest first, with the file, who sent it and the counts, a page of 10 at a time', async () => {
      const csv = csvOf([
        row('Hana', 'Kowalski', 'hana.history@example.com', 'WHMIS 2015', '2025-03-01', '2028-03-01'),
        row('Hana', 'Kowalski', 'hana.history@example.com', 'H2S Alive', '2025-03-02', '2028-03-02'),
      ]);
      const sent = await demo.post<BulkCredentialUploadResponse>('/json/credentials/bulk-upload', { csv, file_name: 'spring-crew.csv' });
      assert.equal(sent.status, 202, JSON.stringify(sent.body));
      await ctx.app.jobWorker.drain();

      const response = await demo.get<BulkCredentialUploadHistoryResponse>('/json/credentials/bulk-uploads/history');
      assert.equal(response.status, 200, JSON.stringify(response.body));
      const page = response.body.bulk_credential_uploads;
      const [latest] = page.data;
      assert.equal(latest.id, sent.body.bulk_credential_upload.id);
      assert.equal(latest.file_name, 'spring-crew.csv');
      assert.equal(latest.uploaded_by?.full_name, 'Dana Whitford');
      assert.equal(latest.status, 'done');
      assert.deepEqual([latest.total_rows, latest.created_count, latest.failed_count, latest.workers_created_count], [2, 2, 0, 1]);
      assert.equal(latest.file_url, `/json/credentials/bulk-uploads/${latest.id}/file`);
      assert.equal('results' in latest, false, 'the history leaves the per-row outcomes to the details window');
      const [{ total }] = await ctx.db.query<{ total: number }>(
        'select count(*)::int as total from bulk_credential_uploads where enterprise_customer_id = $1',
        [demoId],
      );
      assert.equal(page.total, total);
      assert.equal(page.per_page, 10);
      assert.ok(page.data.length <= 10);
      const dates = page.data.map((upload) => upload.created_at);
      assert.deepEqual(dates, [...dates].sort().reverse());

      assert.equal((await demo.get('/json/credentials/bulk-uploads/history?page=0')).status, 422);
      const beyond = await demo.get<BulkCredentialUploadHistoryResponse>('/json/credentials/bulk-uploads/history?page=99');
      assert.deepEqual(beyond.body.bulk_credential_uploads.data, []);
    });

    test('another customer\'s history holds none of this customer\'s uploads; without the feature it is 403', async () => {
      assert.equal((await northern.get('/json/credentials/bulk-uploads/history')).status, 403);
      const northernId = await customerIdOf(ctx.db, 'Northern Electric Inc.');
      await ctx.db.query(
        `insert into enterprise_customer_features (enterprise_customer_id, feature_id) select $1, id from features where label = 'credentials'`,
        [northernId],
      );
      try {
        const response = await northern.get<BulkCredentialUploadHistoryResponse>('/json/credentials/bulk-uploads/history');
        assert.equal(response.status, 200);
        assert.deepEqual(response.body.bulk_credential_uploads.data, []);
        assert.equal(response.body.bulk_credential_uploads.total, 0);
      } finally {
        await ctx.db.query(
          `delete from enterprise_customer_features where enterprise_customer_id = $1 and feature_id = (select id from features where label = 'credentials')`,
          [northernId],
        );
      }
    });

    test('10,000 rows are processed in chunks whose progress the page can see', async (t) => {
      const rows = Array.from({ length: 10_000 }, (_, i) =>
        row(`Worker${i % 2500}`, 'Load', `load${i % 2500}@bulk.example.com`, ['WHMIS 2015', 'H2S Alive', 'Fall Protection', 'Working at Heights'][Math.floor(i / 2500)], '2025-01-20', '2028-01-20'),
      );
      const started = Date.now();
      const response = await demo.post<BulkCredentialUploadResponse>('/json/credentials/bulk-upload', { csv: csvOf(rows) });
      assert.equal(response.status, 202, JSON.stringify(response.body).slice(0, 500));
      const accepted = Date.now();
      // The progress bar polls while the job runs: each committed chunk shows.
      const draining = ctx.app.jobWorker.drain();
      let drained = false;
      void draining.then(() => (drained = true));
      const seen = new Set<number>();
      while (!drained) {
        const progress = await demo.get(`/json/credentials/bulk-uploads/${response.body.bulk_credential_upload.id}?results=none`);
        seen.add(progress.body.bulk_credential_upload.processed_rows);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await draining;
      const finished = Date.now();
      assert.ok([...seen].some((rows) => rows > 0 && rows < 10_000), `progress seen: ${[...seen].join(', ')}`);
      t.diagnostic(
        `10,000 rows: accepted in ${accepted - started} ms, processed in ${finished - accepted} ms, ${finished - started} ms end to end; progress polls saw ${seen.size} values`,
      );
      const done = await details(response.body.bulk_credential_upload.id);
      assert.equal(done.status, 'done');
      assert.deepEqual([done.processed_rows, done.created_count, done.workers_created_count], [10_000, 10_000, 2_500]);
    });
  });
}
