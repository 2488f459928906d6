import { after, before, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { migrate, type Db } from '../../db';
import { databaseTargets, type TestDatabase } from '../../../__tests__/support/databases';
import { LoginThrottle, WindowLimiter } from '../rate-limit';

const OFFICE = '203.0.113.10';
const HOME = '198.51.100.7';
const start = Date.UTC(2026, 10, 25, 9, 0, 0);

for (const target of await databaseTargets()) {
  describe(`sign-in and request limits on ${target.name}`, { skip: target.skip }, () => {
    let database: TestDatabase;
    let db: Db;
    before(async () => {
      database = await target.open();
      db = database.db;
      await migrate(db);
    });
    after(async () => database?.drop());
    beforeEach(async () => {
      await db.query('delete from rate_limit_windows');
      await db.query('delete from login_failures');
      await db.query('delete from login_known_addresses');
    });

    test('an office signing in behind one address never waits: successes are not counted', async () => {
      const throttle = new LoginThrottle(db);
      for (let staff = 0; staff < 40; staff++) {
        const now = start + staff * 1000;
        assert.equal(await throttle.retryAfter(`staff${staff}@demo.test`, OFFICE, now), 0);
        await throttle.succeeded(`staff${staff}@demo.test`, OFFICE, now);
      }
      // A few typos among them change nothing for the others.
      for (let staff = 0; staff < 10; staff++) await throttle.failed(`staff${staff}@demo.test`, OFFICE, start + 60_000);
      assert.equal(await throttle.retryAfter('staff39@demo.test', OFFICE, start + 61_000), 0);
    });

    test('guessing one account from one address waits longer after each failure, never locks for good', async () => {
      const throttle = new LoginThrottle(db);
      let now = start;
      for (let failure = 0; failure < 5; failure++) {
        assert.equal(await throttle.retryAfter('owner@demo.test', HOME, now), 0, `failure ${failure + 1} is free`);
        await throttle.failed('owner@demo.test', HOME, now);
      }
      const waits: number[] = [];
      for (let round = 0; round < 6; round++) {
        const wait = await throttle.retryAfter('owner@demo.test', HOME, now);
        waits.push(wait);
        now += wait * 1000;
        assert.equal(await throttle.retryAfter('owner@demo.test', HOME, now), 0, 'once the wait is over, one more try is allowed');
        await throttle.failed('owner@demo.test', HOME, now);
      }
      assert.deepEqual(waits, [1, 2, 4, 8, 16, 32]);
      for (let round = 0; round < 10; round++) await throttle.failed('owner@demo.test', HOME, now);
      assert.equal(await throttle.retryAfter('owner@demo.test', HOME, now), 15 * 60, 'the wait stops growing at 15 minutes');
      // A correct password after the wait clears the address's record.
      now += 15 * 60 * 1000;
      await throttle.succeeded('owner@demo.test', HOME, now);
      assert.equal(await throttle.retryAfter('owner@demo.test', HOME, now), 0);
    });

    test("someone guessing from elsewhere does not keep the owner out; many addresses slow only addresses new to the account", async () => {
      const throttle = new LoginThrottle(db);
      await throttle.succeeded('owner@demo.test', OFFICE, start);
      let now = start + 60_000;
      for (let bot = 0; bot < 25; bot++) {
        for (let guess = 0; guess < 3; guess++) await throttle.failed('owner@demo.test', `192.0.2.${bot}`, now);
      }
      assert.equal(await throttle.retryAfter('owner@demo.test', OFFICE, now), 0, 'the address the owner signed in from before');
      assert.ok(await throttle.retryAfter('owner@demo.test', '192.0.2.200', now) > 0, 'a new address waits once the account had many failures');
      assert.equal(await throttle.retryAfter('admin@demo.test', '192.0.2.200', now), 0, 'other accounts are not affected');
      now += 24 * 60 * 60 * 1000;
      assert.equal(await throttle.retryAfter('owner@demo.test', '192.0.2.200', now), 0, 'failures are forgotten after a day');
    });

    test('one address failing across many accounts (a scan) waits for its window', async () => {
      const throttle = new LoginThrottle(db, { scanLimit: 30, scanWindowMs: 5 * 60 * 1000 });
      for (let account = 0; account < 30; account++) await throttle.failed(`user${account}@demo.test`, HOME, start);
      const wait = await throttle.retryAfter('someone@demo.test', HOME, start + 1000);
      assert.ok(wait > 200 && wait <= 300, `waits out the 5-minute window (${wait} s)`);
      assert.equal(await throttle.retryAfter('someone@demo.test', OFFICE, start + 1000), 0);
    });

    test('a window limiter lets its limit through per address and window, and counts each guard apart', async () => {
      const lookups = new WindowLimiter(db, 'test-lookups', 3, 60_000);
      const signUps = new WindowLimiter(db, 'test-sign-ups', 3, 60_000);
      assert.deepEqual([await lookups.take(HOME, start), await lookups.take(HOME, start), await lookups.take(HOME, start + 1000)], [0, 0, 0]);
      assert.equal(await lookups.take(HOME, start + 10_000), 50, 'the fourth waits for the window to end');
      assert.equal(await lookups.take(OFFICE, start + 10_000), 0, 'another address has its own count');
      assert.equal(await signUps.retryAfter(HOME, start + 10_000), 0, 'another guard has its own count');
      assert.equal(await lookups.take(HOME, start + 60_000), 0, 'a new window starts afresh');
    });

    test('retryAfter asks without counting; hit counts what succeeded', async () => {
      const signUps = new WindowLimiter(db, 'test-sign-ups', 2, 3_600_000);
      for (let i = 0; i < 5; i++) assert.equal(await signUps.retryAfter(HOME, start), 0);
      await signUps.hit(HOME, start);
      await signUps.hit(HOME, start + 60_000);
      assert.equal(await signUps.retryAfter(HOME, start + 120_000), 3480);
    });

    test('two limiters on one database (two server processes) count together', async () => {
      const first = new LoginThrottle(db);
      const second = new LoginThrottle(db);
      for (let failure = 0; failure < 5; failure++) await (failure % 2 ? first : second).failed('owner@demo.test', HOME, start);
      assert.equal(await first.retryAfter('owner@demo.test', HOME, start), 1);
      assert.equal(await second.retryAfter('owner@demo.test', HOME, start), 1);
    });
  });
}
