import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { databaseTargets } from '../../../__tests__/support/databases';
import { startTestApp, type TestApp } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';
import { LocalFileStorage } from '../../storage';
import { storeUpload } from '../../files';

/** A PDF of 8 KB: above the size from which answers are compressed, of a type that does not compress. */
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(8 * 1024, '% padding line of a scanned ticket\n'), Buffer.from('%%EOF\n')]);

for (const target of await databaseTargets()) {
  describe(`compressed answers on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;
    let demo: TestClient;
    let fileId: number;

    const get = (url: string, acceptEncoding?: string) =>
      demo.request({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

    before(async () => {
      ctx = await startTestApp(target);
      demo = new TestClient(ctx.app);
      await demo.signIn('owner@demo.test');
      const [{ id: customerId }] = await ctx.db.query<{ id: number }>(`select id from enterprise_customers where name = 'Demo Construction Ltd.'`);
      const storage = new LocalFileStorage(join(ctx.dataDir, 'files'));
      ({ id: fileId } = await storeUpload(ctx.db, storage, { customerId, userId: null, bytes: PDF, originalName: 'ticket.pdf', allowed: ['pdf'] }));
    });
    after(async () => ctx?.close());

    test('a page of workers goes as Brotli or gzip to a client that accepts it, and as JSON to one that does not', async () => {
      const plain = await get('/json/workers');
      assert.equal(plain.status, 200);
      assert.equal(plain.headers['content-encoding'], undefined);
      const brotli = await get('/json/workers', 'gzip, deflate, br');
      assert.equal(brotli.headers['content-encoding'], 'br');
      assert.match(String(brotli.headers.vary), /accept-encoding/i);
      assert.ok(brotli.raw.length < plain.raw.length / 3, 'much smaller');
      assert.deepEqual(JSON.parse(brotliDecompressSync(brotli.raw).toString('utf8')), plain.body);
      const gzip = await get('/json/workers', 'gzip');
      assert.equal(gzip.headers['content-encoding'], 'gzip');
      assert.deepEqual(JSON.parse(gunzipSync(gzip.raw).toString('utf8')), plain.body);
    });

    test('a stored PDF is sent as it is: compressing it again would only cost time', async () => {
      const response = await get(`/json/files/${fileId}`, 'gzip, deflate, br');
      assert.equal(response.status, 200);
      assert.equal(response.headers['content-encoding'], undefined);
      assert.ok(response.raw.equals(PDF));
    });
  });
}
