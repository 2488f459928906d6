import { after, before, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { migrate, type Db } from '../../db';
import { databaseTargets, type TestDatabase } from '../../../__tests__/support/databases';
import { LoginThrottle, WindowLimiter, type SignInAttempt } from '../rate-limit';

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
      await db.query('delete from login_known_devices');
    });

    /** A try from a browser without a device cookie for the account. */
    const fresh = (account: string, address: string): SignInAttempt => ({ account, address, device: null });
    const waitOf = async (throttle: LoginThrottle, attempt: SignInAttempt, now: number) => (await throttle.standing(attempt, now)).wait;
    const fail = async (throttle: LoginThrottle, attempt: SignInAttempt, now: number) => throttle.failed(attempt, await throttle.standing(attempt, now), now);

    test('an office signing in behind one address never waits: successes are not counted', async () => {
      const throttle = new LoginThrottle(db);
      for (let staff = 0; staff < 40; staff++) {
        const now = start + staff * 1000;
        assert.equal(await waitOf(throttle, fresh(`staff${staff}@demo.test`, OFFICE), now), 0);
        await throttle.succeeded({ account: `staff${staff}@demo.test`, address: OFFICE, device: `device-${staff}` }, now);
      }
      // A few typos among them change nothing for the others.
      for (let staff = 0; staff < 10; staff++) await fail(throttle, fresh(`staff${staff}@demo.test`, OFFICE), start + 60_000);
      assert.equal(await waitOf(throttle, fresh('staff39@demo.test', OFFICE), start + 61_000), 0);
    });

    test('guessing one account from one address waits longer after each failure, never locks for good', async () => {
      const throttle = new LoginThrottle(db);
      const guesser = fresh('owner@demo.test', HOME);
      let now = start;
      for (let failure = 0; failure < 5; failure++) {
        assert.equal(await waitOf(throttle, guesser, now), 0, `failure ${failure + 1} is free`);
        await fail(throttle, guesser, now);
      }
      const waits: number[] = [];
      for (let round = 0; round < 6; round++) {
        const wait = await waitOf(throttle, guesser, now);
        waits.push(wait);
        now += wait * 1000;
        assert.equal(await waitOf(throttle, guesser, now), 0, 'once the wait is over, one more try is allowed');
        await fail(throttle, guesser, now);
      }
      assert.deepEqual(waits, [1, 2, 4, 8, 16, 32]);
      for (let round = 0; round < 10; round++) await throttle.failed(guesser, { knownDevice: false }, now);
      assert.equal(await waitOf(throttle, guesser, now), 15 * 60, 'the wait stops growing at 15 minutes');
      // A correct password after the wait clears the address's record.
      now += 15 * 60 * 1000;
      await throttle.succeeded({ ...guesser, device: 'owner-laptop' }, now);
      assert.equal(await waitOf(throttle, guesser, now), 0);
    });

    test("guessing from 25 addresses leaves the owner's known device alone and puts the account under attack for new devices", async () => {
      const throttle = new LoginThrottle(db);
      const laptop = { account: 'owner@demo.test', address: OFFICE, device: 'owner-laptop' } satisfies SignInAttempt;
      await throttle.succeeded(laptop, start);
      let now = start + 60_000;
      for (let bot = 0; bot < 25; bot++) {
        for (let guess = 0; guess < 3; guess++) await fail(throttle, fresh('owner@demo.test', `192.0.2.${bot}`), now);
      }
      // The same address as a bot (one load balancer), the laptop is still known.
      assert.deepEqual(await throttle.standing({ ...laptop, address: '192.0.2.1' }, now), { wait: 0, knownDevice: true, underAttack: false });
      assert.deepEqual(await throttle.standing(fresh('owner@demo.test', '192.0.2.200'), now), { wait: 0, knownDevice: false, underAttack: true });
      assert.deepEqual(await throttle.standing({ ...laptop, account: 'admin@demo.test' }, now), { wait: 0, knownDevice: false, underAttack: false }, 'a device is known per account');
      assert.equal((await throttle.standing(fresh('admin@demo.test', '192.0.2.200'), now)).underAttack, false, 'other accounts are not affected');
      now += 24 * 60 * 60 * 1000;
      assert.equal((await throttle.standing(fresh('owner@demo.test', '192.0.2.200'), now)).underAttack, false, 'failures are forgotten after a day');
    });

    test("a known device's failures count for it alone", async () => {
      const throttle = new LoginThrottle(db);
      const laptop = { account: 'owner@demo.test', address: OFFICE, device: 'owner-laptop' } satisfies SignInAttempt;
      await throttle.succeeded(laptop, start);
      for (let typo = 0; typo < 5; typo++) await fail(throttle, laptop, start);
      assert.equal(await waitOf(throttle, laptop, start), 1, 'the device waits after its own five');
      assert.equal(await waitOf(throttle, fresh('owner@demo.test', OFFICE), start), 0, 'the address does not');
      assert.equal((await throttle.standing(fresh('owner@demo.test', HOME), start)).underAttack, false, 'nor do they put the account under attack');
    });

    test('a device is forgotten by the account half a year after its last sign-in there', async () => {
      const throttle = new LoginThrottle(db);
      const laptop = { account: 'owner@demo.test', address: OFFICE, device: 'owner-laptop' } satisfies SignInAttempt;
      await throttle.succeeded(laptop, start);
      assert.equal((await throttle.standing(laptop, start + 179 * 24 * 60 * 60 * 1000)).knownDevice, true);
      assert.equal((await throttle.standing(laptop, start + 181 * 24 * 60 * 60 * 1000)).knownDevice, false);
    });

    test('one address failing across many accounts (a scan) makes its unknown devices wait for its window, not its known ones', async () => {
      const throttle = new LoginThrottle(db, { scanLimit: 30, scanWindowMs: 5 * 60 * 1000 });
      const laptop = { account: 'owner@demo.test', address: HOME, device: 'owner-laptop' } satisfies SignInAttempt;
      await throttle.succeeded(laptop, start);
      for (let account = 0; account < 30; account++) await fail(throttle, fresh(`user${account}@demo.test`, HOME), start);
      const wait = await waitOf(throttle, fresh('someone@demo.test', HOME), start + 1000);
      assert.ok(wait > 200 && wait <= 300, `waits out the 5-minute window (${wait} s)`);
      assert.equal(await waitOf(throttle, fresh('someone@demo.test', OFFICE), start + 1000), 0);
      assert.equal(await waitOf(throttle, laptop, start + 1000), 0, 'a device known to its account is not slowed by the scan');
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
      const guesser = fresh('owner@demo.test', HOME);
      for (let failure = 0; failure < 5; failure++) await (failure % 2 ? first : second).failed(guesser, { knownDevice: false }, start);
      assert.equal(await waitOf(first, guesser, start), 1);
      assert.equal(await waitOf(second, guesser, start), 1);
    });
  });
}
