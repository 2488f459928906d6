import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { databaseTargets } from '../../../__tests__/support/databases';
import { startTestApp, type TestApp } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';
import { msg } from '../../../core/i18n';

interface Card {
  id: number;
  notification_type: string;
  message: string;
  created_at: string;
  is_read: boolean;
  metadata: Record<string, unknown>;
}

/** The notifications page: pages, the type filter, tenant scoping and each user's unread state. */
for (const target of await databaseTargets()) {
  describe(`notifications on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;
    let owner: TestClient;
    let admin: TestClient;
    let northern: TestClient;
    let demoId: number;

    const signedIn = async (email: string) => {
      const client = new TestClient(ctx.app);
      assert.equal((await client.signIn(email)).status, 200);
      return client;
    };
    const count = async (client: TestClient) => (await client.get('/json/notifications/unread-count')).body.unread_count as number;
    const notify = async (customerId: number, type = 'worker_archived') =>
      (
        await ctx.db.query<{ id: number }>(
          `insert into notifications (enterprise_customer_id, notification_type, message) values ($1, $2, $3) returning id`,
          [customerId, type, msg('workers:notifications.archived', { name: 'Test Worker' })],
        )
      )[0].id;

    before(async () => {
      ctx = await startTestApp(target);
      owner = await signedIn('owner@demo.test');
      admin = await signedIn('admin@demo.test');
      northern = await signedIn('owner@northern.test');
      [{ id: demoId }] = await ctx.db.query<{ id: number }>(`select id from enterprise_customers where name = 'Demo Construction Ltd.'`);
    });
    after(async () => ctx?.close());

    test('20 a page, newest first, pages that follow on; the type filter; only the session\'s customer', async () => {
      const [{ total }] = await ctx.db.query<{ total: number }>('select count(*)::int as total from notifications where enterprise_customer_id = $1', [demoId]);
      const first = await owner.get('/json/notifications');
      assert.equal(first.status, 200);
      const page = first.body.notifications;
      assert.equal(page.total, total);
      assert.equal(page.per_page, 20);
      assert.equal(page.data.length, Math.min(20, total));
      const times = page.data.map((card: Card) => Date.parse(card.created_at));
      assert.deepEqual(times, [...times].sort((a, b) => b - a));
      assert.ok(page.data.every((card: Card) => typeof card.is_read === 'boolean'));
      if (total > 20) {
        assert.equal(page.next_page_url, '/json/notifications?page=2');
        const second = (await owner.get('/json/notifications?page=2')).body.notifications;
        assert.equal(second.current_page, 2);
        const ids = new Set(page.data.map((card: Card) => card.id));
        assert.ok(second.data.every((card: Card) => !ids.has(card.id)), 'no card twice');
      }

      const uploads = (await owner.get('/json/notifications?notification_type=bulk_credential_upload')).body.notifications;
      assert.ok(uploads.data.length > 0);
      assert.ok(uploads.data.every((card: Card) => card.notification_type === 'bulk_credential_upload'));
      assert.ok(uploads.data.some((card: Card) => typeof card.metadata.uploads_s3_url === 'string'), 'the details window\'s link');
      if (uploads.next_page_url) assert.match(uploads.next_page_url, /notification_type=bulk_credential_upload/);

      const northernIds = new Set((await ctx.db.query<{ id: number }>(`select id from notifications where enterprise_customer_id <> $1`, [demoId])).map((row) => row.id));
      const all = (await owner.get('/json/notifications?page=1')).body.notifications.data as Card[];
      assert.ok(all.every((card) => !northernIds.has(card.id)), 'another customer\'s notifications are not listed');
    });

    test('a type outside the list is a 422, in French too', async () => {
      const bad = await owner.get('/json/notifications?notification_type=nope');
      assert.equal(bad.status, 422);
      assert.deepEqual(bad.body.errors.notification_type, ['The notification type must be one of the notification types or empty.']);
      const french = await owner.request<{ errors: Record<string, string[]> }>({ method: 'GET', url: '/json/notifications?notification_type=nope', headers: { 'accept-language': 'fr-CA' } });
      assert.deepEqual(french.body.errors.notification_type, ['Le type de notification doit être l’un des types de notification ou vide.']);
      assert.equal((await owner.get('/json/notifications?page=0')).status, 422);
    });

    test('unread is per user: one marked read, then all; a new notification is unread again', async () => {
      const ownerBefore = await count(owner);
      const adminBefore = await count(admin);
      const fresh = await notify(demoId);
      assert.equal(await count(owner), ownerBefore + 1);
      const listed = (await owner.get('/json/notifications')).body;
      assert.equal(listed.unread_count, ownerBefore + 1);
      assert.equal(listed.notifications.data.find((card: Card) => card.id === fresh).is_read, false);

      const seen = await owner.put(`/json/notifications/${fresh}/read`);
      assert.equal(seen.status, 200);
      assert.deepEqual(seen.body, { message: 'Notification marked as read.', unread_count: ownerBefore });
      assert.equal((await owner.put(`/json/notifications/${fresh}/read`)).body.unread_count, ownerBefore, 'marking twice changes nothing');
      assert.equal((await owner.get('/json/notifications')).body.notifications.data.find((card: Card) => card.id === fresh).is_read, true);
      assert.equal(await count(admin), adminBefore + 1, 'another user still has it unread');

      const all = await admin.put('/json/notifications/read-all');
      assert.deepEqual(all.body, { message: 'All notifications marked as read.', unread_count: 0 });
      assert.ok((await admin.get('/json/notifications')).body.notifications.data.every((card: Card) => card.is_read));
      assert.equal(await count(owner), ownerBefore, 'the owner\'s count is theirs');
      await notify(demoId, 'worker_restored');
      assert.equal(await count(admin), 1);
      assert.equal(await count(owner), ownerBefore + 1);
    });

    test('another customer\'s notification cannot be marked (404) and never counts', async () => {
      const northernBefore = await count(northern);
      const demoNotification = await notify(demoId);
      assert.equal(await count(northern), northernBefore);
      assert.equal((await northern.put(`/json/notifications/${demoNotification}/read`)).status, 404);
      assert.equal((await northern.put('/json/notifications/abc/read')).status, 404);
      await northern.put('/json/notifications/read-all');
      assert.equal(await count(northern), 0);
      assert.ok((await count(owner)) > 0, 'Northern\'s mark-all did not touch Demo\'s');
      assert.equal((await new TestClient(ctx.app).get('/json/notifications')).status, 401);
    });
  });
}
