import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { databaseTargets } from '../../../__tests__/support/databases';
import { startTestApp, type TestApp } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';
import { LocalFileStorage } from '../../../core/storage';
import { storeUpload, type StoredFile } from '../../../core/files';

const PDF = Buffer.from('%PDF-1.4\n% safety ticket\n1 0 obj\n<<>>\nendobj\n%%EOF\n');

for (const target of await databaseTargets()) {
  describe(`stored files on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;
    let demo: TestClient;
    let northern: TestClient;
    let storage: LocalFileStorage;
    let demoId: number;
    let file: StoredFile;

    before(async () => {
      ctx = await startTestApp(target);
      storage = new LocalFileStorage(join(ctx.dataDir, 'files'));
      demo = new TestClient(ctx.app);
      await demo.signIn('owner@demo.test');
      northern = new TestClient(ctx.app);
      await northern.signIn('owner@northern.test');
      [{ id: demoId }] = await ctx.db.query<{ id: number }>(`select id from enterprise_customers where name = 'Demo Construction Ltd.'`);
      const [{ id: userId }] = await ctx.db.query<{ id: number }>(`select id from users where email = 'owner@demo.test'`);
      file = await storeUpload(ctx.db, storage, {
        customerId: demoId,
        userId,
        bytes: PDF,
        originalName: 'C:\\fakepath\\Fall "Arrest".pdf',
        allowed: ['pdf', 'png', 'jpeg'],
      });
    });
    after(async () => ctx?.close());

    test('an upload is stored under a generated key and recorded with its checked type, size and digest', async () => {
      assert.match(file.storage_key, /^[0-9a-f]{32}\.pdf$/);
      assert.equal(file.original_name, 'Fall "Arrest".pdf');
      assert.equal(file.mime_type, 'application/pdf');
      assert.equal(file.size_bytes, PDF.length);
      const [row] = await ctx.db.query<{ sha256: string; enterprise_customer_id: number }>(
        'select sha256, enterprise_customer_id from files where id = $1',
        [file.id],
      );
      assert.deepEqual(row, { sha256: createHash('sha256').update(PDF).digest('hex'), enterprise_customer_id: demoId });
      assert.ok((await storage.get(file.storage_key))?.equals(PDF));
    });

    test('a file of a refused type is neither stored nor recorded', async () => {
      const before = await ctx.db.query('select id from files');
      await assert.rejects(
        storeUpload(ctx.db, storage, { customerId: demoId, userId: null, bytes: Buffer.from('<svg onload=alert(1)>'), originalName: 'x.pdf', allowed: ['pdf'] }),
        (error: { status?: number }) => error.status === 422,
      );
      assert.equal((await ctx.db.query('select id from files')).length, before.length);
    });

    test('staff of the owning customer get the file inline, with its type, a safe name and no sniffing', async () => {
      const response = await demo.get(`/json/files/${file.id}`);
      assert.equal(response.status, 200);
      assert.equal(response.headers['content-type'], 'application/pdf');
      assert.equal(response.headers['content-disposition'], `inline; filename="Fall _Arrest_.pdf"; filename*=UTF-8''Fall%20%22Arrest%22.pdf`);
      assert.equal(response.headers['x-content-type-options'], 'nosniff');
      assert.equal(response.headers['cache-control'], 'private, max-age=3600');
      assert.equal(response.body, PDF.toString());
    });

    test('another customer, a signed-out visitor and unknown ids get nothing', async () => {
      assert.equal((await northern.get(`/json/files/${file.id}`)).status, 404);
      assert.equal((await new TestClient(ctx.app).get(`/json/files/${file.id}`)).status, 401);
      for (const id of ['999999', 'abc', '-1']) assert.equal((await demo.get(`/json/files/${id}`)).status, 404, id);
    });

    test('a file whose bytes are gone answers 404', async () => {
      const lost = await storeUpload(ctx.db, storage, { customerId: demoId, userId: null, bytes: PDF, originalName: 'lost.pdf', allowed: ['pdf'] });
      await storage.delete(lost.storage_key);
      assert.equal((await demo.get(`/json/files/${lost.id}`)).status, 404);
    });
  });
}
