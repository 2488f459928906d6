import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { databaseTargets } from '../../../__tests__/support/databases';
import { startTestApp, type TestApp } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';
import { verifyPassword } from '../../../core/auth/passwords';
import { translate } from '../../../core/i18n';

interface ListedWorker {
  id: number;
  full_name: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone_number: string | null;
  username: string | null;
  is_active: 0 | 1;
  crews: Array<{ id: number; name: string }>;
  crews_count: number;
  tags: Array<{ id: number; name: string }>;
  created_at: string;
}

const tokenPair = () => {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: createHash('sha256').update(token).digest('hex') };
};

for (const target of await databaseTargets()) {
  describe(`workers API on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;
    let demo: TestClient;
    let northern: TestClient;
    let demoId: number;
    let northernWorkerId: number;

    const count = async (sql: string, params: unknown[] = []) => (await ctx.db.query<{ n: number }>(sql, params))[0].n;
    const list = async (query: string) => {
      const response = await demo.get(`/json/workers?${query}`);
      assert.equal(response.status, 200, JSON.stringify(response.body));
      return response.body.workers as { data: ListedWorker[]; total: number; last_page: number; per_page: number; current_page: number; next_page_url: string | null };
    };
    const createWorker = async (fields: Record<string, unknown>) => {
      const response = await demo.post('/json/workers', fields);
      assert.equal(response.status, 201, JSON.stringify(response.body));
      return response.body.worker as ListedWorker;
    };

    before(async () => {
      ctx = await startTestApp(target);
      demo = new TestClient(ctx.app);
      await demo.signIn('owner@demo.test');
      northern = new TestClient(ctx.app);
      await northern.signIn('owner@northern.test');
      [{ id: demoId }] = await ctx.db.query<{ id: number }>(`select id from enterprise_customers where name = 'Demo Construction Ltd.'`);
      [{ id: northernWorkerId }] = await ctx.db.query<{ id: number }>(
        `select w.id from enterprise_customer_workers w join enterprise_customers c on c.id = w.enterprise_customer_id
          where c.name = 'Northern Electric Inc.' order by w.id limit 1`,
      );
    });
    after(async () => ctx?.close());

    test('every workers call needs a session', async () => {
      const anonymous = new TestClient(ctx.app);
      for (const path of ['/json/workers', '/json/workers/1', '/json/workers/1/crews', '/json/workers/1/credential-requests']) {
        assert.equal((await anonymous.get(path)).status, 401, path);
      }
    });

    test('the list pages 24 at a time by last name, counting every match of the customer', async () => {
      const page = await list('');
      assert.equal(page.per_page, 24);
      assert.equal(page.current_page, 1);
      assert.equal(page.data.length, 24);
      assert.equal(page.total, await count('select count(*)::int as n from enterprise_customer_workers where enterprise_customer_id = $1', [demoId]));
      const names = page.data.map((w) => [w.last_name, w.first_name]);
      const sorted = [...names].sort((a, b) => (a[0] === b[0] ? (a[1] < b[1] ? -1 : 1) : a[0] < b[0] ? -1 : 1));
      assert.deepEqual(
        names.map((n) => n[0]),
        sorted.map((n) => n[0]),
      );
      const northernPage = (await northern.get('/json/workers')).body.workers;
      assert.ok(northernPage.data.every((w: ListedWorker) => !page.data.some((d) => d.id === w.id)), 'no worker of another customer');
    });

    test('the active filter: true, false or all', async () => {
      const active = await list('active=true&per_page=100');
      const inactive = await list('active=false&per_page=100');
      const all = await list('active=&per_page=100');
      assert.ok(active.data.every((w) => w.is_active === 1));
      assert.ok(inactive.data.length > 0 && inactive.data.every((w) => w.is_active === 0));
      assert.equal(active.total + inactive.total, all.total);
      const bad = await demo.get('/json/workers?active=maybe');
      assert.equal(bad.status, 422);
      assert.deepEqual(bad.body.errors, { active: ['The active filter must be true, false or empty.'] });
    });

    test('with_crews adds each worker\'s crews; crews_count is always there', async () => {
      const withCrews = await list('with_crews=true&has_crews=true&per_page=10');
      assert.ok(withCrews.data.length > 0);
      for (const worker of withCrews.data) {
        const n = await count('select count(*)::int as n from crew_workers where worker_id = $1', [worker.id]);
        assert.equal(worker.crews_count, n);
        assert.equal(worker.crews.length, n);
        assert.ok(worker.crews.every((crew) => crew.id > 0 && crew.name));
      }
      const without = await list('has_crews=true&per_page=10');
      assert.ok(without.data.every((w) => w.crews.length === 0 && w.crews_count > 0));
    });

    test('has_crews keeps only workers in a crew, or only those in none', async () => {
      const inCrews = await list('has_crews=true&per_page=100');
      const inNone = await list('has_crews=false&per_page=100');
      const all = await list('per_page=100');
      assert.ok(inCrews.total > 0 && inNone.total > 0);
      assert.equal(inCrews.total + inNone.total, all.total);
      assert.ok(inNone.data.every((w) => w.crews_count === 0));
    });

    test('worker_tags[] matches workers with any of the names, in any case', async () => {
      const expected = await count(
        `select count(distinct wt.worker_id)::int as n from worker_tags wt join tags t on t.id = wt.tag_id
          where t.enterprise_customer_id = $1 and t.name in ('Red Seal', 'Night Shift')`,
        [demoId],
      );
      const page = await list('worker_tags%5B%5D=red%20seal&worker_tags%5B%5D=NIGHT%20SHIFT&per_page=100');
      assert.ok(expected > 0);
      assert.equal(page.total, expected);
      for (const worker of page.data) {
        assert.ok(worker.tags.some((tag) => tag.name === 'Red Seal' || tag.name === 'Night Shift'), worker.full_name);
      }
      if (page.next_page_url) assert.match(page.next_page_url, /worker_tags%5B%5D=red%20seal/);
      const single = await list('worker_tags%5B%5D=Red%20Seal&per_page=100');
      assert.ok(single.total > 0 && single.total <= page.total);
      assert.equal((await list('worker_tags%5B%5D=No%20Such%20Tag')).total, 0);
      // "Lineworker" is a tag of Northern only.
      assert.equal((await list('worker_tags%5B%5D=Lineworker')).total, 0);
    });

    test('search matches the start of names, e-mail, username and phone, in any case', async () => {
      const worker = await createWorker({ first_name: 'Zebulon', last_name: 'Quixotte', email: 'zq.unique@example.org', phone_number: '(867) 555-0199' });
      const login = await demo.put(`/json/workers/${worker.id}/login-details`, { username: 'zquix', password: 'long-enough-12' });
      assert.equal(login.status, 200);
      for (const search of ['zebu', 'QUIX', 'zebulon quix', 'zq.uni', 'ZQUIX', '867 555', '(867) 555-01', '555-0199', '8675550199']) {
        const page = await list(`search=${encodeURIComponent(search)}&per_page=100`);
        assert.ok(page.data.some((w) => w.id === worker.id), `"${search}" finds the worker`);
      }
      const byPhone = await list(`search=${encodeURIComponent('555-0199')}&per_page=100`);
      assert.ok(byPhone.data.every((w) => (w.phone_number ?? '').replace(/\D/g, '').endsWith('5550199')));
      assert.equal((await list('search=ebulon')).total, 0, 'matches start at the beginning of a word');
      assert.equal((await list('search=zebulon%20nobody')).total, 0, 'every word must match');
      assert.equal((await list('search=%25')).total, 0, '% is not a wildcard');
      assert.equal((await list('search=_')).total, 0, '_ is not a wildcard');
      assert.equal((await northern.get('/json/workers?search=zebulon')).body.workers.total, 0);
    });

    test('a search or tag filter pages through its matches in order, with the total of all matches', async () => {
      for (const first of ['Uma', 'Ivo', 'Eli', 'Ada', 'Oto', 'Ana', 'Ira']) await createWorker({ first_name: first, last_name: 'Pagetest' });
      const all = await list('search=pagetest&per_page=100');
      assert.equal(all.total, 7);
      assert.deepEqual(
        all.data.map((w) => w.first_name),
        ['Ada', 'Ana', 'Eli', 'Ira', 'Ivo', 'Oto', 'Uma'],
      );
      const first = await list('search=pagetest&per_page=3');
      const second = await list('search=pagetest&per_page=3&page=2');
      assert.equal(first.total, all.total);
      assert.equal(second.total, all.total);
      assert.deepEqual(
        [...first.data, ...second.data].map((w) => w.id),
        all.data.slice(0, 6).map((w) => w.id),
      );
      const beyond = await list(`search=pagetest&per_page=3&page=${first.last_page + 1}`);
      assert.deepEqual(beyond.data, []);
      assert.equal(beyond.total, all.total);
      const newest = await list('worker_tags%5B%5D=Red%20Seal&order_by=newest&per_page=100');
      const created = newest.data.map((w) => w.created_at);
      assert.deepEqual(created, [...created].sort().reverse());
    });

    test('order by newest and oldest, and pages that do not overlap', async () => {
      const newest = await list('order_by=newest&per_page=5');
      const created = newest.data.map((w) => w.created_at);
      assert.deepEqual(created, [...created].sort().reverse());
      const oldest = await list('order_by=oldest&per_page=5');
      assert.deepEqual(
        oldest.data.map((w) => w.created_at),
        [...oldest.data.map((w) => w.created_at)].sort(),
      );
      assert.notEqual(newest.data[0].id, oldest.data[0].id);
      const second = await list('order_by=oldest&per_page=5&page=2');
      assert.equal(second.current_page, 2);
      assert.ok(second.data.every((w) => !oldest.data.some((o) => o.id === w.id)));
      assert.ok(second.data[0].created_at >= oldest.data[4].created_at);
      const tooMany = await demo.get('/json/workers?per_page=101');
      assert.equal(tooMany.status, 422);
      assert.deepEqual(tooMany.body.errors, { per_page: ['The per page may not be greater than 100.'] });
      const badOrder = await demo.get('/json/workers?order_by=random');
      assert.deepEqual(badOrder.body.errors, { order_by: ['The order by must be one of: name, newest, oldest.'] });
    });

    test('show: the full worker, with the linked user and trade; another customer\'s worker is 404', async () => {
      const [linked] = await ctx.db.query<{ id: number; trade: string }>(
        `select w.id, t.name as trade from enterprise_customer_workers w join users u on u.id = w.user_id join trades t on t.id = u.trade_id
          where w.enterprise_customer_id = $1 order by w.id limit 1`,
        [demoId],
      );
      const response = await demo.get(`/json/workers/${linked.id}`);
      assert.equal(response.status, 200);
      const worker = response.body.worker;
      assert.equal(worker.id, linked.id);
      assert.equal(worker.full_name, `${worker.first_name} ${worker.last_name}`);
      assert.equal(worker.user.trade.name, linked.trade);
      assert.equal(typeof worker.has_password, 'boolean');
      assert.ok(!('password_hash' in worker) && !('password' in worker));
      assert.match(worker.created_at_diff_for_humans, /ago|just now/);
      if (worker.dob) assert.match(worker.dob, /^\d{4}-\d{2}-\d{2}$/);
      assert.equal((await demo.get(`/json/workers/${northernWorkerId}`)).status, 404);
      assert.equal((await demo.get('/json/workers/abc')).status, 404);
      assert.equal((await demo.get('/json/workers/99999999')).status, 404);
    });

    test('create: first and last name required, e-mail and date of birth checked', async () => {
      const empty = await demo.post('/json/workers', { first_name: '  ', email: 'not-an-email', dob: '2001-02-30' });
      assert.equal(empty.status, 422);
      assert.deepEqual(empty.body.errors, {
        first_name: ['The first name field is required.'],
        last_name: ['The last name field is required.'],
        email: ['The email field must be a valid email address.'],
        dob: ['The dob field must be a valid date (YYYY-MM-DD).'],
      });
      const future = await demo.post('/json/workers', { first_name: 'A', last_name: 'B', dob: '2999-01-01' });
      assert.deepEqual(future.body.errors, { dob: ['The dob field must be a date before or equal to today.'] });

      const created = await demo.post('/json/workers', {
        first_name: ' Nadia ',
        last_name: 'Kowalczyk',
        email: 'nadia.k@example.com',
        phone_number: '(780) 555-0111',
        city: 'Edmonton',
        state: 'AB',
        dob: '1990-06-15',
        bio: '',
      });
      assert.equal(created.status, 201);
      assert.equal(created.body.message, 'Worker created successfully');
      const worker = created.body.worker;
      assert.equal(worker.full_name, 'Nadia Kowalczyk');
      assert.equal(worker.dob, '1990-06-15');
      assert.equal(worker.bio, null);
      assert.equal(worker.is_active, 1);
      assert.deepEqual(worker.tags, []);
      assert.equal(worker.crews_count, 0);
      assert.equal((await demo.get(`/json/workers/${worker.id}`)).body.worker.email, 'nadia.k@example.com');
      assert.equal((await northern.get(`/json/workers/${worker.id}`)).status, 404);
    });

    test('update: one field at a time, as the autosave sends it', async () => {
      const worker = await createWorker({ first_name: 'Owen', last_name: 'Bradley', city: 'Regina' });
      const city = await demo.put(`/json/workers/${worker.id}`, { city: 'Saskatoon' });
      assert.equal(city.status, 200);
      assert.equal(city.body.worker.city, 'Saskatoon');
      assert.equal(city.body.worker.first_name, 'Owen', 'other fields untouched');
      const email = await demo.put(`/json/workers/${worker.id}`, { email: 'owen@example' });
      assert.deepEqual(email.body.errors, { email: ['The email field must be a valid email address.'] });
      const blankName = await demo.put(`/json/workers/${worker.id}`, { first_name: '' });
      assert.deepEqual(blankName.body.errors, { first_name: ['The first name field is required.'] });
      const blankLast = await demo.put(`/json/workers/${worker.id}`, { last_name: ' ' });
      assert.deepEqual(blankLast.body.errors, { last_name: ['The last name field is required.'] });
      const dob = await demo.put(`/json/workers/${worker.id}`, { dob: '1985-01-31' });
      assert.equal(dob.body.worker.dob, '1985-01-31');
      const emptyDob = await demo.put(`/json/workers/${worker.id}`, { dob: '' });
      assert.equal(emptyDob.status, 422, 'a date is never emptied');
      assert.equal((await demo.get(`/json/workers/${worker.id}`)).body.worker.dob, '1985-01-31');
      const cleared = await demo.put(`/json/workers/${worker.id}`, { address: '' });
      assert.equal(cleared.body.worker.address, null);
      assert.equal((await northern.put(`/json/workers/${worker.id}`, { city: 'Hacked' })).status, 404);
      assert.equal((await demo.get(`/json/workers/${worker.id}`)).body.worker.city, 'Saskatoon');
      assert.equal((await demo.request({ method: 'PUT', url: `/json/workers/${worker.id}`, payload: { city: 'X' }, withoutCsrf: true })).status, 419);
    });

    test('login details: both required, the password rule (12 characters, not common, not the name), usernames unique per customer, stored hashed', async () => {
      const worker = await createWorker({ first_name: 'Lena', last_name: 'Fischer' });
      const path = `/json/workers/${worker.id}/login-details`;
      const missing = await demo.put(path, { username: 'lfischer' });
      assert.equal(missing.status, 422);
      assert.equal(missing.body.message, 'Username and password are required');
      assert.deepEqual(missing.body.errors, { password: ['Username and password are required'] });
      const short = await demo.put(path, { username: 'lfischer', password: 'short7!' });
      assert.deepEqual(short.body.errors, { password: ['Password must be at least 12 characters long'] });
      const common = await demo.put(path, { username: 'lfischer', password: 'qwerty123456' });
      assert.deepEqual(common.body.errors, { password: ['This password is too common: it is on a list of passwords exposed in data breaches. Choose another one.'] });
      const named = await demo.put(path, { username: 'lfischer', password: 'Fischer-2026-crane' });
      assert.equal(named.status, 422);
      assert.deepEqual(named.body.errors, { password: ["The password must not contain the account's e-mail address or name."] });

      const [seeded] = await ctx.db.query<{ username: string }>(
        'select username from enterprise_customer_workers where enterprise_customer_id = $1 and username is not null order by id limit 1',
        [demoId],
      );
      const taken = await demo.put(path, { username: seeded.username.toUpperCase(), password: 'Sup3r-secret' });
      assert.deepEqual(taken.body.errors, { username: ['This username is already taken.'] });

      const saved = await demo.put(path, { username: 'lfischer', password: 'Sup3r-secret' });
      assert.equal(saved.status, 200);
      assert.equal(saved.body.message, 'Login details updated successfully');
      assert.equal(saved.body.worker.username, 'lfischer');
      assert.equal(saved.body.worker.has_password, true);
      assert.ok(!JSON.stringify(saved.body).includes('Sup3r-secret'));
      const [{ password_hash }] = await ctx.db.query<{ password_hash: string }>('select password_hash from enterprise_customer_workers where id = $1', [worker.id]);
      assert.match(password_hash, /^\$argon2id\$/);
      assert.ok(await verifyPassword(password_hash, 'Sup3r-secret'));

      // The same username at another customer is fine.
      const northernSave = await northern.put(`/json/workers/${northernWorkerId}/login-details`, { username: 'LFISCHER', password: 'an0ther-pass' });
      assert.equal(northernSave.status, 200);
      assert.equal((await northern.put(path, { username: 'x', password: 'whatever-1234' })).status, 404);
    });

    test('deactivating removes crews and open requests in one go and notifies; activating notifies', async () => {
      const [worker] = await ctx.db.query<{ id: number; first_name: string; last_name: string }>(
        `select w.id, w.first_name, w.last_name from enterprise_customer_workers w
          where w.enterprise_customer_id = $1 and w.is_active
            and exists (select 1 from crew_workers cw where cw.worker_id = w.id)
            and exists (select 1 from credential_requests cr where cr.worker_id = w.id and cr.completed_at is null and cr.withdrawn_at is null)
          order by w.id limit 1`,
        [demoId],
      );
      assert.ok(worker, 'the seed has an active worker with crews and open requests');
      const [credential] = await ctx.db.query<{ id: number }>(
        `insert into user_credentials (enterprise_customer_id, worker_id, name, expiry) values ($1, $2, 'Fall Protection', current_date + 10) returning id`,
        [demoId, worker.id],
      );
      const update = tokenPair();
      await ctx.db.query(
        `insert into user_credential_update_requests (enterprise_customer_id, token_hash, user_credential_id) values ($1, $2, $3)`,
        [demoId, update.hash, credential.id],
      );
      const closedBefore = await count(
        'select count(*)::int as n from credential_requests where worker_id = $1 and (completed_at is not null or withdrawn_at is not null)',
        [worker.id],
      );

      const response = await demo.put(`/json/workers/${worker.id}/archive`);
      assert.equal(response.status, 200);
      assert.equal(response.body.worker.is_active, 0);
      assert.equal(response.body.worker.crews_count, 0);
      assert.equal(await count('select count(*)::int as n from crew_workers where worker_id = $1', [worker.id]), 0);
      assert.equal(
        await count('select count(*)::int as n from credential_requests where worker_id = $1 and completed_at is null and withdrawn_at is null', [worker.id]),
        0,
      );
      assert.ok(
        (await count('select count(*)::int as n from credential_requests where worker_id = $1 and withdrawn_at is not null', [worker.id])) > 0,
      );
      assert.equal(
        await count(
          `select count(*)::int as n from user_credential_update_requests r join user_credentials uc on uc.id = r.user_credential_id
            where uc.worker_id = $1 and r.completed_at is null and r.withdrawn_at is null`,
          [worker.id],
        ),
        0,
      );
      const requests = (await demo.get(`/json/workers/${worker.id}/credential-requests`)).body;
      assert.deepEqual(requests, { credential_requests: [], user_credential_requests: [] });
      assert.ok(
        (await count('select count(*)::int as n from credential_requests where worker_id = $1 and completed_at is not null', [worker.id])) <= closedBefore,
        'completed requests stay completed',
      );
      const [notification] = await ctx.db.query<{ message: string }>(
        `select message from notifications where worker_id = $1 and notification_type = 'worker_archived' order by id desc limit 1`,
        [worker.id],
      );
      assert.equal(translate(notification.message, 'en-CA'), `${worker.first_name} ${worker.last_name} was deactivated and removed from all crews.`);
      const summary = (await demo.get('/json/summaries/notifications?limit=1')).body.notifications[0];
      assert.equal(summary.notification_type, 'worker_archived');

      const restored = await demo.put(`/json/workers/${worker.id}/restore`);
      assert.equal(restored.status, 200);
      assert.equal(restored.body.worker.is_active, 1);
      assert.equal(
        await count(`select count(*)::int as n from notifications where worker_id = $1 and notification_type = 'worker_restored'`, [worker.id]),
        1,
      );
      const again = await demo.put(`/json/workers/${worker.id}/restore`);
      assert.equal(again.body.worker.is_active, 1);
      assert.equal(
        await count(`select count(*)::int as n from notifications where worker_id = $1 and notification_type = 'worker_restored'`, [worker.id]),
        1,
        'restoring an active worker changes nothing',
      );
      assert.equal((await northern.put(`/json/workers/${worker.id}/archive`)).status, 404);
      assert.equal((await northern.put(`/json/workers/${worker.id}/restore`)).status, 404);
    });

    test('deactivation is all or nothing: a failure part-way leaves crews, requests and status as they were', async () => {
      const [worker] = await ctx.db.query<{ id: number }>(
        `select w.id from enterprise_customer_workers w
          where w.enterprise_customer_id = $1 and w.is_active
            and exists (select 1 from crew_workers cw where cw.worker_id = w.id)
            and exists (select 1 from credential_requests cr where cr.worker_id = w.id and cr.completed_at is null and cr.withdrawn_at is null)
          order by w.id desc limit 1`,
        [demoId],
      );
      const crews = await count('select count(*)::int as n from crew_workers where worker_id = $1', [worker.id]);
      const open = await count('select count(*)::int as n from credential_requests where worker_id = $1 and withdrawn_at is null and completed_at is null', [worker.id]);
      // The notification is written last: make it fail.
      await ctx.db.exec(`
        create function refuse_archive_notice() returns trigger language plpgsql as $$
        begin raise exception 'notifications are down'; end $$;
        create trigger refuse_archive_notice before insert on notifications for each row execute function refuse_archive_notice();
      `);
      try {
        const response = await demo.put(`/json/workers/${worker.id}/archive`);
        assert.equal(response.status, 500);
      } finally {
        await ctx.db.exec('drop trigger refuse_archive_notice on notifications; drop function refuse_archive_notice();');
      }
      assert.equal((await demo.get(`/json/workers/${worker.id}`)).body.worker.is_active, 1);
      assert.equal(await count('select count(*)::int as n from crew_workers where worker_id = $1', [worker.id]), crews);
      assert.equal(
        await count('select count(*)::int as n from credential_requests where worker_id = $1 and withdrawn_at is null and completed_at is null', [worker.id]),
        open,
      );
    });

    test('the worker\'s crews, with their sizes', async () => {
      const [member] = await ctx.db.query<{ worker_id: number }>(
        `select cw.worker_id from crew_workers cw where cw.enterprise_customer_id = $1 order by cw.worker_id limit 1`,
        [demoId],
      );
      const response = await demo.get(`/json/workers/${member.worker_id}/crews`);
      assert.equal(response.status, 200);
      assert.equal(response.body.crews.length, await count('select count(*)::int as n from crew_workers where worker_id = $1', [member.worker_id]));
      for (const crew of response.body.crews) {
        assert.equal(crew.crew_workers_count, await count('select count(*)::int as n from crew_workers where crew_id = $1', [crew.id]));
      }
      assert.equal((await northern.get(`/json/workers/${member.worker_id}/crews`)).status, 404);
    });

    test('open requests are listed and withdrawn one at a time, with a notification', async () => {
      const [open] = await ctx.db.query<{ id: number; worker_id: number }>(
        `select cr.id, cr.worker_id from credential_requests cr join enterprise_customer_workers w on w.id = cr.worker_id
          where cr.enterprise_customer_id = $1 and w.is_active and cr.completed_at is null and cr.withdrawn_at is null
          order by cr.id limit 1`,
        [demoId],
      );
      const [done] = await ctx.db.query<{ id: number }>(
        `select id from credential_requests where worker_id = $1 and (completed_at is not null or withdrawn_at is not null)`,
        [open.worker_id],
      );
      const [credential] = await ctx.db.query<{ id: number }>(
        `insert into user_credentials (enterprise_customer_id, worker_id, name) values ($1, $2, 'Confined Space Entry') returning id`,
        [demoId, open.worker_id],
      );
      const pair = tokenPair();
      const [update] = await ctx.db.query<{ id: number }>(
        `insert into user_credential_update_requests (enterprise_customer_id, token_hash, user_credential_id, message)
         values ($1, $2, $3, 'Please send the renewed card.') returning id`,
        [demoId, pair.hash, credential.id],
      );

      const path = `/json/workers/${open.worker_id}/credential-requests`;
      const listed = (await demo.get(path)).body;
      const request = listed.credential_requests.find((r: { id: number }) => r.id === open.id);
      assert.ok(request, 'the open request is listed');
      assert.equal(request.url, null, 'only the hash is kept: a list carries no working link');
      assert.ok(request.credential.label);
      assert.match(request.last_requested_date, /^\d{4}-\d{2}-\d{2}$/);
      assert.ok(request.created_diff_for_humans);
      if (done) assert.ok(!listed.credential_requests.some((r: { id: number }) => r.id === done.id), 'closed requests are not listed');
      const updateRequest = listed.user_credential_requests.find((r: { id: number }) => r.id === update.id);
      assert.deepEqual(updateRequest.user_credential, { id: credential.id, name: 'Confined Space Entry' });
      assert.equal(updateRequest.update_url, null, 'only the hash is kept: a list carries no working link');

      assert.equal((await northern.delete(`${path}/${open.id}`)).status, 404);
      const withdrawn = await demo.delete(`${path}/${open.id}?type=credential`);
      assert.equal(withdrawn.status, 200);
      assert.equal(withdrawn.body.message, 'Credential request successfully withdrawn!');
      assert.equal((await demo.delete(`${path}/${open.id}`)).status, 404, 'already withdrawn');
      const withdrawnUpdate = await demo.delete(`${path}/${update.id}?type=update`);
      assert.equal(withdrawnUpdate.body.message, 'Credential request successfully withdrawn!');
      const after = (await demo.get(path)).body;
      assert.ok(!after.credential_requests.some((r: { id: number }) => r.id === open.id));
      assert.ok(!after.user_credential_requests.some((r: { id: number }) => r.id === update.id));
      const notices = await ctx.db.query<{ metadata: Record<string, number> }>(
        `select metadata from notifications where worker_id = $1 and notification_type = 'credential_request_withdrawn' order by id`,
        [open.worker_id],
      );
      assert.ok(notices.some((n) => n.metadata.credential_request_id === open.id));
      assert.ok(notices.some((n) => n.metadata.user_credential_update_request_id === update.id));
      const badType = await demo.delete(`${path}/${open.id}?type=other`);
      assert.deepEqual(badType.body.errors, { type: ['The type must be credential or update.'] });
      // A request id of another worker of the same customer does not withdraw through this worker.
      const [other] = await ctx.db.query<{ id: number }>(
        `select id from credential_requests where enterprise_customer_id = $1 and worker_id <> $2 and completed_at is null and withdrawn_at is null limit 1`,
        [demoId, open.worker_id],
      );
      if (other) assert.equal((await demo.delete(`${path}/${other.id}`)).status, 404);
    });

    test('a worker counts its expired credentials and those expiring within 30 days, in the list and alone', async () => {
      const created = await demo.post('/json/workers', { first_name: 'Expiry', last_name: 'Counts' });
      const id = created.body.worker.id as number;
      assert.equal(created.body.worker.credentials_expired_count, 0);
      assert.equal(created.body.worker.credentials_expiring_count, 0);
      // Days from today: two expired, today and day 30 still expiring soon, day 31 and no expiry not counted.
      for (const [name, days] of [['Old A', -400], ['Old B', -1], ['Today', 0], ['Soon', 30], ['Later', 31], ['Never', null]] as const) {
        await ctx.db.query(
          `insert into user_credentials (enterprise_customer_id, worker_id, name, expiry) values ($1, $2, $3, current_date + $4::int)`,
          [demoId, id, name, days],
        );
      }
      const alone = (await demo.get(`/json/workers/${id}`)).body.worker;
      assert.deepEqual([alone.credentials_expired_count, alone.credentials_expiring_count], [2, 2]);
      const [listed] = (await demo.get('/json/workers?search=expiry%20counts')).body.workers.data;
      assert.deepEqual([listed.id, listed.credentials_expired_count, listed.credentials_expiring_count], [id, 2, 2]);

      // Renewed: a later copy of the same credential (by name here, by catalogue entry below) takes it off the count.
      await ctx.db.query(`insert into user_credentials (enterprise_customer_id, worker_id, name, expiry) values ($1, $2, 'old b', current_date + 365)`, [demoId, id]);
      const [catalogue] = await ctx.db.query<{ id: number }>(`select id from credentials where enterprise_customer_id is null order by id limit 1`);
      await ctx.db.query(
        `update user_credentials set credential_id = $3 where worker_id = $1 and name = any($2::text[])`,
        [id, ['Soon', 'Later'], catalogue.id],
      );
      const renewed = (await demo.get(`/json/workers/${id}`)).body.worker;
      assert.deepEqual([renewed.credentials_expired_count, renewed.credentials_expiring_count], [1, 1], 'Old B renewed by name, Soon by the same catalogue entry expiring later');
    });
  });
}
