import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import sharp from 'sharp';
import { databaseTargets } from '../../../__tests__/support/databases';
import { startTestApp, type TestApp } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';
import { multipartForm, type FormPart } from '../../../__tests__/support/multipart';
import { LocalFileStorage } from '../../../core/storage';
import type { WorkerResponse } from 'shared-api/contract';

const MB = 1024 * 1024;

type UploadResponse = Partial<WorkerResponse> & { message: string; errors?: Record<string, string[]> };

const pngPicture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 30, g: 90, b: 200, alpha: 0.5 } } }).png().toBuffer();

for (const target of await databaseTargets()) {
  describe(`worker profile picture and job title on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;
    let demo: TestClient;
    let northern: TestClient;
    let workerId: number;
    let storage: LocalFileStorage;

    const upload = (client: TestClient, parts: FormPart[], id = workerId) =>
      client.request<UploadResponse>({ method: 'POST', url: `/json/workers/${id}/profile/image`, ...multipartForm(parts) });
    const pictureOf = async (id: number) =>
      (await ctx.db.query<{ path: string | null }>('select profile_picture_path as path from enterprise_customer_workers where id = $1', [id]))[0].path;

    before(async () => {
      ctx = await startTestApp(target);
      storage = new LocalFileStorage(join(ctx.dataDir, 'files'));
      demo = new TestClient(ctx.app);
      await demo.signIn('owner@demo.test');
      northern = new TestClient(ctx.app);
      await northern.signIn('owner@northern.test');
      [{ id: workerId }] = await ctx.db.query<{ id: number }>(
        `select w.id from enterprise_customer_workers w join enterprise_customers c on c.id = w.enterprise_customer_id
          where c.name = 'Demo Construction Ltd.' order by w.id limit 1`,
      );
    });
    after(async () => ctx?.close());

    test('an uploaded PNG is resized to 512×512, stored, and served to the staff of the customer', async () => {
      const response = await upload(demo, [{ name: 'image', filename: 'me.png', contentType: 'image/png', value: await pngPicture(1200, 800) }]);
      assert.equal(response.status, 200, JSON.stringify(response.body));
      assert.equal(response.body.message, 'Profile picture updated successfully');
      assert.equal(response.body.worker?.id, workerId);
      const url = response.body.worker?.profile_picture_url ?? '';
      assert.match(url, new RegExp(`^/json/workers/${workerId}/profile/image\\?v=[0-9a-f]+$`));

      const picture = await demo.request<string>({ method: 'GET', url });
      assert.equal(picture.status, 200);
      assert.equal(picture.headers['content-type'], 'image/jpeg');
      assert.equal(picture.headers['x-content-type-options'], 'nosniff');
      assert.match(String(picture.headers['cache-control']), /^private/);
      const stored = (await storage.get((await pictureOf(workerId))!))!;
      assert.equal(Number(picture.headers['content-length']), stored.length);
      const metadata = await sharp(stored).metadata();
      assert.deepEqual([metadata.format, metadata.width, metadata.height], ['jpeg', 512, 512]);
    });

    test('a new picture replaces the previous one, whose file is deleted', async () => {
      const previous = (await pictureOf(workerId))!;
      assert.ok(await storage.get(previous));
      const response = await upload(demo, [{ name: 'image', filename: 'new.jpg', contentType: 'image/jpeg', value: await sharp(await pngPicture(300, 600)).jpeg().toBuffer() }]);
      assert.equal(response.status, 200);
      const current = (await pictureOf(workerId))!;
      assert.notEqual(current, previous);
      assert.equal(await storage.get(previous), null, 'old bytes deleted');
      assert.deepEqual(await ctx.db.query('select id from files where storage_key = $1', [previous]), [], 'old row deleted');
      const metadata = await sharp((await storage.get(current))!).metadata();
      assert.ok(metadata.width! <= 512 && metadata.height! <= 512);
    });

    test('the type is checked by content: PDF bytes named .png are refused', async () => {
      const before = await pictureOf(workerId);
      const response = await upload(demo, [{ name: 'image', filename: 'photo.png', contentType: 'image/png', value: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n') }]);
      assert.equal(response.status, 422);
      assert.deepEqual(response.body.errors, { image: ['The file must be a PNG or JPEG image.'] });
      assert.equal(await pictureOf(workerId), before);
    });

    test('a file that starts like a PNG but is not an image is refused', async () => {
      const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not really an image')]);
      const response = await upload(demo, [{ name: 'image', filename: 'fake.png', contentType: 'image/png', value: fake }]);
      assert.equal(response.status, 422);
      assert.deepEqual(response.body.errors, { image: ['The file must be a PNG or JPEG image.'] });
    });

    test('a picture over 5 MB is refused with the limit', async () => {
      const large = Buffer.concat([await pngPicture(10, 10), Buffer.alloc(5 * MB)]);
      const response = await upload(demo, [{ name: 'image', filename: 'large.png', contentType: 'image/png', value: large }]);
      assert.equal(response.status, 422);
      assert.deepEqual(response.body.errors, { image: ['The file may not be greater than 5 MB.'] });
    });

    test('no file gives the spec message', async () => {
      for (const parts of [[], [{ name: 'image', filename: '', value: Buffer.alloc(0) }], [{ name: 'other', value: 'x' }]] as FormPart[][]) {
        const response = await upload(demo, parts);
        assert.equal(response.status, 422);
        assert.deepEqual(response.body, { message: 'Please select an image to update', errors: { image: ['Please select an image to update'] } });
      }
      const json = await demo.post(`/json/workers/${workerId}/profile/image`, {});
      assert.equal(json.status, 422);
      assert.equal(json.body.message, 'Please select an image to update');
    });

    test('another customer can neither see nor change the picture', async () => {
      assert.equal((await demo.get(`/json/workers/${workerId}/profile/image`)).status, 200);
      assert.equal((await northern.get(`/json/workers/${workerId}/profile/image`)).status, 404);
      assert.equal((await new TestClient(ctx.app).get(`/json/workers/${workerId}/profile/image`)).status, 401);
      const response = await upload(northern, [{ name: 'image', filename: 'me.png', value: await pngPicture(20, 20) }]);
      assert.equal(response.status, 404);
      const [{ fileId }] = await ctx.db.query<{ fileId: number }>(
        `select f.id as "fileId" from files f join enterprise_customer_workers w on w.profile_picture_path = f.storage_key where w.id = $1`,
        [workerId],
      );
      assert.equal((await demo.get(`/json/files/${fileId}`)).status, 200);
      assert.equal((await northern.get(`/json/files/${fileId}`)).status, 404);
    });

    test('a worker without a picture has no url and its picture route answers 404', async () => {
      const [{ id }] = await ctx.db.query<{ id: number }>(
        `select w.id from enterprise_customer_workers w join enterprise_customers c on c.id = w.enterprise_customer_id
          where c.name = 'Demo Construction Ltd.' and w.profile_picture_path is null order by w.id limit 1`,
      );
      const response = await demo.put(`/json/workers/${id}/profile/job-title`, { job_title: 'Foreman' });
      assert.equal(response.body.worker.profile_picture_url, null);
      assert.equal((await demo.get(`/json/workers/${id}/profile/image`)).status, 404);
    });

    test('the job title is updated, trimmed, limited to 255 characters and scoped to the customer', async () => {
      const response = await demo.put(`/json/workers/${workerId}/profile/job-title`, { job_title: '  Journeyman Electrician ' });
      assert.equal(response.status, 200);
      assert.equal(response.body.worker.job_title, 'Journeyman Electrician');
      const long = await demo.put(`/json/workers/${workerId}/profile/job-title`, { job_title: 'x'.repeat(256) });
      assert.equal(long.status, 422);
      assert.deepEqual(long.body.errors, { job_title: ['The job title may not be greater than 255 characters.'] });
      assert.equal((await northern.put(`/json/workers/${workerId}/profile/job-title`, { job_title: 'Boss' })).status, 404);
      const [{ title }] = await ctx.db.query<{ title: string }>('select job_title as title from enterprise_customer_workers where id = $1', [workerId]);
      assert.equal(title, 'Journeyman Electrician');
    });
  });
}
