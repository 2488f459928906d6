import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { TAG_COLORS } from 'shared-api/contract';
import { databaseTargets } from '../../../__tests__/support/databases';
import { appOn, type TestApp } from '../../../__tests__/support/app';
import { startAnswerCopies, type AnswerCopies } from '../../../__tests__/support/answer-copies';
import { TestClient } from '../../../__tests__/support/client';
import { loadConfig } from '../../../config';
import { migrate, type ChannelListener, type Db, type ListenHandlers } from '../../../core/db';
import { openPostgres } from '../../../core/db/postgres';
import { seedDemo, DEMO_CUSTOMER, NORTHERN_CUSTOMER } from '../../../seed/demo';
import { createFileStorage } from '../../../core/storage';
import { WorkerListCache, WORKER_LIST_CHANNEL, type WorkerListCacheLimits } from '../list-cache';

/**
 * GET /json/workers answers from this process's copies (ADR 0019): every write that changes what the list shows is
 * seen by the next call, whoever wrote it (the API, another instance, a statement in psql); another customer's writes
 * leave a customer's copies alone; an answer computed while a write committed is not kept.
 */

// Tests read bodies of many shapes and assert on them, so an untyped body is the honest type here.
/* eslint-disable @typescript-eslint/no-explicit-any */

/** Relative times of rows created a moment ago may read otherwise a second apart; the rest must be equal. */
function comparable(body: any): any {
  const recent = Date.now() - 10 * 60_000;
  return {
    ...body,
    workers: {
      ...body.workers,
      data: body.workers.data.map((worker: any) =>
        Date.parse(worker.created_at) > recent ? { ...worker, created_at_diff_for_humans: '<recent>' } : worker,
      ),
    },
  };
}

const LISTS = [
  '/json/workers?with_crews=true&per_page=100',
  '/json/workers?active=true&with_crews=true&per_page=10',
  '/json/workers?has_crews=false&order_by=newest&with_crews=true',
  '/json/workers?search=a&with_crews=true&per_page=50',
];

