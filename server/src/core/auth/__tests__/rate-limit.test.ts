import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LoginThrottle } from '../rate-limit';

const OFFICE = '203.0.113.10';
const HOME = '198.51.100.7';
const start = Date.UTC(2026, 10, 25, 9, 0, 0);

test('an office signing in behind one address never waits: successes are not counted', () => {
  const throttle = new LoginThrottle();
  for (let staff = 0; staff < 40; staff++) {
    const now = start + staff * 1000;
    assert.equal(throttle.retryAfter(`staff${staff}@demo.test`, OFFICE, now), 0);
    throttle.succeeded(`staff${staff}@demo.test`, OFFICE, now);
  }
  // A few typos among them change nothing for the others.
  for (let staff = 0; staff < 10; staff++) throttle.failed(`staff${staff}@demo.test`, OFFICE, start + 60_000);
  assert.equal(throttle.retryAfter('staff39@demo.test', OFFICE, start + 61_000), 0);
});

test('guessing one account from one address waits longer after each failure, never locks for good', () => {
  const throttle = new LoginThrottle();
  let now = start;
  for (let failure = 0; failure < 5; failure++) {
    assert.equal(throttle.retryAfter('owner@demo.test', HOME, now), 0, `failure ${failure + 1} is free`);
    throttle.failed('owner@demo.test', HOME, now);
  }
  const waits: number[] = [];
  for (let round = 0; round < 6; round++) {
    const wait = throttle.retryAfter('owner@demo.test', HOME, now);
    waits.push(wait);
    now += wait * 1000;
    assert.equal(throttle.retryAfter('owner@demo.test', HOME, now), 0, 'once the wait is over, one more try is allowed');
    throttle.failed('owner@demo.test', HOME, now);
  }
  assert.deepEqual(waits, [1, 2, 4, 8, 16, 32]);
  for (let round = 0; round < 10; round++) throttle.failed('owner@demo.test', HOME, now);
  assert.equal(throttle.retryAfter('owner@demo.test', HOME, now), 15 * 60, 'the wait stops growing at 15 minutes');
  // A correct password after the wait clears the address's record.
  now += 15 * 60 * 1000;
  throttle.succeeded('owner@demo.test', HOME, now);
  assert.equal(throttle.retryAfter('owner@demo.test', HOME, now), 0);
});

test("someone guessing from elsewhere does not keep the owner out; many addresses slow only addresses new to the account", () => {
  const throttle = new LoginThrottle();
  throttle.succeeded('owner@demo.test', OFFICE, start);
  let now = start + 60_000;
  for (let bot = 0; bot < 25; bot++) {
    for (let guess = 0; guess < 3; guess++) throttle.failed('owner@demo.test', `192.0.2.${bot}`, now);
  }
  assert.equal(throttle.retryAfter('owner@demo.test', OFFICE, now), 0, 'the address the owner signed in from before');
  assert.ok(throttle.retryAfter('owner@demo.test', '192.0.2.200', now) > 0, 'a new address waits once the account had many failures');
  assert.equal(throttle.retryAfter('admin@demo.test', '192.0.2.200', now), 0, 'other accounts are not affected');
  now += 24 * 60 * 60 * 1000;
  assert.equal(throttle.retryAfter('owner@demo.test', '192.0.2.200', now), 0, 'failures are forgotten after a day');
});

test('one address failing across many accounts (a scan) waits for its window', () => {
  const throttle = new LoginThrottle({ scanLimit: 30, scanWindowMs: 5 * 60 * 1000 });
  for (let account = 0; account < 30; account++) throttle.failed(`user${account}@demo.test`, HOME, start);
  const wait = throttle.retryAfter('someone@demo.test', HOME, start + 1000);
  assert.ok(wait > 200 && wait <= 300, `waits out the 5-minute window (${wait} s)`);
  assert.equal(throttle.retryAfter('someone@demo.test', OFFICE, start + 1000), 0);
});
