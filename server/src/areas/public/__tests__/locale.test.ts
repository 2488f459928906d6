import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { databaseTargets } from '../../../__tests__/support/databases';
import { startTestApp, type TestApp } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';
import { prettyDate } from '../../../core/lib/time';

/** A call as a browser whose language is `language` makes it: public pages have no session, only Accept-Language. */
const as = (client: TestClient, language: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  client.request<any>({ method, url, payload: payload as object, headers: { 'accept-language': language } }); // eslint-disable-line @typescript-eslint/no-explicit-any

/** Well formed, never issued. */
const UNKNOWN_TOKEN = 'x'.repeat(43);

for (const target of await databaseTargets()) {
  describe(`public pages in the browser's language on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;
    let demo: TestClient;
    let visitor: TestClient;

    before(async () => {
      ctx = await startTestApp(target);
      demo = new TestClient(ctx.app);
      await demo.signIn('owner@demo.test');
      visitor = new TestClient(ctx.app);
    });
    after(async () => ctx?.close());

    test('the token pages’ messages follow Accept-Language', async () => {
      const wallet = await as(visitor, 'fr-CA,fr;q=0.9', 'GET', `/json/wallets/${UNKNOWN_TOKEN}`);
      assert.equal(wallet.status, 404);
      assert.deepEqual(wallet.body, { message: 'Ce lien n’est plus valide.' });
      assert.deepEqual((await as(visitor, 'en-CA', 'GET', `/json/wallets/${UNKNOWN_TOKEN}`)).body, { message: 'This link is no longer valid.' });

      const request = await as(visitor, 'fr', 'GET', `/json/credential-requests/${UNKNOWN_TOKEN}`);
      assert.equal(request.status, 404);
      assert.deepEqual(request.body, { message: 'Lien introuvable. Il se peut que la demande ait déjà été remplie!' });

      const update = await as(visitor, 'fr-FR', 'GET', `/json/user-credential-requests/${UNKNOWN_TOKEN}`);
      assert.equal(update.status, 404);
      assert.deepEqual(update.body, { message: 'Ce lien n’est pas valide. Ouvrez le lien complet de votre courriel ou demandez à votre employeur de vous en envoyer un nouveau.' });
      assert.equal(
        (await as(visitor, 'en', 'GET', `/json/user-credential-requests/${UNKNOWN_TOKEN}`)).body.message,
        'This link is not valid. Open the whole link from your e-mail, or ask your employer to send a new one.',
      );
    });

    test('the wallet’s dates are written in the visitor’s language', async () => {
      const [worker] = await ctx.db.query<{ id: number }>(
        `select w.id from enterprise_customer_workers w join enterprise_customers c on c.id = w.enterprise_customer_id
          where c.name = 'Demo Construction Ltd.' and exists (select 1 from user_credentials uc where uc.worker_id = w.id and uc.expiry is not null)
          order by w.id limit 1`,
      );
      const shared = await demo.post<{ wallet_token: { token: string } }>(`/json/workers/${worker.id}/wallets`, { email: 'hse@client-site.example.com' });
      assert.equal(shared.status, 200);
      const { token } = shared.body.wallet_token;

      type Shown = { expiry: string | null; expires_pretty_date: string | null };
      const french = (await as(visitor, 'fr-CA', 'GET', `/json/wallets/${token}`)).body.wallet.credentials as Shown[];
      const english = (await as(visitor, 'en-CA', 'GET', `/json/wallets/${token}`)).body.wallet.credentials as Shown[];
      const dated = french.filter((c) => c.expiry);
      assert.ok(dated.length > 0);
      for (const credential of dated) assert.equal(credential.expires_pretty_date, prettyDate(credential.expiry, 'fr-CA'));
      for (const credential of english.filter((c) => c.expiry)) assert.equal(credential.expires_pretty_date, prettyDate(credential.expiry, 'en-CA'));
      assert.notDeepEqual(
        dated.map((c) => c.expires_pretty_date),
        english.filter((c) => c.expiry).map((c) => c.expires_pretty_date),
        'French month names differ from English ones',
      );
    });
  });
}
