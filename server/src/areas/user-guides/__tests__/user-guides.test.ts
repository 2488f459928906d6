import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { PDFDocument } from 'pdf-lib';
import { USER_GUIDES } from 'shared-api/contract';
import { databaseTargets } from '../../../__tests__/support/databases';
import { startTestApp, type TestApp } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';
import { GUIDES } from '../content';
import { renderGuide } from '../render';

for (const target of await databaseTargets()) {
  describe(`user guides on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;
    let visitor: TestClient;

    before(async () => {
      ctx = await startTestApp(target, { seed: false });
      visitor = new TestClient(ctx.app);
    });
    after(async () => ctx?.close());

    test('each guide is served as application/pdf at its URL, a few pages long, titled for its readers', async () => {
      for (const guide of USER_GUIDES) {
        const response = await visitor.get(guide.url);
        assert.equal(response.status, 200, guide.url);
        assert.equal(response.headers['content-type'], 'application/pdf');
        assert.equal(response.headers['content-disposition'], `inline; filename="${guide.key}.pdf"`);
        assert.equal(response.raw.subarray(0, 5).toString('latin1'), '%PDF-');
        const pdf = await PDFDocument.load(response.raw);
        assert.equal(pdf.getTitle(), GUIDES[guide.key].title);
        assert.ok(pdf.getPageCount() >= 3, `${guide.key}: ${pdf.getPageCount()} pages`);
      }
    });

    test('the committed PDFs are what content.ts renders (regenerate with generate.ts after an edit)', async () => {
      for (const guide of USER_GUIDES) {
        const served = (await visitor.get(guide.url)).raw;
        assert.ok(Buffer.from(await renderGuide(GUIDES[guide.key])).equals(served), guide.key);
      }
    });

    test('any other name under /guides is not found', async () => {
      assert.equal((await visitor.get('/guides/secrets.pdf')).status, 404);
      assert.equal((await visitor.get('/guides/..%2Fcontent.ts')).status, 404);
    });
  });
}
