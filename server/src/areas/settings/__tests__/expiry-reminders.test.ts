import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { databaseTargets } from '../../../__tests__/support/databases';
import { startTestApp, type TestApp } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';
import { createWorker, daysFromToday } from '../../../__tests__/support/credentials';
import { EXPIRY_REMINDERS_QUEUE, expiryReminderJobHandlers, isoWeekday, runExpiryReminders, scheduleExpiryReminders } from '../jobs/expiry-reminders';
import { isoDate } from '../../../core/lib/time';
import type { Job } from '../../../core/jobs';
import { translate } from '../../../core/i18n';

const DAY_MS = 24 * 3600 * 1000;
const shift = (date: string, days: number) => isoDate(new Date(new Date(`${date}T00:00:00Z`).getTime() + days * DAY_MS));
const PUBLIC_URL = 'https://portal.example.com';

/**
 * The daily expiry reminders that follow each customer's schedule (thresholds, recipients, the worker's own e-mail)
 * and the weekly digest; the test sets "today" for each run.
 */
for (const target of await databaseTargets()) {
  describe(`expiry reminders on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;
    let owner: TestClient;
    let typeId: number;

    /** A credential far in the future, so the simulated days meet no seeded credential of the same worker. */
    const credentialExpiring = async (expiry: string, worker: Record<string, string>) => {
      const workerId = await createWorker(owner, worker);
      const response = await owner.post(`/json/workers/${workerId}/credentials`, { name: 'Gas Detection', user_credential_type_id: typeId, expiry });
      assert.equal(response.status, 201);
      return { workerId, credentialId: response.body.user_credential.id as number };
    };
    const remindersOf = (credentialId: number) =>
      ctx.db.query<{ message: string; threshold_days: number; expiry: string }>(
        `select message, (metadata->>'threshold_days')::int as threshold_days, metadata->>'expiry' as expiry
           from notifications
          where notification_type = 'credential_expiring' and (metadata->>'user_credential_id')::int = $1
          order by id`,
        [credentialId],
      );
    const mailsAbout = (text: string) =>
      ctx.db.query<{ to_address: string; subject: string; text_body: string }>(
        'select to_address, subject, text_body from mail_outbox where subject like $1 or text_body like $1 order by id',
        [`%${text}%`],
      );
    const setSchedule = async (schedule: Record<string, unknown>) =>
      assert.equal((await owner.put('/json/settings/expiry-reminders', schedule)).status, 200);

    before(async () => {
      ctx = await startTestApp(target);
      // The app's own job worker would otherwise run queued reminders against the real today.
      await ctx.app.jobWorker.stop();
      owner = new TestClient(ctx.app);
      await owner.signIn('owner@demo.test');
      [{ id: typeId }] = await ctx.db.query<{ id: number }>('select id from user_credential_types order by id limit 1');
    });
    after(async () => ctx?.close());

    test('the default schedule: 90 and 30 days, each once, to owners and admins, each in their language', async () => {
      await setSchedule({ days_before: [90, 30], recipient_roles: ['owner', 'admin'], notify_worker: false, weekly_digest_day: null });
      // The owner reads French; the admin has not chosen (English).
      assert.equal((await owner.put('/json/users/me/locale', { locale: 'fr-CA' })).status, 200);
      const expiry = daysFromToday(2000);
      const { credentialId } = await credentialExpiring(expiry, { first_name: 'Sven', last_name: 'Aalto', email: 'sven@example.com' });
      const remindedOn: string[] = [];
      for (const daysBefore of [120, 91, 90, 90, 89, 60, 31, 30, 30, 29, 7, 1, 0, -1]) {
        const before = (await remindersOf(credentialId)).length;
        await runExpiryReminders(ctx.db, PUBLIC_URL, shift(expiry, -daysBefore));
        if ((await remindersOf(credentialId)).length > before) remindedOn.push(String(daysBefore));
      }
      assert.deepEqual(remindedOn, ['90', '30'], 'once per threshold, the same day run twice sends nothing twice');
      const reminders = await remindersOf(credentialId);
      assert.deepEqual(reminders.map((r) => [r.threshold_days, r.expiry]), [[90, expiry], [30, expiry]]);
      assert.match(translate(reminders[0].message, 'en-CA'), /^Sven Aalto's Gas Detection expires on /);

      const mails = await mailsAbout('Sven Aalto');
      // Demo's owner and its two admins (Marcus, and Alex who also belongs to Northern), twice each.
      assert.deepEqual(mails.map((m) => m.to_address).sort(), [
        'admin@demo.test',
        'admin@demo.test',
        'alex.tremblay@demo.test',
        'alex.tremblay@demo.test',
        'owner@demo.test',
        'owner@demo.test',
      ]);
      const toOwner = mails.find((m) => m.to_address === 'owner@demo.test')!;
      assert.match(toOwner.subject, /^L’attestation Gas Detection de Sven Aalto expire le /);
      assert.match(toOwner.text_body, /https:\/\/portal\.example\.com\/credentials/);
      const toAdmin = mails.find((m) => m.to_address === 'admin@demo.test')!;
      assert.match(toAdmin.subject, /^Sven Aalto's Gas Detection expires on /);
      assert.match(toAdmin.text_body, /\(in 3 months\)/);
      assert.ok(!mails.some((m) => m.to_address === 'sven@example.com'), 'not the worker by default');
      await owner.put('/json/users/me/locale', { locale: 'en-CA' });
    });

    test('a customer\'s own thresholds, recipients and the worker\'s e-mail in the worker\'s language', async () => {
      await setSchedule({ days_before: [14, 7, 1], recipient_roles: ['member'], notify_worker: true, weekly_digest_day: null });
      const expiry = daysFromToday(2100);
      const { credentialId } = await credentialExpiring(expiry, {
        first_name: 'Tove',
        last_name: 'Lund',
        email: 'tove@example.com',
        preferred_language: 'fr-CA',
      });
      for (const daysBefore of [90, 30, 15, 14, 13, 7, 2, 1, 0]) await runExpiryReminders(ctx.db, PUBLIC_URL, shift(expiry, -daysBefore));
      assert.deepEqual((await remindersOf(credentialId)).map((r) => r.threshold_days), [14, 7, 1]);
      const mails = await mailsAbout('Tove Lund');
      assert.deepEqual(mails.filter((m) => m.to_address === 'member@demo.test').length, 3);
      assert.ok(!mails.some((m) => m.to_address === 'owner@demo.test'), 'owners are not on this schedule');
      const toWorker = (await ctx.db.query<{ subject: string; text_body: string }>(`select subject, text_body from mail_outbox where to_address = 'tove@example.com' order by id`));
      assert.equal(toWorker.length, 3);
      assert.match(toWorker[0].subject, /^Votre attestation Gas Detection expire le /);
      assert.match(toWorker[0].text_body, /Demo Construction Ltd\./);
    });

    test('after downtime the run catches up once, for the nearest threshold; renewed and deactivated workers', async () => {
      await setSchedule({ days_before: [90, 60, 30], recipient_roles: ['owner'], notify_worker: false, weekly_digest_day: null });
      const expiry = daysFromToday(2200);
      const { credentialId } = await credentialExpiring(expiry, { first_name: 'Uma', last_name: 'Rao' });
      await runExpiryReminders(ctx.db, PUBLIC_URL, shift(expiry, -100));
      // The server was down from 100 days before until 25 days before: 90, 60 and 30 all passed meanwhile.
      await runExpiryReminders(ctx.db, PUBLIC_URL, shift(expiry, -25));
      assert.deepEqual((await remindersOf(credentialId)).map((r) => r.threshold_days), [30], 'one reminder, not three');
      assert.equal((await mailsAbout('Uma Rao')).length, 1);
      await runExpiryReminders(ctx.db, PUBLIC_URL, shift(expiry, -24));
      assert.equal((await remindersOf(credentialId)).length, 1, 'the thresholds passed are recorded, not owed');

      const renewed = shift(expiry, 365);
      await ctx.db.query('update user_credentials set expiry = $2 where id = $1', [credentialId, renewed]);
      await runExpiryReminders(ctx.db, PUBLIC_URL, shift(renewed, -85));
      assert.deepEqual((await remindersOf(credentialId)).map((r) => [r.threshold_days, r.expiry]), [
        [30, expiry],
        [90, renewed],
      ]);

      const inactive = await credentialExpiring(expiry, { first_name: 'Vik', last_name: 'Dahl' });
      await ctx.db.query('update enterprise_customer_workers set is_active = false where id = $1', [inactive.workerId]);
      await runExpiryReminders(ctx.db, PUBLIC_URL, shift(expiry, -10));
      assert.deepEqual(await remindersOf(inactive.credentialId), []);
    });

    test('an empty schedule sends nothing; another customer\'s schedule is its own', async () => {
      await setSchedule({ days_before: [], recipient_roles: ['owner', 'admin'], notify_worker: false, weekly_digest_day: null });
      const expiry = daysFromToday(2300);
      const { credentialId } = await credentialExpiring(expiry, { first_name: 'Wren', last_name: 'Moss' });
      for (const daysBefore of [90, 30, 7, 1]) await runExpiryReminders(ctx.db, PUBLIC_URL, shift(expiry, -daysBefore));
      assert.deepEqual(await remindersOf(credentialId), []);
      assert.deepEqual(await mailsAbout('Wren Moss'), []);
    });

    test('the weekly digest: off by default, then once a week on its day (or the first run after it), listing both lists', async () => {
      const start = daysFromToday(3003);
      // A Monday far ahead, so the simulated weeks meet no real run.
      const monday = shift(start, 1 - isoWeekday(start));
      const expiring = await credentialExpiring(shift(monday, 20), { first_name: 'Xena', last_name: 'Digest' });
      const expired = await credentialExpiring(shift(monday, -3), { first_name: 'Yuri', last_name: 'Digest' });
      assert.ok(expiring.credentialId && expired.credentialId);
      const digests = () => ctx.db.query<{ to_address: string; subject: string; text_body: string }>(
        `select to_address, subject, text_body from mail_outbox where subject like 'Credentials expiring soon%' order by id`,
      );
      await setSchedule({ days_before: [], recipient_roles: ['owner', 'admin'], notify_worker: false, weekly_digest_day: null });
      await runExpiryReminders(ctx.db, PUBLIC_URL, shift(monday, 2));
      assert.deepEqual(await digests(), [], 'off by default');

      await setSchedule({ days_before: [], recipient_roles: ['owner', 'admin'], notify_worker: false, weekly_digest_day: 'wednesday' });
      assert.equal((await runExpiryReminders(ctx.db, PUBLIC_URL, shift(monday, 7))).digests, 0, 'Monday: not yet');
      assert.equal((await runExpiryReminders(ctx.db, PUBLIC_URL, shift(monday, 9))).digests, 1, 'Wednesday');
      assert.equal((await runExpiryReminders(ctx.db, PUBLIC_URL, shift(monday, 9))).digests, 0, 'the same day again');
      assert.equal((await runExpiryReminders(ctx.db, PUBLIC_URL, shift(monday, 10))).digests, 0, 'Thursday: already sent this week');
      const sent = await digests();
      assert.deepEqual(sent.map((m) => m.to_address).sort(), ['admin@demo.test', 'alex.tremblay@demo.test', 'owner@demo.test']);
      const body = sent[0].text_body;
      // Seen from Wednesday of the second week: Xena's expires in 11 days, Yuri's expired 12 days ago (not last week).
      assert.match(body, /Expiring in the next 30 days \(\d+\):[\s\S]*Xena Digest – Gas Detection/);
      assert.doesNotMatch(body, /Yuri Digest/);

      // The third week's Wednesday is missed (downtime); Friday's run sends it. Yuri's expired the week before.
      await ctx.db.query('update user_credentials set expiry = $2 where id = $1', [expired.credentialId, shift(monday, 14)]);
      assert.equal((await runExpiryReminders(ctx.db, PUBLIC_URL, shift(monday, 18))).digests, 1);
      const caughtUp = (await digests()).slice(3);
      assert.equal(caughtUp.length, 3);
      assert.match(caughtUp[0].text_body, /Expired last week \(\d+\):[\s\S]*Yuri Digest – Gas Detection/);
    });

    test('the job runs today\'s reminders and queues tomorrow\'s run; each day is queued once; a listening server schedules today', async () => {
      await setSchedule({ days_before: [90, 60, 30], recipient_roles: ['owner'], notify_worker: false, weekly_digest_day: null });
      const today = isoDate(new Date());
      await ctx.db.query('delete from jobs where queue = $1', [EXPIRY_REMINDERS_QUEUE]);
      assert.ok(await scheduleExpiryReminders(ctx.db));
      assert.equal(await scheduleExpiryReminders(ctx.db), null, 'already queued for today');

      const { credentialId } = await credentialExpiring(daysFromToday(45), { first_name: 'Zed', last_name: 'Today' });
      await expiryReminderJobHandlers(ctx.db, PUBLIC_URL)[EXPIRY_REMINDERS_QUEUE]({ id: 0, queue: EXPIRY_REMINDERS_QUEUE, payload: {} } as Job);
      assert.deepEqual((await remindersOf(credentialId)).map((r) => r.threshold_days), [60]);
      const tomorrow = shift(today, 1);
      const [next] = await ctx.db.query<{ run_at: Date }>('select run_at from jobs where queue = $1 and singleton_key = $2', [
        EXPIRY_REMINDERS_QUEUE,
        `expiry-notices:${tomorrow}`,
      ]);
      assert.equal(next.run_at.toISOString(), `${tomorrow}T00:00:00.000Z`);

      await ctx.db.query('delete from jobs where queue = $1', [EXPIRY_REMINDERS_QUEUE]);
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      // listen() resolves before its onListen hooks finish.
      let scheduled = false;
      for (let attempt = 0; attempt < 50 && !scheduled; attempt++) {
        const keys = await ctx.db.query<{ singleton_key: string }>('select singleton_key from jobs where queue = $1', [EXPIRY_REMINDERS_QUEUE]);
        scheduled = keys.some((job) => job.singleton_key === `expiry-notices:${today}`);
        if (!scheduled) await sleep(100);
      }
      assert.ok(scheduled, 'today\'s run is queued');
    });
  });
}
