import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { databaseTargets } from '../../../__tests__/support/databases';
import { startTestApp, type TestApp } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';
import { parseCsv } from '../../../core/lib/csv';

/** The workers a Québec office types into Excel, as every test file below holds them. */
const WORKERS = [
  ['Gérald', 'Gagné', 'gerald.gagne@example.com', 'Montréal', 'fr-CA'],
  ['Sophie', 'Côté', 'sophie.cote@example.com', 'Trois-Rivières', 'fr-CA'],
  ['Noémie', 'Lévesque; fille', 'noemie.levesque@example.com', 'Québec', 'en-CA'],
];
const ENGLISH = ['First Name', 'Last Name', 'Email', 'City', 'Preferred Language'];
const FRENCH = ['Prénom', 'Nom', 'Courriel', 'Ville', 'Langue préférée'];

/** The rows written with a separator, quoting a cell that holds it, CRLF line ends as Excel writes them. */
const written = (header: string[], separator: string) =>
  [header, ...WORKERS].map((row) => row.map((cell) => (cell.includes(separator) ? `"${cell}"` : cell)).join(separator)).join('\r\n') + '\r\n';

const base64 = (bytes: Buffer) => bytes.toString('base64');

/** Excel's "CSV (comma delimited)" under French-Canadian Windows: semicolons, Windows-1252 (é is the byte 0xE9). */
const excelFrench = written(FRENCH, ';');

const FILES: Array<{ name: string; body: Record<string, string>; read_as: Record<string, unknown> }> = [
  {
    name: 'a semicolon file',
    body: { csv_base64: base64(Buffer.from(written(ENGLISH, ';'), 'utf8')) },
    read_as: { delimiter: 'semicolon', encoding: 'utf-8', byte_order_mark: false, encoding_certain: true },
  },
  {
    name: 'a tab file',
    body: { csv_base64: base64(Buffer.from(written(ENGLISH, '\t'), 'utf8')) },
    read_as: { delimiter: 'tab', encoding: 'utf-8', byte_order_mark: false, encoding_certain: true },
  },
  {
    name: 'a Windows-1252 file with accents and French headings',
    body: { csv_base64: base64(Buffer.from(excelFrench, 'latin1')) },
    read_as: { delimiter: 'semicolon', encoding: 'windows-1252', byte_order_mark: false, encoding_certain: true },
  },
  {
    name: 'a file with a byte-order mark',
    body: { csv_base64: base64(Buffer.from(`\uFEFF${written(ENGLISH, ',')}`, 'utf8')) },
    read_as: { delimiter: 'comma', encoding: 'utf-8', byte_order_mark: true, encoding_certain: true },
  },
  {
    name: 'a file with French headings in capitals and without accents, sent as text',
    body: { csv: written(['PRENOM', 'NOM', 'COURRIEL', 'VILLE', 'LANGUE PREFEREE'], ',') },
    read_as: { delimiter: 'comma', encoding: 'utf-8', byte_order_mark: false, encoding_certain: true },
  },
];

