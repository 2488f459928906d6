import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { databaseTargets } from '../../../__tests__/support/databases';
import { startTestApp, type TestApp } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';
import { parseCsv } from '../../../core/lib/csv';

/** Export, import and test workers: the workers page's header menu. */
for (const target of await databaseTargets()) {
  describe(`worker export, import and test workers on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;
    let demo: TestClient;
    let northern: TestClient;
    let demoId: number;

    const count = async (sql: string, params: unknown[] = []) => (await ctx.db.query<{ n: number }>(sql, params))[0].n;
    const workerCount = () => count('select count(*)::int as n from enterprise_customer_workers where enterprise_customer_id = $1', [demoId]);

    before(async () => {
      ctx = await startTestApp(target);
      demo = new TestClient(ctx.app);
      await demo.signIn('owner@demo.test');
      northern = new TestClient(ctx.app);
      await northern.signIn('owner@northern.test');
      [{ id: demoId }] = await ctx.db.query<{ id: number }>(`select id from enterprise_customers where name = 'Demo Construction Ltd.'`);
    });
    after(async () => ctx?.close());

    test('unique credentials: the catalogue entries the customer\'s workers hold', async () => {
      const response = await demo.get('/json/credentials/unique');
      assert.equal(response.status, 200);
      const expected = await ctx.db.query<{ id: number }>(
        `select distinct c.id from credentials c join user_credentials uc on uc.credential_id = c.id
          where uc.enterprise_customer_id = $1 and uc.worker_id is not null`,
        [demoId],
      );
      assert.deepEqual(
        response.body.credentials.map((c: { id: number }) => c.id).sort(),
        expected.map((c) => c.id).sort(),
      );
      const labels = response.body.credentials.map((c: { label: string }) => c.label);
      assert.ok(labels.includes('Demo Construction Site Orientation'), 'the customer\'s own catalogue entry');
      assert.ok(!labels.includes('Northern Electric Lockout/Tagout Program'), 'never another customer\'s');
    });

    test('export: the chosen columns for each active worker by name, one expiry column per credential', async () => {
      const credentials = (await demo.get('/json/credentials/unique')).body.credentials as Array<{ id: number; label: string }>;
      const chosen = credentials.slice(0, 2);
      const response = await demo.post('/json/exports/workers', { first_name: true, last_name: false, full_name: true, email: true, credentials: chosen.map((c) => c.id) });
      assert.equal(response.status, 200);
      const rows = parseCsv(response.body.csv_string).map((record) => record.cells);
      assert.deepEqual(rows[0], ['First Name', 'Full Name', 'Email', `${chosen[0].label} Expiry`, `${chosen[1].label} Expiry`]);
      const workers = await ctx.db.query<{ id: number; first_name: string; last_name: string; email: string | null }>(
        `select id, first_name, last_name, email from enterprise_customer_workers where enterprise_customer_id = $1 and is_active order by last_name, first_name, id`,
        [demoId],
      );
      assert.equal(rows.length - 1, workers.length);
      assert.deepEqual(rows[1].slice(0, 3), [workers[0].first_name, `${workers[0].first_name} ${workers[0].last_name}`, workers[0].email ?? '']);

      const held = await ctx.db.query<{ worker_id: number; expiry: string | null }>(
        `select worker_id, expiry from user_credentials where enterprise_customer_id = $1 and credential_id = $2 and worker_id is not null`,
        [demoId, chosen[0].id],
      );
      workers.forEach((worker, i) => {
        const mine = held.filter((h) => h.worker_id === worker.id);
        const expected = mine.length === 0 ? '' : mine.some((h) => h.expiry === null) ? 'No Expiry' : mine.map((h) => h.expiry!).sort().at(-1);
        assert.equal(rows[i + 1][3], expected, `${worker.first_name} ${worker.last_name}`);
      });
      assert.ok(rows.slice(1).some((row) => row[3] !== ''), 'some workers hold the credential');
    });

    test('export neutralises cells a spreadsheet would run as formulas', async () => {
      const created = await demo.post('/json/workers', { first_name: '=HYPERLINK("http://evil.example","Click")', last_name: 'Aaberg', email: 'x@example.com' });
      assert.equal(created.status, 201);
      const csv = (await demo.post('/json/exports/workers', { first_name: true, last_name: true, full_name: false, email: false, credentials: [] })).body.csv_string;
      assert.ok(csv.includes(`"'=HYPERLINK(""http://evil.example"",""Click"")",Aaberg`), csv.slice(0, 300));
      const row = parseCsv(csv).map((record) => record.cells).find((cells) => cells[1] === 'Aaberg');
      assert.equal(row?.[0], `'=HYPERLINK("http://evil.example","Click")`);
    });

    test('export: a column names each worker\'s credentials that wait for review', async () => {
      const created = await demo.post('/json/workers', { first_name: 'Zofia', last_name: 'Zielinska' });
      const workerId = created.body.worker.id as number;
      const [type] = await ctx.db.query<{ id: number }>('select id from user_credential_types order by id limit 1');
      for (const name of ['WHMIS 2015', 'Fall Arrest', 'CSTS']) {
        assert.equal((await demo.post(`/json/workers/${workerId}/credentials`, { name, user_credential_type_id: type.id })).status, 201);
      }
      await ctx.db.query(
        `update user_credentials set metadata = metadata || '{"needs_review": true}'::jsonb where worker_id = $1 and name <> 'CSTS'`,
        [workerId],
      );
      const csv = (await demo.post('/json/exports/workers', { full_name: true, needs_review: true })).body.csv_string as string;
      const records = parseCsv(csv).map((record) => record.cells);
      assert.deepEqual(records[0], ['Full Name', 'Credentials Needing Review']);
      assert.deepEqual(records.find((cells) => cells[0] === 'Zofia Zielinska'), ['Zofia Zielinska', 'Fall Arrest; WHMIS 2015']);
      const alone = (await demo.post('/json/exports/workers', { needs_review: true })).body.csv_string as string;
      assert.equal(parseCsv(alone)[0].cells[0], 'Credentials Needing Review', 'the column alone is an export');
      const without = (await demo.post('/json/exports/workers', { full_name: true })).body.csv_string as string;
      assert.deepEqual(parseCsv(without)[0].cells, ['Full Name']);
    });

    test('export needs at least one column, and only the customer\'s credentials', async () => {
      const none = await demo.post('/json/exports/workers', { first_name: false, last_name: false, full_name: false, email: false, credentials: [] });
      assert.equal(none.status, 422);
      assert.equal(none.body.message, 'Choose at least one column to export.');
      const [{ id: foreign }] = await ctx.db.query<{ id: number }>(`select id from credentials where label = 'Northern Electric Lockout/Tagout Program'`);
      const other = await demo.post('/json/exports/workers', { first_name: true, credentials: [foreign] });
      assert.deepEqual(other.body.errors, { credentials: ['The selected credentials are invalid.'] });
      const northernCsv = (await northern.post('/json/exports/workers', { email: true })).body.csv_string as string;
      assert.ok(!northernCsv.includes('mail.demo.test'), 'only the session customer\'s workers');
    });

    test('the sample file downloads as sample-workers.csv and imports cleanly', async () => {
      const sample = await demo.get('/json/imports/workers/sample');
      assert.equal(sample.status, 200);
      assert.match(String(sample.headers['content-type']), /^text\/csv/);
      assert.match(String(sample.headers['content-disposition']), /attachment; filename="sample-workers.csv"/);
      const text = sample.body as unknown as string;
      const rows = parseCsv(text).map((record) => record.cells);
      assert.deepEqual(rows[0], ['First Name', 'Last Name', 'Email', 'Phone', 'Address', 'City', 'State', 'Zip', 'DOB', 'Bio', 'Preferred Language']);
      assert.ok(rows.slice(1).some((row) => row.some((cell) => cell.includes(','))), 'a quoted value with a comma');
      const preview = await demo.post('/json/imports/workers/preview', { csv: text });
      assert.equal(preview.status, 200);
      assert.equal(preview.body.error_count, 0);
      assert.equal(preview.body.valid_count, rows.length - 1);
    });

    test('preview: headings in any case or spelling, per-row errors, nothing written', async () => {
      await demo.post('/json/workers', { first_name: 'Existing', last_name: 'Person', email: 'taken@example.com' });
      const before = await workerCount();
      const csv = [
        'first_name,LAST NAME,E-mail,Phone Number,City,Province,Postal Code,Date of Birth,Bio,Ignored Column',
        'Ana,Silva,ana@example.com,(403) 555-0100,Calgary,AB,T2P 1J9,1990-01-31,"Welder, B-pressure",x',
        ',NoFirst,nofirst@example.com,,,,,,,',
        'Bad,Email,not-an-email,,,,,1990-02-30,,',
        'Dup,One,dup@example.com,,,,,,,',
        'Dup,Two,DUP@example.com,,,,,,,',
        'Old,Timer,taken@EXAMPLE.com,,,,,2999-01-01,,',
      ].join('\n');
      const response = await demo.post('/json/imports/workers/preview', { csv });
      assert.equal(response.status, 200);
      const { rows, valid_count, error_count } = response.body;
      assert.equal(rows.length, 6);
      assert.equal(valid_count, 2);
      assert.equal(error_count, 4);
      assert.deepEqual(rows[0], {
        line: 2,
        values: {
          first_name: 'Ana',
          last_name: 'Silva',
          email: 'ana@example.com',
          phone_number: '(403) 555-0100',
          address: '',
          city: 'Calgary',
          state: 'AB',
          zip: 'T2P 1J9',
          dob: '1990-01-31',
          bio: 'Welder, B-pressure',
          preferred_language: '',
        },
        errors: {},
      });
      assert.deepEqual(rows[1].errors, { first_name: ['The first name field is required.'] });
      assert.deepEqual(rows[2].errors, {
        email: ['The email field must be a valid email address.'],
        dob: ['The dob field must be a valid date (YYYY-MM-DD).'],
      });
      assert.deepEqual(rows[3].errors, {});
      assert.deepEqual(rows[4].errors, { email: ['This email is already used on line 5.'] });
      assert.deepEqual(rows[5].errors, {
        email: ['A worker with this email already exists.'],
        dob: ['The dob field must be a date before or equal to today.'],
      });
      assert.equal(await workerCount(), before, 'a preview writes nothing');
    });

    test('a file missing required columns, empty or broken is refused with a clear message', async () => {
      const missing = await demo.post('/json/imports/workers/preview', { csv: 'Email,Phone\na@example.com,1\n' });
      assert.equal(missing.status, 422);
      assert.equal(missing.body.message, 'The file is missing the column(s): First Name and Last Name');
      assert.deepEqual(missing.body.errors, { csv: ['The file is missing the column(s): First Name and Last Name'] });
      const onlyLast = await demo.post('/json/imports/workers', { csv: 'First Name,Email\nA,a@example.com\n' });
      assert.equal(onlyLast.body.message, 'The file is missing the column(s): Last Name');
      assert.deepEqual((await demo.post('/json/imports/workers/preview', { csv: '' })).body.errors, { csv: ['The csv field is required.'] });
      assert.deepEqual((await demo.post('/json/imports/workers/preview', { csv: '\n\n' })).body.errors, { csv: ['The file is empty.'] });
      assert.deepEqual((await demo.post('/json/imports/workers/preview', { csv: 'First Name,Last Name\n' })).body.errors, { csv: ['The file has no workers to import.'] });
      assert.deepEqual((await demo.post('/json/imports/workers/preview', { csv: 'First Name,Last Name\n"Ann,Lee\n' })).body.errors, {
        csv: ['Line 2: a quoted field is never closed.'],
      });
    });

    test('import refuses a file with any bad row and writes nothing', async () => {
      const before = await workerCount();
      const csv = 'First Name,Last Name,Email\nGood,Row,good.row@example.com\n,Missing,missing@example.com\nAlso,Good,also.good@example.com\n';
      const response = await demo.post('/json/imports/workers', { csv });
      assert.equal(response.status, 422);
      assert.equal(response.body.message, 'The file has 1 row with errors; nothing was imported.');
      assert.deepEqual(response.body.errors, { rows: ['Line 3: The first name field is required.'] });
      assert.equal(await workerCount(), before);
      assert.equal(await count(`select count(*)::int as n from enterprise_customer_workers where email = 'good.row@example.com'`), 0);
    });

    test('import writes every row of a quoted file, with commas, quotes and line breaks in fields', async () => {
      const before = await workerCount();
      const csv =
        '\uFEFF"First Name","Last Name","Email","Address","City","State","Zip","DOB","Bio"\r\n' +
        '"Jean-Luc","Picard, Jr.","jl.picard@example.com","12 Rue ""Principale""","Québec City","QC","G1R 4P5","1975-07-13","Foreman.\r\nSpeaks French, English."\r\n' +
        'Siobhan,O\'Neill,,,"St. John\'s",NL,,,\r\n';
      const response = await demo.post('/json/imports/workers', { csv });
      assert.equal(response.status, 200, JSON.stringify(response.body));
      assert.deepEqual(response.body, { imported: 2, rejected: 0, message: 'Imported 2 workers', rejected_csv: null });
      assert.equal(await workerCount(), before + 2);
      const [picard] = await ctx.db.query<Record<string, string | null>>(
        `select first_name, last_name, address, city, dob, bio, is_active from enterprise_customer_workers where email = 'jl.picard@example.com' and enterprise_customer_id = $1`,
        [demoId],
      );
      assert.deepEqual(picard, {
        first_name: 'Jean-Luc',
        last_name: 'Picard, Jr.',
        address: '12 Rue "Principale"',
        city: 'Québec City',
        dob: '1975-07-13',
        bio: 'Foreman.\r\nSpeaks French, English.',
        is_active: true as unknown as string,
      });
      const [oneill] = await ctx.db.query<{ email: string | null; city: string }>(
        `select email, city from enterprise_customer_workers where last_name = 'O''Neill' and enterprise_customer_id = $1`,
        [demoId],
      );
      assert.deepEqual(oneill, { email: null, city: "St. John's" });
      const again = await demo.post('/json/imports/workers', { csv });
      assert.equal(again.status, 422, 'the same file twice meets the e-mails already on file');
      assert.deepEqual(again.body.errors.rows, ['Line 2: A worker with this email already exists.']);
    });

    test('the import takes a large file within its limits and refuses one over 5 MB', async () => {
      const big = 'First Name,Last Name,Bio\n' + `A,B,${'x'.repeat(5 * 1024 * 1024)}\n`;
      const tooBig = await demo.post('/json/imports/workers/preview', { csv: big });
      assert.equal(tooBig.status, 422);
      assert.deepEqual(tooBig.body.errors, { csv: ['The file may not be greater than 5 MB.'] });
      const lines = ['First Name,Last Name,Email'];
      for (let i = 0; i < 2000; i++) lines.push(`Bulk${i},"Worker, ${i}",bulk.${i}@example.com`);
      const before = await workerCount();
      const response = await demo.post('/json/imports/workers', { csv: lines.join('\n') });
      assert.equal(response.status, 200);
      assert.equal(response.body.imported, 2000);
      assert.equal(await workerCount(), before + 2000);
    });

    test('export: the list\'s filters choose the workers, and phone, job title, crews, tags and status are columns', async () => {
      const columns = { full_name: true, phone_number: true, job_title: true, crews: true, tags: true, status: true };
      const listed = async (query: string) =>
        (await demo.get(`/json/workers?${query}&with_crews=true&per_page=100`)).body.workers.data as Array<{
          full_name: string;
          phone_number: string | null;
          job_title: string | null;
          crews: Array<{ name: string }>;
          tags: Array<{ name: string }>;
          is_active: 0 | 1;
        }>;
      const exported = async (filters: Record<string, unknown>) => {
        const response = await demo.post('/json/exports/workers', { ...columns, filters });
        assert.equal(response.status, 200, JSON.stringify(response.body));
        return parseCsv(response.body.csv_string).map((record) => record.cells);
      };
      const sorted = (names: string[]) => [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));

      const [tagged] = await ctx.db.query<{ name: string }>(
        `select t.name from tags t join worker_tags wt on wt.tag_id = t.id where t.enterprise_customer_id = $1 group by t.name order by count(*) desc, t.name limit 1`,
        [demoId],
      );
      const cases: Array<[string, Record<string, unknown>]> = [
        ['search=smi&active=true', { search: 'smi', active: 'true' }],
        [`worker_tags%5B%5D=${encodeURIComponent(tagged.name)}&active=`, { worker_tags: [tagged.name], active: '' }],
        ['has_crews=false&active=false', { has_crews: 'false', active: 'false' }],
      ];
      for (const [query, filters] of cases) {
        const expected = await listed(query);
        assert.ok(expected.length > 0, `${query} matches someone in the seed`);
        const rows = await exported(filters);
        assert.deepEqual(rows[0], ['Full Name', 'Phone', 'Job Title', 'Crews', 'Tags', 'Status']);
        assert.deepEqual(rows.slice(1).map((row) => row[0]), expected.map((worker) => worker.full_name), query);
        expected.forEach((worker, i) => {
          assert.deepEqual(rows[i + 1], [
            worker.full_name,
            worker.phone_number ?? '',
            worker.job_title ?? '',
            sorted(worker.crews.map((crew) => crew.name)).join('; '),
            sorted(worker.tags.map((tag) => tag.name)).join('; '),
            worker.is_active ? 'Active' : 'Inactive',
          ], `${query}: ${worker.full_name}`);
        });
      }
      const unknownTag = await exported({ worker_tags: ['No such tag'] });
      assert.deepEqual(unknownTag, [['Full Name', 'Phone', 'Job Title', 'Crews', 'Tags', 'Status']], 'a tag nobody has: the heading alone');
      const everyone = await exported({ active: '' });
      assert.equal(everyone.length - 1, await count('select count(*)::int as n from enterprise_customer_workers where enterprise_customer_id = $1', [demoId]));
      const byDefault = await exported({});
      assert.ok(byDefault.slice(1).every((row) => row[5] === 'Active'), 'without a status filter: the active workers, as the list first shows');

      const french = (await demo.request({ method: 'POST', url: '/json/exports/workers', payload: { status: true, job_title: true, filters: { active: '' } }, headers: { 'accept-language': 'fr-CA' } }))
        .body as { csv_string: string };
      const frenchRows = parseCsv(french.csv_string).map((record) => record.cells);
      assert.deepEqual(frenchRows[0], ['Poste', 'Statut']);
      assert.ok(frenchRows.some((row) => row[1] === 'Inactif') && frenchRows.some((row) => row[1] === 'Actif'));

      const bad = await demo.post('/json/exports/workers', { full_name: true, tags: 'yes', filters: { active: 'maybe', search: 'x'.repeat(201) } });
      assert.equal(bad.status, 422);
      assert.deepEqual(Object.keys(bad.body.errors).sort(), ['filters.active', 'filters.search', 'tags']);
    });

    test('import of the valid rows: they are added together, the others come back as CSV with the reason of each', async () => {
      const before = await workerCount();
      const csv = [
        'First Name,Last Name,Email,Phone,City',
        'Rosa,Valid,rosa.valid@example.com,+1 403 555 0101,Calgary',
        '=HYPERLINK("http://evil.example"),,formula@example.com,,',
        'Tom,Valid,tom.valid@example.com,,Red Deer',
        'Bad,Mail,not-an-email,-5,"Fort McMurray, AB"',
        'Tom,Again,TOM.valid@example.com,,',
      ].join('\n');
      const response = await demo.post('/json/imports/workers', { csv, mode: 'valid_rows' });
      assert.equal(response.status, 200, JSON.stringify(response.body));
      assert.equal(response.body.imported, 2);
      assert.equal(response.body.rejected, 3);
      assert.equal(
        response.body.message,
        'Imported 2 workers. 3 rows with errors were not imported; they are in the downloaded file with their reasons.',
      );
      assert.equal(await workerCount(), before + 2);
      const added = await ctx.db.query<{ email: string }>(
        `select email from enterprise_customer_workers where enterprise_customer_id = $1 and last_name = 'Valid' order by email`,
        [demoId],
      );
      assert.deepEqual(added.map((row) => row.email), ['rosa.valid@example.com', 'tom.valid@example.com']);

      const text = response.body.rejected_csv as string;
      assert.equal(text.charCodeAt(0), 0xfeff, 'a byte-order mark, so spreadsheets read accents');
      assert.ok(text.includes(`"'=HYPERLINK(""http://evil.example"")"`), 'a formula is neutralised as in the export');
      const rows = parseCsv(text).map((record) => record.cells);
      assert.deepEqual(rows[0], ['First Name', 'Last Name', 'Email', 'Phone', 'Address', 'City', 'State', 'Zip', 'DOB', 'Bio', 'Preferred Language', 'Line', 'Reason']);
      assert.deepEqual(rows.slice(1).map((row) => [row[0], row[3], row[5], row[11], row[12]]), [
        [`'=HYPERLINK("http://evil.example")`, '', '', '3', 'The last name field is required.'],
        ['Bad', `'-5`, 'Fort McMurray, AB', '5', 'The email field must be a valid email address.'],
        ['Tom', '', '', '6', 'This email is already used on line 4.'],
      ]);

      const fixed = text.replace('not-an-email', 'bad.mail@example.com');
      const again = await demo.post('/json/imports/workers/preview', { csv: fixed });
      assert.equal(again.status, 200, 'the rejected file reads as an import file: its extra columns are ignored');
      assert.deepEqual(again.body.rows.map((row: { errors: Record<string, string[]> }) => Object.keys(row.errors)), [['last_name'], [], ['email']]);
    });

    test('import of the valid rows: every row valid imports all; no valid row imports nothing; reasons in French', async () => {
      const clean = await demo.post('/json/imports/workers', { csv: 'First Name,Last Name\nAll,Fine\n', mode: 'valid_rows' });
      assert.deepEqual(clean.body, { imported: 1, rejected: 0, message: 'Imported 1 worker', rejected_csv: null });

      const before = await workerCount();
      const none = await demo.post('/json/imports/workers', { csv: 'First Name,Last Name\n,Nobody\nNo,\n', mode: 'valid_rows' });
      assert.equal(none.status, 422);
      assert.equal(none.body.message, 'No row of the file can be imported; nothing was imported.');
      assert.deepEqual(none.body.errors.rows, ['Line 2: The first name field is required.', 'Line 3: The last name field is required.']);
      assert.equal(await workerCount(), before);

      const french = await demo.request({
        method: 'POST',
        url: '/json/imports/workers',
        payload: { csv: 'First Name,Last Name\nJeanne,Valide\n,Sansprénom\n', mode: 'valid_rows' },
        headers: { 'accept-language': 'fr-CA' },
      });
      const body = french.body as { message: string; rejected_csv: string };
      assert.equal(body.message, '1 travailleur importé. 1 ligne avec des erreurs n’a pas été importée; elle figure dans le fichier téléchargé avec sa raison.');
      const rows = parseCsv(body.rejected_csv).map((record) => record.cells);
      assert.deepEqual(rows[0].slice(-2), ['Ligne', 'Raison']);
      assert.equal(rows[1].at(-1), 'Le champ prénom est obligatoire.');

      const badMode = await demo.post('/json/imports/workers', { csv: 'First Name,Last Name\nA,B\n', mode: 'some' });
      assert.equal(badMode.status, 422);
      assert.deepEqual(badMode.body.errors, { mode: ['The mode field must be all or valid_rows.'] });
    });

    test('test workers: demo mode only, 1 to 50 at a time', async () => {
      const refused = await northern.post('/json/workers/test-workers', { count: 5 });
      assert.equal(refused.status, 403);
      assert.equal(refused.body.message, 'Test workers can only be added in demo mode.');
      assert.deepEqual((await demo.post('/json/workers/test-workers', { count: 51 })).body.errors, { count: ['The count may not be greater than 50.'] });
      assert.deepEqual((await demo.post('/json/workers/test-workers', { count: 0 })).body.errors, { count: ['The count must be at least 1.'] });
      const before = await workerCount();
      const created = await demo.post('/json/workers/test-workers', { count: 3 });
      assert.equal(created.status, 200);
      assert.deepEqual(created.body, { created: 3, message: 'Created 3 test workers' });
      assert.equal(await workerCount(), before + 3);
      const defaulted = await demo.post('/json/workers/test-workers', {});
      assert.equal(defaulted.body.created, 10);
      const newest = (await demo.get('/json/workers?order_by=newest&per_page=3')).body.workers.data;
      for (const worker of newest) {
        assert.match(worker.email, /@example\.com$/);
        assert.match(worker.phone_number, /^\(\d{3}\) 555-01\d{2}$/);
        assert.ok(worker.city && worker.state && worker.job_title);
      }
    });
  });
}
