import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { databaseTargets } from '../../../__tests__/support/databases';
import { startTestApp, type TestApp } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';
import { PDF_DOCUMENT, PNG_DOCUMENT, createWorker, documentPart, sendForm } from '../../../__tests__/support/credentials';

/** Issue 18: an upload that matches a credential of the worker is found before it becomes a silent duplicate. */
for (const target of await databaseTargets()) {
  describe(`duplicate credentials on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;
    let demo: TestClient;
    let northern: TestClient;
    let typeId: number;

    before(async () => {
      ctx = await startTestApp(target);
      demo = new TestClient(ctx.app);
      await demo.signIn('owner@demo.test');
      northern = new TestClient(ctx.app);
      await northern.signIn('owner@northern.test');
      [{ id: typeId }] = await ctx.db.query<{ id: number }>('select id from user_credential_types order by id limit 1');
    });
    after(async () => ctx?.close());

    const check = (client: TestClient, workerId: number, fields: Record<string, string>, file?: Buffer) =>
      sendForm(client, 'POST', `/json/workers/${workerId}/credentials/duplicates`, fields, file ? documentPart('file', file) : undefined);

    test('same name and document number, or the same file content, is a match; nothing is stored by the check', async () => {
      const workerId = await createWorker(demo, { first_name: 'Hana', last_name: 'Kowalczyk' });
      const added = await sendForm(
        demo,
        'POST',
        `/json/workers/${workerId}/credentials`,
        { name: 'Working at Heights', user_credential_type_id: String(typeId), document_number: 'WAH-12345' },
        documentPart('file', PDF_DOCUMENT),
      );
      assert.equal(added.status, 201, JSON.stringify(added.body));
      const existing = added.body.user_credential.id as number;
      const files = async () => (await ctx.db.query<{ n: number }>('select count(*)::int as n from files'))[0].n;
      const before = await files();

      const byNumber = await check(demo, workerId, { name: ' working at heights ', document_number: 'wah-12345' }, PNG_DOCUMENT);
      assert.equal(byNumber.status, 200, JSON.stringify(byNumber.body));
      assert.deepEqual(byNumber.body.duplicates.map((d: { id: number; same_document_number: boolean; same_file: boolean }) => [d.id, d.same_document_number, d.same_file]), [
        [existing, true, false],
      ]);
      assert.equal(
        byNumber.body.message,
        'Working at Heights with this document number is already on file for this worker. Replace it instead of adding a duplicate?',
      );

      const byFile = await check(demo, workerId, { name: 'WAH card (scan)' }, PDF_DOCUMENT);
      assert.deepEqual(byFile.body.duplicates.map((d: { id: number; same_file: boolean }) => [d.id, d.same_file]), [[existing, true]]);
      assert.equal(byFile.body.message, 'This file is already the document of Working at Heights for this worker. Replace that credential instead of adding a duplicate?');

      const different = await check(demo, workerId, { name: 'Working at Heights', document_number: 'WAH-99999' }, PNG_DOCUMENT);
      assert.deepEqual(different.body, { duplicates: [], message: null }, 'another number and another file: a new credential');
      const noNumber = await check(demo, workerId, { name: 'Working at Heights' });
      assert.deepEqual(noNumber.body.duplicates, [], 'a name alone is not enough');
      assert.equal(await files(), before, 'the check stores no file');

      const otherWorker = await createWorker(demo, { first_name: 'Ines', last_name: 'Duarte' });
      assert.deepEqual((await check(demo, otherWorker, { name: 'Working at Heights', document_number: 'WAH-12345' }, PDF_DOCUMENT)).body.duplicates, [], 'only this worker’s credentials');
      assert.deepEqual((await check(demo, workerId, { name: '' })).body.errors, { name: ['Credential name is required.'] });
      assert.equal((await check(northern, workerId, { name: 'Working at Heights', document_number: 'WAH-12345' })).status, 404, 'another customer’s worker');
    });
  });
}