for (const target of await databaseTargets()) {
  describe(`worker import of files as Excel saves them, and exports Excel opens, on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;
    let demo: TestClient;
    let demoId: number;

    const imported = () =>
      ctx.db.query<{ first_name: string; last_name: string; email: string; city: string; preferred_language: string }>(
        `select first_name, last_name, email, city, preferred_language from enterprise_customer_workers
          where enterprise_customer_id = $1 and email like '%@example.com' and email in ($2, $3, $4) order by email`,
        [demoId, ...WORKERS.map((worker) => worker[2])],
      );

    before(async () => {
      ctx = await startTestApp(target);
      demo = new TestClient(ctx.app);
      await demo.signIn('owner@demo.test');
      [{ id: demoId }] = await ctx.db.query<{ id: number }>(`select id from enterprise_customers where name = 'Demo Construction Ltd.'`);
    });
    after(async () => ctx?.close());

    for (const file of FILES) {
      test(`${file.name} previews saying how it was read, and imports the same workers`, async () => {
        const preview = await demo.post('/json/imports/workers/preview', file.body);
        assert.equal(preview.status, 200, JSON.stringify(preview.body));
        assert.deepEqual(preview.body.read_as, file.read_as);
        assert.equal(preview.body.error_count, 0, JSON.stringify(preview.body.rows));
        assert.deepEqual(
          preview.body.rows.map((row: { values: Record<string, string> }) => [row.values.first_name, row.values.last_name]),
          WORKERS.map((worker) => [worker[0], worker[1]]),
        );

        const response = await demo.post('/json/imports/workers', file.body);
        assert.equal(response.status, 200, JSON.stringify(response.body));
        assert.equal(response.body.imported, 3);
        assert.deepEqual(
          (await imported()).map((worker) => [worker.first_name, worker.last_name, worker.email, worker.city, worker.preferred_language]),
          [...WORKERS].sort((a, b) => a[2].localeCompare(b[2])),
        );
        await ctx.db.query('delete from enterprise_customer_workers where enterprise_customer_id = $1 and email = any($2::text[])', [
          demoId,
          WORKERS.map((worker) => worker[2]),
        ]);
      });
    }

    test('Mac Roman accents are read as such but the preview asks; with the encoding chosen it is sure', async () => {
      // "Gagné" and "Côté" as older Excel for Mac saves them: é is 0x8E, ô 0x99.
      const macRoman: Record<string, number> = { é: 0x8e, ô: 0x99 };
      const macBytes = Buffer.from([...'Prénom;Nom\r\nGérald;Gagné\r\nSophie;Côté\r\n'].map((char) => macRoman[char] ?? char.charCodeAt(0)));
      const unsure = await demo.post('/json/imports/workers/preview', { csv_base64: base64(macBytes) });
      assert.equal(unsure.status, 200);
      assert.deepEqual(unsure.body.read_as, { delimiter: 'semicolon', encoding: 'macintosh', byte_order_mark: false, encoding_certain: false });
      const chosen = await demo.post('/json/imports/workers/preview', { csv_base64: base64(macBytes), encoding: 'macintosh' });
      assert.deepEqual(chosen.body.read_as, { delimiter: 'semicolon', encoding: 'macintosh', byte_order_mark: false, encoding_certain: true });
      assert.deepEqual(
        chosen.body.rows.map((row: { values: Record<string, string> }) => `${row.values.first_name} ${row.values.last_name}`),
        ['Gérald Gagné', 'Sophie Côté'],
      );
      const unknown = await demo.post('/json/imports/workers/preview', { csv_base64: base64(macBytes), encoding: 'ebcdic' });
      assert.equal(unknown.status, 422);
      assert.deepEqual(Object.keys(unknown.body.errors), ['encoding']);
      const notBase64 = await demo.post('/json/imports/workers/preview', { csv_base64: 'not base64!' });
      assert.equal(notBase64.status, 422);
      assert.deepEqual(Object.keys(notBase64.body.errors), ['csv_base64']);
    });

    test('a file without the name columns is refused naming them in the reader\'s language', async () => {
      const english = await demo.post('/json/imports/workers/preview', { csv: 'Courriel;Ville\r\na@example.com;Laval\r\n' });
      assert.deepEqual(english.body.errors, { csv: ['The file is missing the column(s): First Name and Last Name'] });
      const french = await demo.request<{ errors: Record<string, string[]> }>({
        method: 'POST',
        url: '/json/imports/workers/preview',
        payload: { csv: 'Courriel;Ville\r\na@example.com;Laval\r\n' },
        headers: { 'accept-language': 'fr-CA' },
      });
      assert.deepEqual(french.body.errors, { csv: ['Il manque au fichier la ou les colonnes suivantes\u00a0: Prénom et Nom'] });
    });

    test('the sample file is offered in the reader\'s language and imports cleanly', async () => {
      const sample = await demo.request({ method: 'GET', url: '/json/imports/workers/sample', headers: { 'accept-language': 'fr-CA' } });
      const text = sample.body as unknown as string;
      const rows = parseCsv(text).map((record) => record.cells);
      assert.deepEqual(rows[0], ['Prénom', 'Nom', 'Courriel', 'Téléphone', 'Adresse', 'Ville', 'Province', 'Code postal', 'Date de naissance', 'Biographie', 'Langue préférée']);
      assert.equal(rows[1][9], 'Électricienne Sceau rouge, 12 ans en entretien industriel.');
      const preview = await demo.post('/json/imports/workers/preview', { csv: text });
      assert.equal(preview.body.error_count, 0);
      assert.equal(preview.body.valid_count, rows.length - 1);
    });

    test('CSV handed out starts with the UTF-8 byte-order mark and ends its lines with CRLF', async () => {
      await demo.post('/json/workers', { first_name: 'Gérald', last_name: 'Gagné' });
      const exported = (await demo.post('/json/exports/workers', { first_name: true, last_name: true })).body.csv_string as string;
      const bytes = Buffer.from(exported, 'utf8');
      assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
      assert.ok(exported.includes('\r\nGérald,Gagné\r\n'), exported.slice(0, 200));
      assert.equal(exported.replace(/\r\n/g, '').includes('\n'), false, 'no bare LF');

      for (const url of ['/json/imports/workers/sample', '/json/credentials/bulk-upload/sample']) {
        const response = await demo.get(url);
        assert.equal(response.status, 200, url);
        assert.deepEqual([...response.raw.subarray(0, 3)], [0xef, 0xbb, 0xbf], url);
        assert.ok(String(response.body).includes('\r\n'), url);
      }
      const partial = await demo.post('/json/imports/workers', { csv: 'Prénom;Nom\r\nJeanne;Valide\r\n;Sansprénom\r\n', mode: 'valid_rows' });
      assert.equal(partial.body.imported, 1);
      assert.ok((partial.body.rejected_csv as string).startsWith('\uFEFFFirst Name,Last Name,'), 'the rows left out, headed in the reader\'s language');
    });
  });
}
