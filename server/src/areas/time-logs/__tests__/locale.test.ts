import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { databaseTargets } from '../../../__tests__/support/databases';
import { startTestApp, type TestApp } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';

/** A call as a browser whose language is `language` makes it. */
const as = (client: TestClient, language: string, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  client.request<any>({ method, url, payload: payload as object, headers: { 'accept-language': language } }); // eslint-disable-line @typescript-eslint/no-explicit-any

const isoDay = (offset: number) => new Date(Date.now() + offset * 24 * 3600 * 1000).toISOString().slice(0, 10);

for (const target of await databaseTargets()) {
  describe(`time logs in the reader's language on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;
    let demo: TestClient;
    let log: { id: number; worker_id: number };

    before(async () => {
      ctx = await startTestApp(target);
      demo = new TestClient(ctx.app);
      await demo.signIn('owner@demo.test');
      [log] = await ctx.db.query<{ id: number; worker_id: number }>(
        `select tl.id, tl.worker_id from time_logs tl join enterprise_customers c on c.id = tl.enterprise_customer_id
          where c.name = 'Demo Construction Ltd.' order by tl.id limit 1`,
      );
    });
    after(async () => ctx?.close());

    test('the same 422 in English and in French by Accept-Language', async () => {
      const body = { worker_id: log.worker_id, date: '2027-02-30', start_time: '7h', hours: 25, minutes: 'x' };
      const english = await as(demo, 'en-CA', 'PUT', `/json/time-logs/${log.id}`, body);
      assert.equal(english.status, 422);
      assert.deepEqual(english.body.errors, {
        date: ['The date must be a valid date (YYYY-MM-DD).'],
        start_time: ['The start time must be in the format HH:MM.'],
        hours: ['The hours may not be greater than 24.'],
        minutes: ['The minutes must be a number.'],
      });
      assert.equal(english.body.message, 'The date must be a valid date (YYYY-MM-DD). (and 3 more errors)');
      const french = await as(demo, 'fr-CA,fr;q=0.9', 'PUT', `/json/time-logs/${log.id}`, body);
      assert.equal(french.status, 422);
      assert.deepEqual(french.body.errors, {
        date: ['La date doit être une date valide (AAAA-MM-JJ).'],
        start_time: ['Le champ heure de début doit être au format HH:MM.'],
        hours: ['Le champ heures ne doit pas dépasser 24.'],
        minutes: ['Le champ minutes doit être un nombre.'],
      });
      assert.equal(french.body.message, 'La date doit être une date valide (AAAA-MM-JJ). (et 3 autres erreurs)');
      const unknown = await as(demo, 'fr', 'PUT', `/json/time-logs/${log.id}`, { worker_id: 99999999, date: isoDay(0), hours: 1 });
      assert.deepEqual(unknown.body.errors, { worker_id: ['Le travailleur choisi n’est pas valide.'] });
    });

    test("date labels, pretty dates, relative dates and success messages in the reader's language", async () => {
      await ctx.db.query('update time_logs set date = $2 where id = $1', [log.id, isoDay(0)]);
      assert.equal((await as(demo, 'en-CA', 'GET', `/json/time-logs/${log.id}`)).body.time_log.date_label, 'Today');
      assert.equal((await as(demo, 'fr-CA', 'GET', `/json/time-logs/${log.id}`)).body.time_log.date_label, 'Aujourd’hui');
      await ctx.db.query('update time_logs set date = $2 where id = $1', [log.id, isoDay(-1)]);
      assert.equal((await as(demo, 'fr-CA', 'GET', `/json/time-logs/${log.id}`)).body.time_log.date_label, 'Hier');

      await ctx.db.query(`update time_logs set date = '2027-03-01' where id = $1`, [log.id]);
      const english = (await as(demo, 'en-CA', 'GET', `/json/time-logs/${log.id}`)).body.time_log;
      assert.equal(english.date_label, 'Monday, Mar 1, 2027');
      assert.equal(english.pretty_date, 'Mar 1, 2027');
      assert.match(english.date_diff_for_humans, /^in \d+ (months?|years?|weeks?|days?)$/);
      const french = (await as(demo, 'fr-CA', 'GET', `/json/time-logs/${log.id}`)).body.time_log;
      assert.equal(french.date_label, 'lundi 1 mars 2027');
      assert.equal(french.pretty_date, '1 mars 2027');
      assert.match(french.date_diff_for_humans, /^dans \d+ (mois|ans?|semaines?|jours?)$/);
      const listed = (await as(demo, 'fr-CA', 'GET', '/json/time-logs?date=2027-03-01')).body.time_logs.data;
      assert.ok(listed.some((l: { id: number; date_label: string }) => l.id === log.id && l.date_label === 'lundi 1 mars 2027'));

      const updated = await as(demo, 'fr-CA', 'PUT', `/json/time-logs/${log.id}`, { worker_id: log.worker_id, date: '2027-03-01', hours: 8 });
      assert.equal(updated.status, 200);
      assert.equal(updated.body.message, 'Entrée de temps mise à jour avec succès');
      const deleted = await as(demo, 'fr-CA', 'DELETE', `/json/time-logs/${log.id}`);
      assert.deepEqual(deleted.body, { message: 'Entrée de temps supprimée avec succès' });
    });
  });
}