for (const target of await databaseTargets()) {
  describe(`workers list copies on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;
    let copies: AnswerCopies;
    /** The owner of the demo customer on the app that keeps copies, and on an app on the same database that keeps none. */
    let demo: TestClient;
    let demoPlain: TestClient;
    let northern: TestClient;
    let demoId: number;
    let northernId: number;
    let worker: { id: number; first_name: string };


    const list = async (client: TestClient, url = LISTS[0]) => {
      const response = await client.get(url);
      assert.equal(response.status, 200, JSON.stringify(response.body));
      return response.body;
    };
    const listed = (body: any, id = worker.id) => body.workers.data.find((row: any) => row.id === id);

    /** Every list answers as the app without copies does (both are read after the write). */
    async function assertCurrent(label: string) {
      for (const url of LISTS) {
        const kept = await list(demo, url);
        assert.deepEqual(comparable(kept), comparable(await list(demoPlain, url)), `${label}: ${url}`);
      }
    }

    /** Reads every list twice (the second from the copies), writes, and expects the next answers to show it. */
    async function afterWrite(label: string, write: () => Promise<unknown>, shows: (body: any) => boolean) {
      for (const url of LISTS) {
        await list(demo, url);
        await list(demo, url);
      }
      assert.ok(!shows(await list(demo)), `${label}: not shown before`);
      await write();
      assert.ok(shows(await list(demo)), `${label}: shown at once`);
      await assertCurrent(label);
    }

    before(async () => {
      copies = await startAnswerCopies(target, WORKER_LIST_CHANNEL, { workersListCache: false });
      ({ ctx, demo, demoPlain, northern } = copies);
      [{ id: demoId }] = await ctx.db.query<{ id: number }>(`select id from enterprise_customers where name = $1`, [DEMO_CUSTOMER]);
      [{ id: northernId }] = await ctx.db.query<{ id: number }>(`select id from enterprise_customers where name = $1`, [NORTHERN_CUSTOMER]);
      // The first worker of the name order: on the first page of every list that holds it.
      [worker] = await ctx.db.query<{ id: number; first_name: string }>(
        `select id, first_name from enterprise_customer_workers where enterprise_customer_id = $1 and is_active order by last_name, first_name, id limit 1`,
        [demoId],
      );
    });
    after(async () => {
      await copies?.close();
    });

    test('a repeated list is answered from the copy, which a notification for the customer drops', async () => {
      const before = await list(demo);
      await copies.unannounced(`update enterprise_customer_workers set job_title = 'Unannounced' where id = $1`, [worker.id]);
      assert.equal(listed(await list(demo)).job_title, listed(before).job_title, 'the copy is answered');
      assert.equal(listed(await list(demoPlain)).job_title, 'Unannounced');
      await copies.announce(northernId);
      assert.equal(listed(await list(demo)).job_title, listed(before).job_title, "another customer's notification leaves it");
      await copies.announce(demoId);
      assert.equal(listed(await list(demo)).job_title, 'Unannounced', 'dropped');
      await copies.unannounced(`update enterprise_customer_workers set job_title = $2 where id = $1`, [worker.id, listed(before).job_title]);
      await copies.announce('*');
      await assertCurrent('restored');
    });

    test('each answer is kept per locale and query: none answers for another', async () => {
      const english = await demo.request<any>({ method: 'GET', url: LISTS[0], headers: { 'accept-language': 'en-CA' } });
      const french = await demo.request<any>({ method: 'GET', url: LISTS[0], headers: { 'accept-language': 'fr-CA' } });
      assert.match(listed(english.body).created_at_diff_for_humans, /ago/);
      assert.match(listed(french.body).created_at_diff_for_humans, /il y a/);
      const tenth = await list(demo, '/json/workers?per_page=1&page=10');
      const eleventh = await list(demo, '/json/workers?per_page=1&page=11');
      assert.notEqual(tenth.workers.data[0].id, eleventh.workers.data[0].id);
      assert.match(tenth.workers.next_page_url, /per_page=1&page=11/);
    });

    test('every write that changes a list field is seen by the next list', async () => {
      await afterWrite('worker renamed (API)', () => demo.put(`/json/workers/${worker.id}`, { first_name: 'Cacheproof' }), (body) => listed(body).first_name === 'Cacheproof');
      await afterWrite(
        'job title (API)',
        () => demo.put(`/json/workers/${worker.id}/profile/job-title`, { job_title: 'Cache foreman' }),
        (body) => listed(body).job_title === 'Cache foreman',
      );
      let tagId = 0;
      await afterWrite(
        'tag added (API)',
        async () => {
          const response = await demo.post(`/json/workers/${worker.id}/tags`, { name: 'Cache check', color: TAG_COLORS[0] });
          assert.equal(response.status, 200, JSON.stringify(response.body));
          tagId = response.body.tag.id;
        },
        (body) => listed(body).tags.some((tag: any) => tag.name === 'Cache check'),
      );
      await afterWrite('tag renamed', () => ctx.db.query(`update tags set name = 'Cache checked' where id = $1`, [tagId]), (body) =>
        listed(body).tags.some((tag: any) => tag.name === 'Cache checked'),
      );
      await afterWrite('tag removed (API)', () => demo.delete(`/json/workers/${worker.id}/tags/${tagId}`), (body) => !listed(body).tags.some((tag: any) => tag.id === tagId));
      const [crew] = await ctx.db.query<{ id: number }>(
        `select c.id from crews c where c.enterprise_customer_id = $1
            and not exists (select 1 from crew_workers cw where cw.crew_id = c.id and cw.worker_id = $2) order by c.id limit 1`,
        [demoId, worker.id],
      );
      await afterWrite(
        'added to a crew',
        () => ctx.db.query(`insert into crew_workers (enterprise_customer_id, crew_id, worker_id) values ($1, $2, $3)`, [demoId, crew.id, worker.id]),
        (body) => listed(body).crews.some((row: any) => row.id === crew.id),
      );
      await afterWrite('crew renamed', () => ctx.db.query(`update crews set name = 'Cache crew' where id = $1`, [crew.id]), (body) =>
        listed(body).crews.some((row: any) => row.name === 'Cache crew'),
      );
      await afterWrite(
        'removed from a crew',
        () => ctx.db.query(`delete from crew_workers where crew_id = $1 and worker_id = $2`, [crew.id, worker.id]),
        (body) => !listed(body).crews.some((row: any) => row.id === crew.id),
      );
      const expiring = listed(await list(demo)).credentials_expiring_count;
      const expired = listed(await list(demo)).credentials_expired_count;
      let credentialId = 0;
      await afterWrite(
        'credential added',
        async () => {
          [{ id: credentialId }] = await ctx.db.query<{ id: number }>(
            `insert into user_credentials (enterprise_customer_id, worker_id, name, expiry) values ($1, $2, 'Cache check ticket', current_date + 5) returning id`,
            [demoId, worker.id],
          );
        },
        (body) => listed(body).credentials_expiring_count === expiring + 1,
      );
      await afterWrite(
        'credential expired',
        () => ctx.db.query(`update user_credentials set expiry = current_date - 1 where id = $1`, [credentialId]),
        (body) => listed(body).credentials_expired_count === expired + 1 && listed(body).credentials_expiring_count === expiring,
      );
      await afterWrite('archived (API)', () => demo.put(`/json/workers/${worker.id}/archive`), (body) => listed(body).is_active === 0);
      await afterWrite('restored (API)', () => demo.put(`/json/workers/${worker.id}/restore`), (body) => listed(body).is_active === 1);
      await afterWrite(
        'profile picture',
        () => ctx.db.query(`update enterprise_customer_workers set profile_picture_path = 'cache/check.png' where id = $1`, [worker.id]),
        (body) => /[?]v=/.test(listed(body).profile_picture_url ?? '') && listed(body).profile_picture_url !== null,
      );
      // The linked user's name and trade: users and trades are shared by customers.
      const [user] = await ctx.db.query<{ id: number }>(`select id from users order by id limit 1`);
      const [{ id: tradeId }] = await ctx.db.query<{ id: number }>(`insert into trades (name) values ('Cache trade') returning id`);
      await afterWrite('linked to a user', () => ctx.db.query(`update enterprise_customer_workers set user_id = $2 where id = $1`, [worker.id, user.id]), (body) =>
        listed(body).user?.id === user.id,
      );
      await afterWrite('user renamed', () => ctx.db.query(`update users set first_name = 'Cacheuser' where id = $1`, [user.id]), (body) =>
        /^Cacheuser /.test(listed(body).user.full_name),
      );
      await afterWrite('user given a trade', () => ctx.db.query(`update users set trade_id = $2 where id = $1`, [user.id, tradeId]), (body) =>
        listed(body).user.trade?.name === 'Cache trade',
      );
      await afterWrite('trade renamed', () => ctx.db.query(`update trades set name = 'Cache trade renamed' where id = $1`, [tradeId]), (body) =>
        listed(body).user.trade?.name === 'Cache trade renamed',
      );
      let newId = 0;
      await afterWrite(
        'worker added (API)',
        async () => {
          const response = await demo.post('/json/workers', { first_name: 'Aaron', last_name: 'Aaaacache' });
          assert.equal(response.status, 201, JSON.stringify(response.body));
          newId = response.body.worker.id;
        },
        (body) => !!listed(body, newId) && body.workers.total === body.workers.data.length,
      );
      await afterWrite('worker deleted', () => ctx.db.query(`delete from enterprise_customer_workers where id = $1`, [newId]), (body) => !listed(body, newId));
    });

    test("another customer's writes neither drop nor change this customer's answers, and never show in them", async () => {
      const before = await list(demo);
      // A copy that differs from the database shows whether it was dropped.
      await copies.unannounced(`update enterprise_customer_workers set job_title = 'Unannounced again' where id = $1`, [worker.id]);
      const [other] = await ctx.db.query<{ id: number }>(
        `select id from enterprise_customer_workers where enterprise_customer_id = $1 order by last_name, first_name, id limit 1`,
        [northernId],
      );
      const renamed = await northern.put(`/json/workers/${other.id}`, { first_name: 'Northcache' });
      assert.equal(renamed.status, 200, JSON.stringify(renamed.body));
      await northern.post(`/json/workers/${other.id}/tags`, { name: 'North cache', color: TAG_COLORS[1] });
      const after = await list(demo);
      assert.deepEqual(after, before, "the demo customer's copy is answered, unchanged");
      assert.ok(!after.workers.data.some((row: any) => row.id === other.id || row.first_name === 'Northcache'));
      assert.equal(listed(await list(northern), other.id).first_name, 'Northcache', "the other customer's list shows its write");
      assert.ok(!(await list(northern)).workers.data.some((row: any) => row.id === worker.id), "and not the demo customer's workers");
      await copies.unannounced(`update enterprise_customer_workers set job_title = $2 where id = $1`, [worker.id, listed(before).job_title]);
    });

    test('an answer computed while a write commits is not kept; the next one is', async () => {
      const cache = await WorkerListCache.open(ctx.db);
      try {
        const readTitle = async () =>
          (await ctx.db.query<{ job_title: string }>(`select job_title from enterprise_customer_workers where id = $1`, [worker.id]))[0].job_title;
        let computed = 0;
        const slow = await cache.answer(demoId, ['race'], async () => {
          computed += 1;
          const title = await readTitle();
          // The write commits after the read and its notification arrives before the answer is done.
          await ctx.db.query(`update enterprise_customer_workers set job_title = 'Raced' where id = $1`, [worker.id]);
          await cache.settled();
          return { body: title, createdAts: [] };
        });
        assert.notEqual(slow, 'Raced', 'the slow read saw the row before the write');
        const next = await cache.answer(demoId, ['race'], async () => {
          computed += 1;
          return { body: await readTitle(), createdAts: [] };
        });
        assert.equal(next, 'Raced', 'the stale answer was not kept');
        assert.equal(computed, 2);
        const kept = await cache.answer(demoId, ['race'], () => Promise.reject(new Error('computed again')));
        assert.equal(kept, 'Raced', 'an answer computed with nothing committed meanwhile is kept');
      } finally {
        await cache.close();
      }
    });
  });
}

/** A database whose notifications the test sends, and whose listening connection it can cut. */
function fakeDatabase(today = '2026-11-26') {
  let handlers: ListenHandlers | undefined;
  const state = { listening: true, today };
  const listener: ChannelListener = {
    get listening() {
      return state.listening;
    },
    sync: async () => {
      if (!state.listening) throw new Error('not listening');
      return { today: state.today };
    },
    close: async () => undefined,
  };
  return {
    db: { listen: async (_channel: string, given: ListenHandlers) => ((handlers = given), listener) } as unknown as Db,
    state,
    notify: (payload: string) => handlers!.onNotify(payload),
    setListening(value: boolean) {
      state.listening = value;
      handlers!.onState?.(value);
    },
  };
}

describe('WorkerListCache', () => {
  const LIMITS: WorkerListCacheLimits = { maxEntries: 3, maxChars: 800, ttlMs: 60_000 };
  const counting = () => {
    const calls = { n: 0 };
    return { calls, compute: (body: string, createdAts: string[] = []) => async () => ((calls.n += 1), { body, createdAts }) };
  };

  test('keeps an answer per customer, day and key, until a notification for its customer or for all', async () => {
    const fake = fakeDatabase();
    const cache = await WorkerListCache.open(fake.db, LIMITS);
    const { calls, compute } = counting();
    assert.equal(await cache.answer(1, ['a'], compute('one')), 'one');
    assert.equal(await cache.answer(1, ['a'], compute('other')), 'one');
    assert.equal(await cache.answer(1, ['b'], compute('b')), 'b');
    assert.equal(await cache.answer(2, ['a'], compute('two')), 'two');
    assert.equal(calls.n, 3);
    fake.state.today = '2026-11-27';
    assert.equal(await cache.answer(1, ['a'], compute('tomorrow')), 'tomorrow', 'a new day is another answer');
    fake.state.today = '2026-11-26';
    fake.notify('1');
    assert.equal(await cache.answer(2, ['a'], compute('x')), 'two', "customer 2's answer stays");
    assert.equal(await cache.answer(1, ['a'], compute('one again')), 'one again');
    fake.notify('*');
    assert.equal(await cache.answer(2, ['a'], compute('two again')), 'two again');
  });

  test('keeps nothing computed while a notification for its customer, or for all, was handled', async () => {
    const fake = fakeDatabase();
    const cache = await WorkerListCache.open(fake.db, LIMITS);
    for (const payload of ['1', '*']) {
      const { calls, compute } = counting();
      await cache.answer(1, [payload], async () => (fake.notify(payload), { body: 'stale', createdAts: [] }));
      assert.equal(await cache.answer(1, [payload], compute('fresh')), 'fresh', `after ${payload}`);
      assert.equal(await cache.answer(1, [payload], compute('again')), 'fresh');
      assert.equal(calls.n, 1);
    }
    // Another customer's notification does not stop it.
    await cache.answer(1, ['other'], async () => (fake.notify('2'), { body: 'kept', createdAts: [] }));
    assert.equal(await cache.answer(1, ['other'], counting().compute('no')), 'kept');
  });

  test('without its listening connection it keeps and answers nothing, and forgets what it had', async () => {
    const fake = fakeDatabase();
    const cache = await WorkerListCache.open(fake.db, LIMITS);
    const { calls, compute } = counting();
    await cache.answer(1, ['a'], compute('before'));
    // Lost while an answer is computed: that answer is not kept either.
    await cache.answer(1, ['b'], async () => (fake.setListening(false), fake.setListening(true), { body: 'during', createdAts: [] }));
    fake.setListening(false);
    assert.equal(await cache.answer(1, ['a'], compute('down 1')), 'down 1');
    assert.equal(await cache.answer(1, ['a'], compute('down 2')), 'down 2');
    fake.setListening(true);
    assert.equal(await cache.answer(1, ['a'], compute('up')), 'up', 'what it had before is gone');
    assert.equal(await cache.answer(1, ['b'], compute('b')), 'b');
    assert.equal(await cache.answer(1, ['a'], compute('no')), 'up');
    assert.equal(calls.n, 5);
  });

  test('an answer lasts until its TTL or until one of its relative times would read otherwise', async () => {
    let now = Date.parse('2026-11-26T12:00:00Z');
    const fake = fakeDatabase();
    const cache = await WorkerListCache.open(fake.db, LIMITS, () => now);
    const { calls, compute } = counting();
    // Created 3 days and 10 hours ago: "3 days ago" until 4 days have passed, so the TTL ends it first.
    const old = [new Date(now - (3 * 86_400 + 36_000) * 1000).toISOString()];
    await cache.answer(1, ['old'], compute('old', old));
    now += 59_000;
    assert.equal(await cache.answer(1, ['old'], compute('x', old)), 'old');
    now += 1_000;
    assert.equal(await cache.answer(1, ['old'], compute('old 2', old)), 'old 2', 'past its TTL');
    // Created 70 s ago: "1 minute ago" until 119.5 s have passed.
    const recent = [new Date(now - 70_000).toISOString()];
    await cache.answer(1, ['recent'], compute('recent', recent));
    now += 49_000;
    assert.equal(await cache.answer(1, ['recent'], compute('x', recent)), 'recent');
    now += 1_000;
    assert.equal(await cache.answer(1, ['recent'], compute('recent 2', recent)), 'recent 2', '"2 minutes ago" by now');
    assert.equal(calls.n, 4);
  });

  test('holds at most maxEntries answers and maxChars characters, dropping the least recently used', async () => {
    const fake = fakeDatabase();
    const cache = await WorkerListCache.open(fake.db, LIMITS);
    for (const key of ['a', 'b', 'c']) await cache.answer(1, [key], counting().compute(key.repeat(10)));
    await cache.answer(1, ['a'], counting().compute('no'));
    await cache.answer(1, ['d'], counting().compute('dddd'));
    assert.deepEqual(cache.size, { entries: 3, chars: 24 });
    const { calls, compute } = counting();
    assert.equal(await cache.answer(1, ['a'], compute('a2')), 'a'.repeat(10), 'used last: kept');
    assert.equal(await cache.answer(1, ['b'], compute('b2')), 'b2', 'least recently used: dropped');
    await cache.answer(1, ['big'], counting().compute('x'.repeat(101)));
    assert.equal(await cache.answer(1, ['big'], compute('big 2')), 'big 2', 'longer than an eighth of maxChars: not kept');
    for (const key of ['e', 'f', 'g']) await cache.answer(1, [key], counting().compute('y'.repeat(99)));
    assert.ok(cache.size.chars <= LIMITS.maxChars && cache.size.entries <= LIMITS.maxEntries);
    assert.equal(calls.n, 2);
  });
});

const postgres = (await databaseTargets()).find((target) => target.name === 'postgres')!;

describe('two instances on one PostgreSQL database', { skip: postgres.skip }, () => {
  let database: Awaited<ReturnType<typeof postgres.open>>;
  let otherDb: Db;
  let a: { app: FastifyInstance; close(): Promise<void> };
  let b: { app: FastifyInstance; close(): Promise<void> };

  before(async () => {
    database = await postgres.open();
    await migrate(database.db);
    const storageDir = mkdtempSync(join(tmpdir(), 'portal-list-cache-seed-'));
    await seedDemo(database.db, { storage: createFileStorage(loadConfig({}, { dataDir: storageDir, sessionSecret: 'test-secret' })) });
    rmSync(storageDir, { recursive: true, force: true });
    a = await appOn(database.db);
    // Its own pools and its own listening connection, as a process of its own would have.
    otherDb = await openPostgres(database.url!, 5);
    b = await appOn(otherDb);
  });
  after(async () => {
    await b?.close();
    await otherDb?.close();
    await a?.close();
    await database?.drop();
  });

  test("a write through one instance is in the other's next list, which had it kept", async () => {
    const onA = new TestClient(a.app);
    await onA.signIn('owner@demo.test');
    const onB = new TestClient(b.app);
    await onB.signIn('owner@demo.test');
    const url = '/json/workers?with_crews=true&per_page=100';
    const first = (await onB.get(url)).body.workers.data[0];
    // Changed with the triggers off: B answering the old title shows that it answers from its copy.
    await database.db.transaction(async (tx) => {
      await tx.query('set local session_replication_role = replica');
      await tx.query(`update enterprise_customer_workers set job_title = 'Unannounced' where id = $1`, [first.id]);
    });
    const onBListed = async () => (await onB.get(url)).body.workers.data.find((row: any) => row.id === first.id);
    assert.equal((await onBListed()).job_title, first.job_title, 'B answers from its copy');
    for (let round = 1; round <= 25; round += 1) {
      const name = `Instance${round}`;
      const put = await onA.put(`/json/workers/${first.id}`, { first_name: name });
      assert.equal(put.status, 200, JSON.stringify(put.body));
      const seen = await onBListed();
      assert.equal(seen.first_name, name, `round ${round}: B shows A's write at once`);
      assert.equal(seen.job_title, 'Unannounced', `round ${round}: and read it from the database`);
      assert.equal((await onBListed()).first_name, name);
    }
  });
});
