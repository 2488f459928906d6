import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { databaseTargets } from '../../../__tests__/support/databases';
import { startTestApp, type TestApp } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';
import { DEMO_CUSTOMER } from '../../../seed/demo';

const DAY = 24 * 3600 * 1000;
const today = () => new Date(new Date().toISOString().slice(0, 10) + 'T00:00:00Z');
const daysFromToday = (date: string) => Math.round((new Date(`${date}T00:00:00Z`).getTime() - today().getTime()) / DAY);

for (const target of await databaseTargets()) {
  describe(`dashboard endpoints on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;
    let demo: TestClient;
    let northern: TestClient;
    let demoId: number;
    before(async () => {
      ctx = await startTestApp(target);
      demo = new TestClient(ctx.app);
      await demo.signIn('owner@demo.test');
      northern = new TestClient(ctx.app);
      await northern.signIn('owner@northern.test');
      [{ id: demoId }] = await ctx.db.query<{ id: number }>(`select id from enterprise_customers where name = 'Demo Construction Ltd.'`);
    });
    after(async () => ctx?.close());

    test('every dashboard call needs a session', async () => {
      const anonymous = new TestClient(ctx.app);
      for (const path of ['/json/summaries/workers', '/json/summaries/crews', '/json/summaries/notifications', '/json/summaries/worker-tags', '/json/credentials']) {
        assert.equal((await anonymous.get(path)).status, 401, path);
      }
    });

    test('workers summary: the active worker count and the 10 newest, with their crew counts', async () => {
      const response = await demo.get('/json/summaries/workers?limit=10');
      assert.equal(response.status, 200);
      const [{ count }] = await ctx.db.query<{ count: number }>(
        'select count(*)::int as count from enterprise_customer_workers where enterprise_customer_id = $1 and is_active',
        [demoId],
      );
      assert.equal(response.body.workers_count, count);
      assert.equal(response.body.workers.length, 10);
      const created = response.body.workers.map((w: { created_at: string }) => w.created_at);
      assert.deepEqual(created, [...created].sort().reverse(), 'newest first');
      const first = response.body.workers[0];
      const [{ crews }] = await ctx.db.query<{ crews: number }>('select count(*)::int as crews from crew_workers where worker_id = $1', [first.id]);
      assert.equal(first.crews_count, crews);
      assert.match(first.created_at_diff_for_humans, /ago|just now/);
    });

    test('summary limits are validated with 422 field messages', async () => {
      const zero = await demo.get('/json/summaries/workers?limit=0');
      assert.equal(zero.status, 422);
      assert.deepEqual(zero.body.errors, { limit: ['The limit must be at least 1.'] });
      const text = await demo.get('/json/summaries/crews?limit=lots');
      assert.equal(text.status, 422);
      assert.deepEqual(text.body.errors, { limit: ['The limit must be a number.'] });
    });

    test('crews summary: count, names and worker counts', async () => {
      const response = await demo.get('/json/summaries/crews?limit=10');
      const [{ count }] = await ctx.db.query<{ count: number }>('select count(*)::int as count from crews where enterprise_customer_id = $1', [demoId]);
      assert.equal(response.body.crews_count, count);
      assert.ok(response.body.crews.length > 0 && response.body.crews.length <= 10);
      for (const crew of response.body.crews) {
        const [{ n }] = await ctx.db.query<{ n: number }>('select count(*)::int as n from crew_workers where crew_id = $1', [crew.id]);
        assert.equal(crew.crew_workers_count, n);
      }
    });

    test('notifications summary: newest first, each with a card title, colour and relative time', async () => {
      const response = await demo.get('/json/summaries/notifications?limit=10');
      const notifications = response.body.notifications;
      assert.equal(notifications.length, 10);
      const created = notifications.map((n: { created_at: string }) => n.created_at);
      assert.deepEqual(created, [...created].sort().reverse());
      for (const n of notifications) {
        assert.ok(n.notification_card_title.title.length > 0);
        assert.match(n.notification_card_title.color, /^#[0-9a-f]{6}$/);
        assert.ok(n.created_at_diff_for_humans);
      }
    });

    test('worker tags summary: each tag with its worker count', async () => {
      const response = await demo.get('/json/summaries/worker-tags');
      assert.ok(response.body.tags.length > 8, 'enough tags to need "+ N more"');
      const { tag, tag_count } = response.body.tags[0];
      const [{ n }] = await ctx.db.query<{ n: number }>('select count(*)::int as n from worker_tags where tag_id = $1', [tag.id]);
      assert.equal(tag_count, n);
      assert.match(tag.color, /^#[0-9a-f]{6}$/);
    });

    test('expiring credentials: within 90 days and not yet expired, soonest first', async () => {
      const response = await demo.get('/json/credentials?expiring=90_days&page=1');
      assert.equal(response.status, 200);
      const page = response.body.credentials;
      assert.ok(page.total > 0);
      for (const credential of page.data) {
        const days = daysFromToday(credential.expiry);
        assert.ok(days >= 0 && days <= 90, `${credential.expiry} is within 90 days`);
        assert.equal(credential.is_expired, false);
        assert.ok(credential.worker.full_name);
      }
      const expiries = page.data.map((c: { expiry: string }) => c.expiry);
      assert.deepEqual(expiries, [...expiries].sort());
    });

    test('the 30, 60 and 90 day windows nest, and expired ones are flagged', async () => {
      const totals: number[] = [];
      for (const window of ['30_days', '60_days', '90_days']) {
        totals.push((await demo.get(`/json/credentials?expiring=${window}`)).body.credentials.total);
      }
      assert.ok(totals[0] > 0 && totals[0] <= totals[1] && totals[1] <= totals[2], `${totals}`);
      const expired = (await demo.get('/json/credentials?expiring=expired')).body.credentials;
      assert.ok(expired.total > 0);
      for (const credential of expired.data) {
        assert.equal(credential.is_expired, true);
        assert.ok(daysFromToday(credential.expiry) < 0);
        assert.match(credential.expiry_diff_for_humans, /ago/);
      }
    });

    test('each filter\'s total is the number of matching credentials, and expired ones come most recently expired first', async () => {
      const [counted] = await ctx.db.query<Record<string, number>>(
        `select count(*)::int as all,
                (count(*) filter (where expiry < current_date))::int as expired,
                (count(*) filter (where expiry between current_date and current_date + 30))::int as "30_days",
                (count(*) filter (where expiry between current_date and current_date + 90))::int as "90_days"
           from user_credentials where enterprise_customer_id = (select id from enterprise_customers where name = $1)`,
        [DEMO_CUSTOMER],
      );
      for (const filter of ['expired', '30_days', '90_days']) {
        assert.equal((await demo.get(`/json/credentials?expiring=${filter}`)).body.credentials.total, counted[filter], filter);
      }
      assert.equal((await demo.get('/json/credentials')).body.credentials.total, counted.all);
      const expired = (await demo.get('/json/credentials?expiring=expired&per_page=50')).body.credentials.data;
      const expiries = expired.map((c: { expiry: string }) => c.expiry);
      assert.deepEqual(expiries, [...expiries].sort().reverse());
    });

    test('the credential list paginates in Laravel\'s shape and keeps its filters in the links', async () => {
      const first = (await demo.get('/json/credentials?expiring=expired&per_page=5')).body.credentials;
      assert.equal(first.current_page, 1);
      assert.equal(first.per_page, 5);
      assert.equal(first.from, 1);
      assert.equal(first.to, first.data.length);
      assert.equal(first.last_page, Math.ceil(first.total / 5));
      if (first.last_page > 1) {
        assert.match(first.next_page_url, /expiring=expired/);
        assert.match(first.next_page_url, /page=2/);
        const second = (await demo.get(first.next_page_url)).body.credentials;
        assert.equal(second.current_page, 2);
        assert.equal(second.from, 6);
        const overlap = second.data.filter((c: { id: number }) => first.data.some((f: { id: number }) => f.id === c.id));
        assert.equal(overlap.length, 0);
      }
    });

    test('search matches worker, credential name and document number, and treats % literally', async () => {
      const all = (await demo.get('/json/credentials?per_page=100')).body.credentials.data;
      const sample = all.find((c: { document_number: string | null }) => c.document_number);
      assert.ok(sample, 'the demo data has document numbers');
      const byNumber = (await demo.get(`/json/credentials?search=${encodeURIComponent(sample.document_number)}`)).body.credentials;
      assert.ok(byNumber.data.some((c: { id: number }) => c.id === sample.id));
      const byWorker = (await demo.get(`/json/credentials?search=${encodeURIComponent(sample.worker.full_name)}`)).body.credentials;
      assert.ok(byWorker.data.every((c: { worker: { full_name: string } }) => c.worker.full_name === sample.worker.full_name));
      const wildcard = (await demo.get('/json/credentials?search=%25')).body.credentials;
      assert.equal(wildcard.total, 0);
    });

    test('search finds text inside a name too, and counts every match, short searches included', async () => {
      const [counted] = await ctx.db.query<{ inside: number; short: number }>(
        `select (count(*) filter (where lower(name) like '%aid%'))::int as inside, (count(*) filter (where lower(name) like '%wh%'
                   or lower(coalesce(document_number, '')) like '%wh%'
                   or worker_id in (select id from enterprise_customer_workers where lower(first_name || ' ' || last_name) like '%wh%')))::int as short
           from user_credentials where enterprise_customer_id = (select id from enterprise_customers where name = $1)`,
        [DEMO_CUSTOMER],
      );
      const inside = (await demo.get('/json/credentials?search=aid&per_page=100')).body.credentials;
      assert.ok(counted.inside > 0, 'the demo data has First Aid credentials');
      assert.ok(inside.total >= counted.inside);
      assert.ok(inside.data.some((c: { name: string }) => /First Aid/.test(c.name)));
      assert.equal((await demo.get('/json/credentials?search=wh')).body.credentials.total, counted.short);
    });

    test("a search finds only the customer's own credentials, and a page past its end still reports its total", async () => {
      const [foreign] = await ctx.db.query<{ id: number; customer: number }>(
        `select w.id, w.enterprise_customer_id as customer from enterprise_customer_workers w
           join enterprise_customers c on c.id = w.enterprise_customer_id where c.name = 'Northern Electric Inc.' order by w.id limit 1`,
      );
      await ctx.db.query(`insert into user_credentials (enterprise_customer_id, worker_id, name) values ($1, $2, 'Zeppelin Pilot Ticket')`, [
        foreign.customer,
        foreign.id,
      ]);
      assert.equal((await demo.get('/json/credentials?search=zeppelin')).body.credentials.total, 0);
      for (const search of ['aid', 'wh']) {
        const first = (await demo.get(`/json/credentials?search=${search}`)).body.credentials;
        const past = (await demo.get(`/json/credentials?search=${search}&page=999`)).body.credentials;
        assert.ok(first.total > 0, search);
        assert.equal(past.total, first.total, search);
        assert.deepEqual(past.data, [], search);
      }
      const [{ expired }] = await ctx.db.query<{ expired: number }>(
        `select count(*)::int as expired from user_credentials
          where enterprise_customer_id = (select id from enterprise_customers where name = $1) and expiry < current_date
            and (lower(name) like '%aid%' or lower(coalesce(document_number, '')) like '%aid%'
                 or worker_id in (select id from enterprise_customer_workers where lower(first_name || ' ' || last_name) like '%aid%'))`,
        [DEMO_CUSTOMER],
      );
      assert.equal((await demo.get('/json/credentials?search=aid&expiring=expired')).body.credentials.total, expired);
    });

    test('bad filters get 422 with field messages', async () => {
      const response = await demo.get('/json/credentials?expiring=soon&page=0');
      assert.equal(response.status, 422);
      assert.deepEqual(Object.keys(response.body.errors).sort(), ['expiring', 'page']);
    });

    test('each customer sees only its own data; another customer\'s credential is 404', async () => {
      const demoWorkers = (await demo.get('/json/summaries/workers?limit=50')).body.workers.map((w: { id: number }) => w.id);
      const northernWorkers = (await northern.get('/json/summaries/workers?limit=50')).body.workers.map((w: { id: number }) => w.id);
      assert.ok(northernWorkers.length > 0);
      assert.equal(northernWorkers.filter((id: number) => demoWorkers.includes(id)).length, 0);

      const northernTags = (await northern.get('/json/summaries/worker-tags')).body.tags.map((t: { tag: { id: number } }) => t.tag.id);
      const demoTags = (await demo.get('/json/summaries/worker-tags')).body.tags.map((t: { tag: { id: number } }) => t.tag.id);
      assert.equal(northernTags.filter((id: number) => demoTags.includes(id)).length, 0);

      const demoCredential = (await demo.get('/json/credentials')).body.credentials.data[0];
      assert.equal((await demo.get(`/json/credentials/${demoCredential.id}`)).status, 200);
      const foreign = await northern.get(`/json/credentials/${demoCredential.id}`);
      assert.equal(foreign.status, 404);
      assert.deepEqual(foreign.body, { message: 'Not found.' });
      assert.equal((await demo.get('/json/credentials/not-a-number')).status, 404);
    });

    test('the credential list belongs to the credentials feature: Northern, without it, gets 403 with the spec\'s text', async () => {
      const response = await northern.get('/json/credentials?expiring=90_days&page=1');
      assert.equal(response.status, 403);
      assert.deepEqual(response.body, {
        message: 'This feature is not currently available in your account. To add this feature please contact support.',
      });
      // A credential of its own still opens (the worker panel is not behind the feature).
      const [own] = await ctx.db.query<{ id: number }>(
        `select uc.id from user_credentials uc join enterprise_customers c on c.id = uc.enterprise_customer_id
          where c.name = 'Northern Electric Inc.' limit 1`,
      );
      assert.equal((await northern.get(`/json/credentials/${own.id}`)).status, 200);
    });
  });
}
