import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { databaseTargets } from '../../../__tests__/support/databases';
import { appOn, startTestApp, type TestApp } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';

/** The security headers of docs/deploy.md, as a browser receives them. */
for (const target of await databaseTargets()) {
  describe(`security headers on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;

    before(async () => {
      ctx = await startTestApp(target);
    });
    after(async () => ctx?.close());

    test('a token page’s lookup keeps its own Referrer-Policy: no-referrer; other answers get same-origin', async () => {
      const visitor = new TestClient(ctx.app);
      await visitor.loadPage();
      for (const url of [`/json/wallets/${'A'.repeat(43)}`, `/json/shares/crews/${'A'.repeat(43)}`]) {
        const lookup = await visitor.get(url);
        assert.equal(lookup.status, 404);
        assert.equal(lookup.headers['referrer-policy'], 'no-referrer', url);
        assert.equal(lookup.headers['x-content-type-options'], 'nosniff');
      }
      const page = await visitor.request({ method: 'GET', url: '/login' });
      assert.equal(page.headers['referrer-policy'], 'same-origin');
      assert.equal(page.headers['x-frame-options'], 'DENY');
      assert.equal(page.headers['strict-transport-security'], undefined, 'no HSTS without SECURE_COOKIES');
    });

    test('with SECURE_COOKIES=true every answer carries Strict-Transport-Security with the configured max-age', async () => {
      for (const [settings, expected] of [
        [{ secureCookies: true }, 'max-age=15552000'],
        [{ secureCookies: true, hstsMaxAgeSeconds: 600 }, 'max-age=600'],
      ] as const) {
        const secure = await appOn(ctx.db, settings);
        try {
          for (const url of ['/login', '/healthz', '/json/users/me', `/json/wallets/${'A'.repeat(43)}`]) {
            const answer = await secure.app.inject({ method: 'GET', url });
            assert.equal(answer.headers['strict-transport-security'], expected, `${url} (${answer.statusCode})`);
          }
        } finally {
          await secure.close();
        }
      }
    });
  });
}
