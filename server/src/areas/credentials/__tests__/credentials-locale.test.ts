import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { databaseTargets } from '../../../__tests__/support/databases';
import { startTestApp, type TestApp } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';
import { createWorker } from '../../../__tests__/support/credentials';
import { loadConfig } from '../../../config';
import { toCsv } from '../../../core/lib/csv';
import { createFileStorage, type FileStorage } from '../../../core/storage';

/** A call as a browser whose language is `language` makes it. */
const as = (client: TestClient, language: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  client.request<any>({ method, url, payload: payload as object, headers: { 'accept-language': language } }); // eslint-disable-line @typescript-eslint/no-explicit-any

const HEADER = ['First Name', 'Last Name', 'Email', 'Credential Name', 'Credential Issued Date', 'Credential Expiry'];

for (const target of await databaseTargets()) {
  describe(`the credentials area in English and French on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;
    let demo: TestClient;
    let storage: FileStorage;
    let workerId: number;

    before(async () => {
      ctx = await startTestApp(target);
      demo = new TestClient(ctx.app);
      await demo.signIn('owner@demo.test');
      // The app's own storage: the same folder the test app was configured with.
      storage = createFileStorage(
        loadConfig({}, { dataDir: ctx.dataDir, shellDist: join(ctx.dataDir, 'shell'), sessionSecret: 'test-secret', logLevel: 'silent' }),
      );
      workerId = await createWorker(demo, { first_name: 'Élodie', last_name: 'Gagnon' });
    });
    after(async () => ctx?.close());

    test('the Add Credential 422 by Accept-Language, and its success message', async () => {
      const path = `/json/workers/${workerId}/credentials`;
      const french = await as(demo, 'fr-CA,fr;q=0.9', 'POST', path, { issued: '2026-01-01', expiry: '2025-01-01' });
      assert.equal(french.status, 422);
      assert.deepEqual(french.body.errors, {
        name: ['Le champ nom de l’attestation est obligatoire.'],
        user_credential_type_id: ['Le champ type d’attestation est obligatoire.'],
        issued: ['La date de délivrance ne peut pas être postérieure à la date d’expiration.'],
      });
      assert.equal(french.body.message, 'Le champ nom de l’attestation est obligatoire. (et 2 autres erreurs)');
      const english = await as(demo, 'en-CA', 'POST', path, { issued: '2026-01-01', expiry: '2025-01-01' });
      assert.deepEqual(english.body.errors, {
        name: ['Credential name is required.'],
        user_credential_type_id: ['Credential type is required.'],
        issued: ['Issued date cannot be after expiry date.'],
      });

      const [type] = await ctx.db.query<{ id: number }>("select id from user_credential_types where label = 'Card'");
      const created = await as(demo, 'fr', 'POST', path, { name: 'Carte ASP Construction', user_credential_type_id: type.id, issued: '2025-03-14', expiry: '2030-03-14' });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      assert.equal(created.body.message, 'Attestation ajoutée avec succès : Carte ASP Construction pour Élodie Gagnon');
      assert.equal(created.body.user_credential.issued_pretty_date, '14 mars 2025');
      assert.match(created.body.user_credential.expiry_diff_for_humans, /^dans \d+ ans?$/);

      const deleted = await as(demo, 'fr-CA', 'DELETE', `${path}/${created.body.user_credential.id}`);
      assert.deepEqual(deleted.body, { message: 'Attestation supprimée avec succès.' });
    });

    test('a bulk upload refused for its rows answers in French, line by line', async () => {
      const csv = toCsv([HEADER, ['Ann', 'Lee', 'ann.fr@example', 'SIMDUT 2015', '03/04/2025', '']]);
      const response = await as(demo, 'fr-CA', 'POST', '/json/credentials/bulk-upload', { csv });
      assert.equal(response.status, 422);
      assert.equal(response.body.message, 'Le fichier contient 1 ligne comportant des erreurs; rien n’a été téléversé.');
      assert.deepEqual(response.body.errors, {
        rows: [
          'Ligne 2 : Le champ courriel doit être une adresse courriel valide. Le champ date de délivrance de l’attestation (03/04/2025) peut se lire jour/mois ou mois/jour; écrivez-le au format AAAA-MM-JJ.',
        ],
      });
      const preview = await as(demo, 'fr-CA', 'POST', '/json/credentials/bulk-upload/preview', { csv });
      assert.deepEqual(preview.body.rows[0].errors.email, ['Le champ courriel doit être une adresse courriel valide.']);
    });

    test('row errors and failures stored by the job are read back in the reader\'s language', async () => {
      // A file accepted, then changed in storage before the job reads it: the job records its rows' errors.
      const accepted = await demo.post('/json/credentials/bulk-upload', {
        csv: toCsv([HEADER, ['Marc', 'Roy', 'marc.fr@example.com', 'SIMDUT 2015', '2025-01-20', '2026-01-20']]),
      });
      assert.equal(accepted.status, 202, JSON.stringify(accepted.body));
      const id = accepted.body.bulk_credential_upload.id;
      const [file] = await ctx.db.query<{ storage_key: string }>(
        'select f.storage_key from bulk_credential_uploads bu join files f on f.id = bu.file_id where bu.id = $1',
        [id],
      );
      const changed = toCsv([
        HEADER,
        ['', 'Roy', 'marc.fr@example.com', 'SIMDUT 2015', '2025-01-20', '2026-01-20'],
        ['Marc', 'Roy', 'marc.fr@example.com', 'Travail en hauteur', '2025-02-01', ''],
      ]);
      await storage.put(file.storage_key, Buffer.from(changed, 'utf8'), 'text/csv');
      await ctx.app.jobWorker.drain();

      const french = (await as(demo, 'fr-CA', 'GET', `/json/credentials/bulk-uploads/${id}`)).body.bulk_credential_upload;
      assert.equal(french.status, 'done');
      assert.deepEqual(
        french.results.map((r: { outcome: string; message: string }) => [r.outcome, r.message]),
        [
          ['failed', 'Le champ prénom est obligatoire.'],
          ['created', 'Attestation Travail en hauteur ajoutée. Nouveau travailleur créé : Marc Roy.'],
        ],
      );
      const english = (await as(demo, 'en-CA', 'GET', `/json/credentials/bulk-uploads/${id}`)).body.bulk_credential_upload;
      assert.deepEqual(english.results.map((r: { message: string }) => r.message), [
        'The first name field is required.',
        'Travail en hauteur added. New worker Marc Roy created.',
      ]);

      // A stored file gone: the upload fails with a reason each reader gets in their language.
      const lost = await demo.post('/json/credentials/bulk-upload', {
        csv: toCsv([HEADER, ['Lise', 'Roy', 'lise.fr@example.com', 'SIMDUT 2015', '2025-01-20', '2026-01-20']]),
      });
      const [lostFile] = await ctx.db.query<{ storage_key: string }>(
        'select f.storage_key from bulk_credential_uploads bu join files f on f.id = bu.file_id where bu.id = $1',
        [lost.body.bulk_credential_upload.id],
      );
      await storage.delete(lostFile.storage_key);
      await ctx.app.jobWorker.drain();
      const failed = (await as(demo, 'fr-CA', 'GET', `/json/credentials/bulk-uploads/${lost.body.bulk_credential_upload.id}`)).body;
      assert.equal(failed.bulk_credential_upload.status, 'failed');
      assert.equal(failed.bulk_credential_upload.error, 'Le fichier téléversé n’est plus conservé. Téléversez-le de nouveau.');
      const failedEnglish = (await demo.get(`/json/credentials/bulk-uploads/${lost.body.bulk_credential_upload.id}`)).body;
      assert.equal(failedEnglish.bulk_credential_upload.error, 'The uploaded file is no longer stored. Upload it again.');
    });
  });
}
