import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { databaseTargets } from '../../../__tests__/support/databases';
import { startTestApp, type TestApp } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';

/** A call as a browser whose language is `language` makes it. */
const as = (client: TestClient, language: string, method: 'GET' | 'PUT', url: string) =>
  client.request<any>({ method, url, headers: { 'accept-language': language } }); // eslint-disable-line @typescript-eslint/no-explicit-any

interface Item {
  notification_card_title: { title: string; color: string };
  message: string;
  created_at_diff_for_humans: string;
}

for (const target of await databaseTargets()) {
  describe(`dashboard notifications in the reader's language on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;
    let demo: TestClient;
    let demoId: number;
    let worker: { id: number; name: string };

    before(async () => {
      ctx = await startTestApp(target);
      demo = new TestClient(ctx.app);
      await demo.signIn('owner@demo.test');
      [{ id: demoId }] = await ctx.db.query<{ id: number }>(`select id from enterprise_customers where name = 'Demo Construction Ltd.'`);
      [worker] = await ctx.db.query<{ id: number; name: string }>(
        `select id, first_name || ' ' || last_name as name from enterprise_customer_workers
          where enterprise_customer_id = $1 and is_active order by id limit 1`,
        [demoId],
      );
    });
    after(async () => ctx?.close());

    test('a stored notification is answered in each reader’s language; an old plain-text one passes through', async () => {
      // A row written before the catalogs: plain English, shown as it is.
      await ctx.db.query(
        `insert into notifications (enterprise_customer_id, notification_type, message, worker_id, created_at)
         values ($1, 'worker_restored', 'An old plain message.', $2, now() - interval '1 hour')`,
        [demoId, worker.id],
      );
      assert.equal((await demo.put(`/json/workers/${worker.id}/archive`, {})).status, 200);

      const [english, old] = (await as(demo, 'en-CA', 'GET', '/json/summaries/notifications?limit=50')).body.notifications as Item[];
      assert.deepEqual(english.notification_card_title, { title: 'Worker Deactivated', color: '#b91c1c' });
      assert.equal(english.message, `${worker.name} was deactivated and removed from all crews.`);
      // "just now" while less than half a second has passed (core/lib/time's unit tests hold the words to it).
      assert.match(english.created_at_diff_for_humans, /^(just now|\d+ seconds? ago)$/);

      const french = (await as(demo, 'fr-CA,fr;q=0.9', 'GET', '/json/summaries/notifications?limit=50')).body.notifications as Item[];
      assert.deepEqual(french[0].notification_card_title, { title: 'Travailleur désactivé', color: '#b91c1c' });
      assert.equal(french[0].message, `${worker.name} a été désactivé et retiré de toutes les équipes.`);
      assert.match(french[0].created_at_diff_for_humans, /^(à l’instant|il y a \d+ secondes?)$/);
      const plain = french.find((n) => n.message === 'An old plain message.');
      assert.ok(plain && old, 'the plain-text row is listed');
      assert.equal(plain.notification_card_title.title, 'Travailleur activé');
      assert.equal(plain.created_at_diff_for_humans, 'il y a 1 heure');
    });

    test('the summaries’ 422 and relative times in French', async () => {
      const invalid = await as(demo, 'fr-CA', 'GET', '/json/summaries/workers?limit=500');
      assert.equal(invalid.status, 422);
      assert.deepEqual(invalid.body.errors, { limit: ['La limite ne doit pas dépasser 50.'] });
      assert.deepEqual((await as(demo, 'en-CA', 'GET', '/json/summaries/workers?limit=500')).body.errors, { limit: ['The limit may not be greater than 50.'] });
      const workers = (await as(demo, 'fr-CA', 'GET', '/json/summaries/workers?limit=5')).body.workers as Array<{ created_at_diff_for_humans: string }>;
      assert.ok(workers.every((w) => /^(il y a|dans) |^à l’instant$/.test(w.created_at_diff_for_humans)), JSON.stringify(workers));
    });
  });
}
