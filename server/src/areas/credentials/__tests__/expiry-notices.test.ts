import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { databaseTargets } from '../../../__tests__/support/databases';
import { startTestApp, type TestApp } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';
import { createWorker, daysFromToday } from '../../../__tests__/support/credentials';
import { EXPIRY_NOTICES_QUEUE, expiryNoticeJobHandlers, runExpiryNotices, scheduleExpiryNotices } from '../jobs/expiry-notices';
import { isoDate } from '../../../core/lib/time';
import type { Job } from '../../../core/jobs';
import { translate } from '../../../core/i18n';

const DAY_MS = 24 * 3600 * 1000;
const shift = (date: string, days: number) => isoDate(new Date(new Date(`${date}T00:00:00Z`).getTime() + days * DAY_MS));

/** The daily credential_expiring notifications (30, 60 and 90 days; once per credential and threshold). */
for (const target of await databaseTargets()) {
  describe(`credential expiry notices on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;
    let demo: TestClient;
    let typeId: number;

    /** A credential far in the future, so the simulated days never meet the real today's run. */
    const credentialExpiring = async (expiry: string, worker = { first_name: 'Sven', last_name: 'Aalto' }) => {
      const workerId = await createWorker(demo, worker);
      const response = await demo.post(`/json/workers/${workerId}/credentials`, { name: 'Gas Detection', user_credential_type_id: typeId, expiry });
      assert.equal(response.status, 201);
      return { workerId, credentialId: response.body.user_credential.id as number };
    };
    const noticesOf = (credentialId: number) =>
      ctx.db.query<{ message: string; worker_id: number; threshold_days: number; expiry: string }>(
        `select message, worker_id, (metadata->>'threshold_days')::int as threshold_days, metadata->>'expiry' as expiry
           from notifications
          where notification_type = 'credential_expiring' and (metadata->>'user_credential_id')::int = $1
          order by id`,
        [credentialId],
      );

    before(async () => {
      ctx = await startTestApp(target);
      demo = new TestClient(ctx.app);
      await demo.signIn('owner@demo.test');
      [{ id: typeId }] = await ctx.db.query<{ id: number }>('select id from user_credential_types order by id limit 1');
    });
    after(async () => ctx?.close());

    test('as the expiry approaches, the 90, 60 and 30 day thresholds are each announced once', async () => {
      const expiry = daysFromToday(2000);
      const { workerId, credentialId } = await credentialExpiring(expiry);
      const announcedOn: string[] = [];
      for (const daysBefore of [120, 91, 90, 89, 75, 61, 60, 59, 31, 30, 29, 10, 1, 0, -1]) {
        const day = shift(expiry, -daysBefore);
        const before = (await noticesOf(credentialId)).length;
        await runExpiryNotices(ctx.db, day);
        if ((await noticesOf(credentialId)).length > before) announcedOn.push(String(daysBefore));
      }
      assert.deepEqual(announcedOn, ['90', '60', '30']);
      const notices = await noticesOf(credentialId);
      assert.deepEqual(notices.map((n) => n.threshold_days), [90, 60, 30]);
      assert.ok(notices.every((n) => n.worker_id === workerId && n.expiry === expiry));
      assert.match(translate(notices[0].message, 'en-CA'), /^Sven Aalto's Gas Detection expires on [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/);
      // Stored as a message: a French reader gets it in French, its date too.
      assert.match(translate(notices[0].message, 'fr-CA'), /^L’attestation Gas Detection de Sven Aalto expire le \d{1,2} [a-zéû.]+ \d{4}\.$/);
    });

    test('running twice on a day creates nothing twice; a credential first seen inside 30 days is announced once', async () => {
      const expiry = daysFromToday(3000);
      const { credentialId } = await credentialExpiring(expiry, { first_name: 'Tove', last_name: 'Lund' });
      const today = shift(expiry, -20);
      const first = await runExpiryNotices(ctx.db, today);
      assert.ok(first >= 1);
      assert.equal(await runExpiryNotices(ctx.db, today), 0, 'the second run of the day finds nothing new');
      const notices = await noticesOf(credentialId);
      assert.deepEqual(notices.map((n) => n.threshold_days), [30], 'one notification, for the nearest threshold');
      await runExpiryNotices(ctx.db, shift(expiry, -5));
      assert.equal((await noticesOf(credentialId)).length, 1, 'the wider thresholds were covered at the same time');
      const recorded = await ctx.db.query<{ threshold_days: number }>(
        'select threshold_days from credential_expiry_notices where user_credential_id = $1 order by threshold_days',
        [credentialId],
      );
      assert.deepEqual(recorded.map((r) => r.threshold_days), [30, 60, 90]);
    });

    test('a renewed credential (new expiry) is announced again; a deactivated worker\'s is not', async () => {
      const expiry = daysFromToday(4000);
      const { credentialId } = await credentialExpiring(expiry, { first_name: 'Uma', last_name: 'Rao' });
      await runExpiryNotices(ctx.db, shift(expiry, -25));
      const renewed = shift(expiry, 365);
      await ctx.db.query('update user_credentials set expiry = $2 where id = $1', [credentialId, renewed]);
      await runExpiryNotices(ctx.db, shift(renewed, -85));
      assert.deepEqual((await noticesOf(credentialId)).map((n) => [n.threshold_days, n.expiry]), [
        [30, expiry],
        [90, renewed],
      ]);

      const inactive = await credentialExpiring(expiry, { first_name: 'Vik', last_name: 'Dahl' });
      await ctx.db.query('update enterprise_customer_workers set is_active = false where id = $1', [inactive.workerId]);
      await runExpiryNotices(ctx.db, shift(expiry, -10));
      assert.deepEqual(await noticesOf(inactive.credentialId), []);
    });

    test('the job runs today\'s notices and queues tomorrow\'s run; each day is queued once', async () => {
      // The app's own job worker would otherwise race this test for the job it queues.
      await ctx.app.jobWorker.stop();
      const today = isoDate(new Date());
      await ctx.db.query(`delete from jobs where queue = $1`, [EXPIRY_NOTICES_QUEUE]);
      assert.ok(await scheduleExpiryNotices(ctx.db));
      assert.equal(await scheduleExpiryNotices(ctx.db), null, 'already queued for today');
      const [queued] = await ctx.db.query<{ singleton_key: string; run_at: Date }>(`select singleton_key, run_at from jobs where queue = $1`, [EXPIRY_NOTICES_QUEUE]);
      assert.equal(queued.singleton_key, `expiry-notices:${today}`);

      const { credentialId } = await credentialExpiring(daysFromToday(45), { first_name: 'Wren', last_name: 'Moss' });
      await expiryNoticeJobHandlers(ctx.db)[EXPIRY_NOTICES_QUEUE]({ id: 0, queue: EXPIRY_NOTICES_QUEUE, payload: {} } as Job);
      assert.deepEqual((await noticesOf(credentialId)).map((n) => n.threshold_days), [60]);
      const tomorrow = shift(today, 1);
      const [next] = await ctx.db.query<{ run_at: Date }>(`select run_at from jobs where queue = $1 and singleton_key = $2`, [
        EXPIRY_NOTICES_QUEUE,
        `expiry-notices:${tomorrow}`,
      ]);
      assert.ok(next, 'tomorrow is queued');
      assert.equal(next.run_at.toISOString(), `${tomorrow}T00:00:00.000Z`);
    });

    test('a listening server schedules today\'s run', async () => {
      await ctx.db.query(`delete from jobs where queue = $1`, [EXPIRY_NOTICES_QUEUE]);
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      // listen() resolves before its onListen hooks finish.
      const todayKey = `expiry-notices:${isoDate(new Date())}`;
      let scheduled = false;
      for (let attempt = 0; attempt < 50 && !scheduled; attempt++) {
        const keys = await ctx.db.query<{ singleton_key: string }>(`select singleton_key from jobs where queue = $1`, [EXPIRY_NOTICES_QUEUE]);
        scheduled = keys.some((job) => job.singleton_key === todayKey);
        if (!scheduled) await sleep(100);
      }
      assert.ok(scheduled, 'today\'s run is queued');
    });
  });
}
