import { after, before, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { migrate, type Db } from '../../db';
import { databaseTargets, type TestDatabase } from '../../../__tests__/support/databases';
import { claimNextJob, enqueue, startJobWorker, type Job } from '..';
import { releaseStaleJobs } from '../queue';
import { retryDelayMs } from '../worker';

interface JobRow {
  status: string;
  attempts: number;
  last_error: string | null;
  run_at: Date;
  finished_at: Date | null;
}

const jobRow = async (db: Db, id: number) =>
  (await db.query<JobRow>('select status, attempts, last_error, run_at, finished_at from jobs where id = $1', [id]))[0];

test('retries wait twice as long each time, up to the cap', () => {
  assert.deepEqual([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, 1000, 5000)), [1000, 2000, 4000, 5000]);
});

for (const target of await databaseTargets()) {
  describe(`job queue on ${target.name}`, { skip: target.skip }, () => {
    let database: TestDatabase;
    let db: Db;
    before(async () => {
      database = await target.open();
      db = database.db;
      await migrate(db);
    });
    after(async () => database?.drop());
    beforeEach(async () => {
      await db.query('delete from jobs');
    });

    test('a job enqueued in a committed transaction runs once with its payload', async () => {
      const seen: Job[] = [];
      const worker = startJobWorker(db, { 'test.echo': async (job) => void seen.push(job) }, { pollIntervalMs: 60_000 });
      const id = await db.transaction((tx) => enqueue(tx, 'test.echo', { greeting: 'hello' }));
      assert.ok(id);
      assert.equal(await worker.drain(), 1);
      assert.equal(await worker.drain(), 0);
      await worker.stop();
      assert.equal(seen.length, 1);
      assert.deepEqual(seen[0].payload, { greeting: 'hello' });
      const row = await jobRow(db, id);
      assert.equal(row.status, 'done');
      assert.equal(row.attempts, 1);
      assert.ok(row.finished_at);
    });

    test('a job enqueued in a rolled-back transaction never exists', async () => {
      await assert.rejects(
        db.transaction(async (tx) => {
          await enqueue(tx, 'test.echo', {});
          throw new Error('the change failed');
        }),
        /the change failed/,
      );
      assert.deepEqual(await db.query('select id from jobs'), []);
    });

    test('a failing job is retried, then marked failed with its last error after its last attempt', async () => {
      let calls = 0;
      const worker = startJobWorker(
        db,
        {
          'test.flaky': async () => {
            calls += 1;
            throw new Error(`SMTP down (call ${calls})`);
          },
        },
        { pollIntervalMs: 60_000, retryBaseMs: 0 },
      );
      const id = (await enqueue(db, 'test.flaky', {}, { maxAttempts: 3 }))!;
      await worker.drain();
      await worker.stop();
      assert.equal(calls, 3);
      const row = await jobRow(db, id);
      assert.equal(row.status, 'failed');
      assert.equal(row.attempts, 3);
      assert.equal(row.last_error, 'SMTP down (call 3)');
      assert.ok(row.finished_at);
    });

    test('a failed attempt is rescheduled after the backoff, not run again at once', async () => {
      let calls = 0;
      const worker = startJobWorker(
        db,
        {
          'test.flaky': async () => {
            calls += 1;
            throw new Error('temporary');
          },
        },
        { pollIntervalMs: 60_000, retryBaseMs: 60_000 },
      );
      const id = (await enqueue(db, 'test.flaky', {}))!;
      await worker.drain();
      await worker.stop();
      assert.equal(calls, 1);
      const row = await jobRow(db, id);
      assert.equal(row.status, 'queued');
      assert.equal(row.last_error, 'temporary');
      const waitSeconds = (row.run_at.getTime() - Date.now()) / 1000;
      assert.ok(waitSeconds > 50 && waitSeconds <= 60, `retry in ${waitSeconds}s`);
    });

    test('a job is not run before its run_at', async () => {
      const worker = startJobWorker(db, { 'test.echo': async () => undefined }, { pollIntervalMs: 60_000 });
      const id = (await enqueue(db, 'test.echo', {}, { runAt: new Date(Date.now() + 3_600_000) }))!;
      assert.equal(await worker.drain(), 0);
      await worker.stop();
      assert.equal((await jobRow(db, id)).status, 'queued');
    });

    test('a singleton key dedupes while its job is queued, and frees up once it is done', async () => {
      const first = await enqueue(db, 'test.echo', {}, { singletonKey: 'daily-expiry-notice' });
      const second = await enqueue(db, 'test.echo', {}, { singletonKey: 'daily-expiry-notice' });
      const otherQueue = await enqueue(db, 'test.other', {}, { singletonKey: 'daily-expiry-notice' });
      assert.ok(first);
      assert.equal(second, null);
      assert.ok(otherQueue, 'keys are per queue');
      const worker = startJobWorker(db, { 'test.echo': async () => undefined }, { pollIntervalMs: 60_000 });
      assert.equal(await worker.drain(), 1);
      await worker.stop();
      assert.ok(await enqueue(db, 'test.echo', {}, { singletonKey: 'daily-expiry-notice' }));
    });

    test('the worker polls by itself, leaves queues it has no handler for, and stop waits for the job in hand', async () => {
      let finished = false;
      const worker = startJobWorker(
        db,
        {
          'test.slow': async () => {
            await sleep(150);
            finished = true;
          },
        },
        { pollIntervalMs: 20 },
      );
      const unhandled = (await enqueue(db, 'test.unhandled', {}))!;
      const id = (await enqueue(db, 'test.slow', {}))!;
      for (let i = 0; i < 100 && (await jobRow(db, id)).status === 'queued'; i++) await sleep(10);
      assert.equal((await jobRow(db, id)).status, 'running');
      await worker.stop();
      assert.equal(finished, true);
      assert.equal((await jobRow(db, id)).status, 'done');
      assert.equal((await jobRow(db, unhandled)).status, 'queued');
    });

    test('a job left running by a stopped server goes back to the queue after the lock timeout', async () => {
      const id = (await enqueue(db, 'test.echo', {}))!;
      assert.equal((await claimNextJob(db, ['test.echo']))?.id, id);
      await db.query(`update jobs set locked_at = now() - interval '20 minutes' where id = $1`, [id]);
      assert.equal(await releaseStaleJobs(db, 15 * 60_000), 1);
      const row = await jobRow(db, id);
      assert.equal(row.status, 'queued');
      assert.match(row.last_error ?? '', /server stopped/);
    });

    test('a job that runs longer than the lock timeout keeps its lock while its server is alive', async () => {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const worker = startJobWorker(db, { 'test.long': () => released }, { pollIntervalMs: 20, lockTimeoutMs: 400 });
      const id = (await enqueue(db, 'test.long', {}))!;
      for (let i = 0; i < 200 && (await jobRow(db, id)).status === 'queued'; i++) await sleep(10);
      // Three lock timeouts later the lock is still fresh: another server's sweep leaves the job alone.
      await sleep(1200);
      assert.equal(await releaseStaleJobs(db, 400), 0);
      assert.equal((await jobRow(db, id)).status, 'running');
      release();
      await worker.stop();
      const row = await jobRow(db, id);
      assert.equal(row.status, 'done');
      assert.equal(row.attempts, 1);
    });

    test('concurrent claimers never get the same job', { skip: target.name === 'pglite' && 'PGlite is a single session' }, async () => {
      const ids = new Set<number>();
      for (let i = 0; i < 60; i++) ids.add((await enqueue(db, 'test.race', { i }))!);
      const claimed: number[] = [];
      // Eight loops on separate pool connections claim side by side until the queue is empty.
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          for (let job = await claimNextJob(db, ['test.race']); job; job = await claimNextJob(db, ['test.race'])) claimed.push(job.id);
        }),
      );
      assert.equal(claimed.length, 60);
      assert.deepEqual(new Set(claimed), ids);
    });
  });
}
