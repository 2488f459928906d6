import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { databaseTargets } from '../../../__tests__/support/databases';
import { startTestApp, type TestApp } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';

interface ListedLog {
  id: number;
  worker: { id: number; full_name: string };
  crew: { id: number; name: string } | null;
  crew_id: number | null;
  date: string;
  date_label: string;
  duration: number;
}

const isoDay = (offset: number) => new Date(Date.now() + offset * 24 * 3600 * 1000).toISOString().slice(0, 10);

for (const target of await databaseTargets()) {
  describe(`time logs on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;
    let demo: TestClient;
    let northern: TestClient;
    let demoId: number;
    let northernLogId: number;
    let northernCrewId: number;
    let northernWorkerId: number;

    const sum = async (where: string, params: unknown[]) =>
      (
        await ctx.db.query<{ n: number; minutes: number }>(
          `select count(*)::int as n, coalesce(sum(duration_minutes), 0)::int as minutes from time_logs where enterprise_customer_id = $1 and ${where}`,
          [demoId, ...params],
        )
      )[0];

    before(async () => {
      ctx = await startTestApp(target);
      demo = new TestClient(ctx.app);
      await demo.signIn('owner@demo.test');
      northern = new TestClient(ctx.app);
      await northern.signIn('owner@northern.test');
      [{ id: demoId }] = await ctx.db.query<{ id: number }>(`select id from enterprise_customers where name = 'Demo Construction Ltd.'`);
      [{ id: northernLogId, crew_id: northernCrewId, worker_id: northernWorkerId }] = await ctx.db.query<{ id: number; crew_id: number; worker_id: number }>(
        `select tl.id, tl.crew_id, tl.worker_id from time_logs tl join enterprise_customers c on c.id = tl.enterprise_customer_id
          where c.name = 'Northern Electric Inc.' and tl.crew_id is not null order by tl.id limit 1`,
      );
    });
    after(async () => ctx?.close());

    test('the list: 20 a page, newest date first, totals over every matching log', async () => {
      const response = await demo.get('/json/time-logs');
      assert.equal(response.status, 200);
      const { time_logs: page, totals } = response.body;
      const expected = await sum('true', []);
      assert.equal(page.per_page, 20);
      assert.equal(page.data.length, 20);
      assert.equal(page.total, expected.n);
      assert.deepEqual(totals, { hours: Math.floor(expected.minutes / 60), minutes: expected.minutes % 60, duration: expected.minutes });
      const dates = page.data.map((log: ListedLog) => log.date);
      assert.deepEqual(dates, [...dates].sort().reverse());
      const log = page.data[0];
      assert.ok(log.worker.full_name);
      assert.match(log.pretty_date, /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
      assert.match(log.date_label, /^(Today|Yesterday|[A-Z][a-z]+day, [A-Z][a-z]{2} \d{1,2}, \d{4})$/);
      assert.ok(log.date_diff_for_humans);
      if (log.start_time) assert.match(log.start_time, /^\d{2}:\d{2}$/);
      assert.equal(log.duration, log.hours * 60 + log.minutes);
      const yesterday = page.data.find((l: ListedLog) => l.date === isoDay(-1));
      if (yesterday) assert.equal(yesterday.date_label, 'Yesterday');
      const second = (await demo.get('/json/time-logs?page=2')).body.time_logs;
      assert.ok(second.data.every((l: ListedLog) => !page.data.some((p: ListedLog) => p.id === l.id)));
      assert.ok(!page.data.some((l: ListedLog) => l.id === northernLogId), 'never another customer\'s logs');
    });

    test('filters: year, month, date, worker and crew', async () => {
      const [sample] = await ctx.db.query<{ worker_id: number; crew_id: number; date: string }>(
        `select worker_id, crew_id, date from time_logs where enterprise_customer_id = $1 and crew_id is not null order by date desc, id desc limit 1`,
        [demoId],
      );
      const [year, month] = sample.date.split('-').map(Number);

      const byYear = (await demo.get(`/json/time-logs?year=${year}`)).body;
      assert.equal(byYear.time_logs.total, (await sum(`extract(year from date) = $2`, [year])).n);
      const byMonth = (await demo.get(`/json/time-logs?year=${year}&month=${month}`)).body;
      const monthly = await sum(`extract(year from date) = $2 and extract(month from date) = $3`, [year, month]);
      assert.equal(byMonth.time_logs.total, monthly.n);
      assert.equal(byMonth.totals.duration, monthly.minutes);
      assert.ok(byMonth.time_logs.data.every((l: ListedLog) => l.date.startsWith(`${year}-${String(month).padStart(2, '0')}`)));

      const byDate = (await demo.get(`/json/time-logs?date=${sample.date}`)).body.time_logs;
      assert.equal(byDate.total, (await sum('date = $2', [sample.date])).n);
      assert.ok(byDate.data.every((l: ListedLog) => l.date === sample.date));

      const byWorker = (await demo.get(`/json/time-logs?worker_id=${sample.worker_id}`)).body;
      assert.equal(byWorker.time_logs.total, (await sum('worker_id = $2', [sample.worker_id])).n);
      assert.ok(byWorker.time_logs.data.every((l: ListedLog) => l.worker.id === sample.worker_id));

      const byCrew = (await demo.get(`/json/time-logs?crew_id=${sample.crew_id}&year=&month=`)).body;
      const crewTotals = await sum('crew_id = $2', [sample.crew_id]);
      assert.equal(byCrew.time_logs.total, crewTotals.n);
      assert.equal(byCrew.totals.duration, crewTotals.minutes);
      assert.ok(byCrew.time_logs.data.every((l: ListedLog) => l.crew_id === sample.crew_id && l.crew?.id === sample.crew_id));
      if (byCrew.time_logs.next_page_url) assert.match(byCrew.time_logs.next_page_url, new RegExp(`crew_id=${sample.crew_id}`));

      assert.deepEqual((await demo.get('/json/time-logs?month=13')).body.errors, { month: ['The month must be between 1 and 12.'] });
      assert.deepEqual((await demo.get('/json/time-logs?date=2025-02-30')).body.errors, { date: ['The date must be a valid date (YYYY-MM-DD).'] });
      assert.equal((await demo.get(`/json/time-logs?crew_id=${northernCrewId}`)).status, 404);
      assert.equal((await demo.get(`/json/time-logs?worker_id=${northernWorkerId}`)).status, 404);
      assert.equal((await demo.get(`/json/time-logs?year=1999`)).body.time_logs.total, 0);
    });

    test('show and update a log; duration is hours and minutes', async () => {
      const [log] = await ctx.db.query<{ id: number; worker_id: number }>(
        'select id, worker_id from time_logs where enterprise_customer_id = $1 and crew_id is not null order by id limit 1',
        [demoId],
      );
      const [crew] = await ctx.db.query<{ id: number; name: string }>('select id, name from crews where enterprise_customer_id = $1 order by id desc limit 1', [demoId]);
      const shown = await demo.get(`/json/time-logs/${log.id}`);
      assert.equal(shown.status, 200);
      assert.equal(shown.body.time_log.id, log.id);

      const date = isoDay(0);
      const response = await demo.put(`/json/time-logs/${log.id}`, {
        worker_id: log.worker_id,
        crew_id: crew.id,
        date,
        start_time: '06:30',
        end_time: '17:00',
        hours: 10,
        minutes: 30,
        notes: '  Poured the east footing.  ',
      });
      assert.equal(response.status, 200, JSON.stringify(response.body));
      assert.equal(response.body.message, 'Time log updated successfully');
      const updated = response.body.time_log;
      assert.deepEqual(
        { crew: updated.crew, date: updated.date, label: updated.date_label, start: updated.start_time, end: updated.end_time, duration: updated.duration, notes: updated.notes },
        { crew: { id: crew.id, name: crew.name }, date, label: 'Today', start: '06:30', end: '17:00', duration: 630, notes: 'Poured the east footing.' },
      );
      const cleared = await demo.put(`/json/time-logs/${log.id}`, { worker_id: log.worker_id, crew_id: null, date, start_time: '', end_time: null, hours: 24, minutes: 0, notes: '' });
      assert.equal(cleared.status, 200);
      assert.equal(cleared.body.time_log.crew, null);
      assert.equal(cleared.body.time_log.start_time, null);
      assert.equal(cleared.body.time_log.duration, 1440);
      assert.equal(cleared.body.time_log.notes, null);
    });

    test('update validation uses the spec\'s messages', async () => {
      const [log] = await ctx.db.query<{ id: number; worker_id: number }>('select id, worker_id from time_logs where enterprise_customer_id = $1 order by id limit 1', [demoId]);
      const path = `/json/time-logs/${log.id}`;
      const missing = await demo.put(path, { hours: 1 });
      assert.equal(missing.status, 422);
      assert.deepEqual(missing.body.errors, { worker_id: ['Worker is required'], date: ['Date is required'] });
      const ranges = await demo.put(path, { worker_id: log.worker_id, date: '2025-13-01', hours: 25, minutes: 60, start_time: '7am', end_time: '25:00' });
      assert.deepEqual(ranges.body.errors, {
        date: ['The date must be a valid date (YYYY-MM-DD).'],
        start_time: ['The start time must be in the format HH:MM.'],
        end_time: ['The end time must be in the format HH:MM.'],
        hours: ['The hours may not be greater than 24.'],
        minutes: ['The minutes may not be greater than 59.'],
      });
      const text = await demo.put(path, { worker_id: log.worker_id, date: isoDay(0), hours: 'lots', minutes: 0 });
      assert.deepEqual(text.body.errors, { hours: ['The hours must be a number.'] });
      const over = await demo.put(path, { worker_id: log.worker_id, date: isoDay(0), hours: 24, minutes: 30 });
      assert.deepEqual(over.body.errors, { duration: ['The duration may not be more than 24 hours.'] });
      const foreign = await demo.put(path, { worker_id: northernWorkerId, crew_id: northernCrewId, date: isoDay(0), hours: 1, minutes: 0 });
      assert.deepEqual(foreign.body.errors, { worker_id: ['The selected worker is invalid.'], crew_id: ['The selected crew is invalid.'] });
      const [{ worker_id: still }] = await ctx.db.query<{ worker_id: number }>('select worker_id from time_logs where id = $1', [log.id]);
      assert.equal(still, log.worker_id);
    });

    test('start, end and duration cannot contradict each other; an overnight shift ends the next day', async () => {
      const [log] = await ctx.db.query<{ id: number; worker_id: number }>('select id, worker_id from time_logs where enterprise_customer_id = $1 order by id limit 1', [demoId]);
      const path = `/json/time-logs/${log.id}`;
      const base = { worker_id: log.worker_id, date: isoDay(0) };
      const stored = async () =>
        (await ctx.db.query<{ hours: number; minutes: number; duration_minutes: number }>('select hours, minutes, duration_minutes from time_logs where id = $1', [log.id]))[0];

      const computed = await demo.put(path, { ...base, start_time: '07:15', end_time: '15:45' });
      assert.equal(computed.status, 200, JSON.stringify(computed.body));
      assert.deepEqual({ hours: computed.body.time_log.hours, minutes: computed.body.time_log.minutes, duration: computed.body.time_log.duration }, { hours: 8, minutes: 30, duration: 510 });
      assert.deepEqual(await stored(), { hours: 8, minutes: 30, duration_minutes: 510 });

      const overnight = await demo.put(path, { ...base, start_time: '22:00', end_time: '06:30', hours: 8, minutes: 30 });
      assert.equal(overnight.status, 200, JSON.stringify(overnight.body));
      assert.equal(overnight.body.time_log.duration, 510);

      const contradicted = await demo.put(path, { ...base, start_time: '08:00', end_time: '12:00', hours: 9, minutes: 0 });
      assert.equal(contradicted.status, 422);
      assert.deepEqual(contradicted.body.errors, { duration: ['The hours and minutes must match the time from start to end (4 h 0 min), or be left blank.'] });
      assert.deepEqual(await stored(), { hours: 8, minutes: 30, duration_minutes: 510 });

      const same = await demo.put(path, { ...base, start_time: '08:00', end_time: '08:00' });
      assert.deepEqual(same.body.errors, { end_time: ['The end time must be different from the start time.'] });
      const nothing = await demo.put(path, { ...base, hours: '', minutes: 0 });
      assert.deepEqual(nothing.body.errors, { duration: ['Enter the hours and minutes worked, or the start and end times.'] });

      // One time alone does not say how long: the duration given counts.
      const startOnly = await demo.put(path, { ...base, start_time: '07:00', hours: 3, minutes: 15 });
      assert.equal(startOnly.status, 200);
      assert.deepEqual({ start: startOnly.body.time_log.start_time, end: startOnly.body.time_log.end_time, duration: startOnly.body.time_log.duration }, { start: '07:00', end: null, duration: 195 });

      const french = await demo.request<{ errors: unknown }>({
        method: 'PUT',
        url: path,
        payload: { ...base, start_time: '08:00', end_time: '12:30', hours: 1 },
        headers: { 'accept-language': 'fr-CA' },
      });
      assert.deepEqual(french.body.errors, { duration: ['Les heures et les minutes doivent correspondre au temps entre le début et la fin (4 h 30 min), ou rester vides.'] });
    });

    test('the filters search all of the customer\'s workers and crews, 20 at a time, the chosen one first', async () => {
      const [{ n: workerCount }] = await ctx.db.query<{ n: number }>('select count(*)::int as n from enterprise_customer_workers where enterprise_customer_id = $1', [demoId]);
      const first = await demo.get('/json/time-logs/options/workers');
      assert.equal(first.status, 200);
      assert.equal(first.body.workers.length, Math.min(20, workerCount));
      assert.equal(first.body.has_more, workerCount > 20);

      // A worker who never logged time, far down the alphabet, is found by what is typed.
      const [loner] = await ctx.db.query<{ id: number; first_name: string; last_name: string }>(
        `insert into enterprise_customer_workers (enterprise_customer_id, first_name, last_name) values ($1, 'Zoë', 'Zylstra-Quinn') returning id, first_name, last_name`,
        [demoId],
      );
      const found = await demo.get('/json/time-logs/options/workers?search=zyl%20zo');
      assert.deepEqual(found.body, { workers: [{ id: loner.id, full_name: 'Zoë Zylstra-Quinn' }], has_more: false, chosen: null });
      assert.deepEqual((await demo.get('/json/time-logs/options/workers?search=%25')).body.workers, []);
      // The chosen one is named whatever is typed, so the filter can show it.
      const chosen = await demo.get(`/json/time-logs/options/workers?id=${loner.id}&search=nobody`);
      assert.deepEqual(chosen.body, { workers: [], has_more: false, chosen: { id: loner.id, full_name: 'Zoë Zylstra-Quinn' } });
      // Another customer's worker is never offered, even asked for by id.
      assert.equal((await demo.get(`/json/time-logs/options/workers?id=${northernWorkerId}`)).body.chosen, null);

      const [crew] = await ctx.db.query<{ id: number; name: string }>('select id, name from crews where enterprise_customer_id = $1 order by id limit 1', [demoId]);
      const crews = await demo.get(`/json/time-logs/options/crews?search=${encodeURIComponent(crew.name.slice(1, 5))}`);
      assert.ok(crews.body.crews.some((c: { id: number }) => c.id === crew.id));
      assert.equal((await demo.get(`/json/time-logs/options/crews?id=${northernCrewId}`)).body.chosen, null);
      assert.deepEqual((await demo.get(`/json/time-logs/options/crews?id=${crew.id}`)).body.chosen, { id: crew.id, name: crew.name });
      const bad = await demo.get('/json/time-logs/options/crews?id=abc');
      assert.equal(bad.status, 422);
      assert.deepEqual(bad.body.errors, { id: ['The id must be a valid id.'] });
    });

    test('delete; another customer\'s log is 404 for every call', async () => {
      assert.equal((await demo.get(`/json/time-logs/${northernLogId}`)).status, 404);
      assert.equal((await demo.put(`/json/time-logs/${northernLogId}`, { worker_id: 1, date: isoDay(0) })).status, 404);
      assert.equal((await demo.delete(`/json/time-logs/${northernLogId}`)).status, 404);
      assert.equal((await demo.get('/json/time-logs/nope')).status, 404);
      const [log] = await ctx.db.query<{ id: number }>('select id from time_logs where enterprise_customer_id = $1 order by id desc limit 1', [demoId]);
      const deleted = await demo.delete(`/json/time-logs/${log.id}`);
      assert.equal(deleted.status, 200);
      assert.equal(deleted.body.message, 'Time log deleted successfully');
      assert.equal((await demo.get(`/json/time-logs/${log.id}`)).status, 404);
      assert.equal((await demo.delete(`/json/time-logs/${log.id}`)).status, 404);
      assert.equal((await northern.get(`/json/time-logs/${northernLogId}`)).status, 200);
    });
  });
}
