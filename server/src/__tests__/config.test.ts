import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config';

const base = { DATA_DIR: join(mkdtempSync(join(tmpdir(), 'config-')), 'data'), SESSION_SECRET: 'config-test-secret' };

test('JOB_LOCK_TIMEOUT_SECONDS: 30 s unless set; a number of seconds of at least 4, else the start stops', () => {
  assert.equal(loadConfig(base).jobLockTimeoutMs, 30_000);
  assert.equal(loadConfig({ ...base, JOB_LOCK_TIMEOUT_SECONDS: '10' }).jobLockTimeoutMs, 10_000);
  assert.throws(() => loadConfig({ ...base, JOB_LOCK_TIMEOUT_SECONDS: '2' }), /JOB_LOCK_TIMEOUT_SECONDS must be a number of seconds of at least 4 \(got 2\)/);
  assert.throws(() => loadConfig({ ...base, JOB_LOCK_TIMEOUT_SECONDS: 'soon' }), /JOB_LOCK_TIMEOUT_SECONDS/);
});

test('SESSION_CACHE_SECONDS: 5 s on the embedded database, none with DATABASE_URL, never negative', () => {
  assert.equal(loadConfig(base).sessionCacheMs, 5_000);
  assert.equal(loadConfig({ ...base, DATABASE_URL: 'postgres://127.0.0.1/portal' }).sessionCacheMs, 0);
  assert.equal(loadConfig({ ...base, SESSION_CACHE_SECONDS: '0' }).sessionCacheMs, 0);
  assert.throws(() => loadConfig({ ...base, SESSION_CACHE_SECONDS: '-1' }), /SESSION_CACHE_SECONDS must be a number of seconds of at least 0/);
});

test('PORTAL_CLOCK: a date or an ISO date-time to start the clock at, on the embedded database only', () => {
  assert.equal(loadConfig(base).clock, undefined);
  assert.equal(loadConfig({ ...base, PORTAL_CLOCK: '2027-01-31' }).clock?.toISOString(), '2027-01-31T14:00:00.000Z');
  assert.throws(() => loadConfig({ ...base, PORTAL_CLOCK: 'tomorrow' }), /PORTAL_CLOCK must be a date \(2027-01-31\) or an ISO date-time \(got tomorrow\)/);
  assert.throws(() => loadConfig({ ...base, PORTAL_CLOCK: '2027-01-31', DATABASE_URL: 'postgres://127.0.0.1/portal' }), /PORTAL_CLOCK works on the embedded database only/);
});

test('HSTS_MAX_AGE_SECONDS: 180 days unless set; a whole number of seconds of at least 0, else the start stops', () => {
  assert.equal(loadConfig(base).hstsMaxAgeSeconds, 15_552_000);
  assert.equal(loadConfig({ ...base, HSTS_MAX_AGE_SECONDS: '600' }).hstsMaxAgeSeconds, 600);
  assert.equal(loadConfig({ ...base, HSTS_MAX_AGE_SECONDS: '0' }).hstsMaxAgeSeconds, 0);
  assert.throws(() => loadConfig({ ...base, HSTS_MAX_AGE_SECONDS: '-1' }), /HSTS_MAX_AGE_SECONDS must be a number of seconds of at least 0 \(got -1\)/);
  assert.throws(() => loadConfig({ ...base, HSTS_MAX_AGE_SECONDS: '1.5' }), /HSTS_MAX_AGE_SECONDS must be a whole number of seconds/);
  assert.throws(() => loadConfig({ ...base, HSTS_MAX_AGE_SECONDS: 'a year' }), /HSTS_MAX_AGE_SECONDS/);
});
