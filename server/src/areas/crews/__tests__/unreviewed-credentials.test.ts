import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { databaseTargets } from '../../../__tests__/support/databases';
import { startTestApp, type TestApp } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';
import { multipartForm } from '../../../__tests__/support/multipart';
import { parseCsv } from '../../../core/lib/csv';
import { today } from '../repository/common';

// Bodies of many shapes are asserted on: an untyped body is the honest type here.
/* eslint-disable @typescript-eslint/no-explicit-any */

/** The day `offset` days from the server's today (the clock the tests run on). */
const day = (offset: number) => {
  const date = new Date(`${today()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

/**
 * Issue 28 item 3: a copy nobody at the employer verified yet (needs_review) is shown apart and not counted as held,
 * on the shared-crew page, in crew compliance and its outlook, the missing list and requests, and the workers export.
 */
for (const target of await databaseTargets()) {
  describe(`credentials waiting for review are not held, on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;
    let demo: TestClient;
    let demoId: number;
    let crewId: number;
    let credentialId: number;
    let label: string;
    /** Holds a verified copy, holds only a copy waiting for review, holds nothing. */
    let verified: number, waiting: number, without: number;
    let waitingCopyId: number;
    let shareToken: string;

    const one = async <T = any>(sql: string, params: unknown[] = []) => (await ctx.db.query<T>(sql, params))[0];

    before(async () => {
      ctx = await startTestApp(target);
      demo = new TestClient(ctx.app);
      await demo.signIn('owner@demo.test');
      ({ id: demoId } = await one(`select id from enterprise_customers where name = 'Demo Construction Ltd.'`));
      const names = ['Vera Verified', 'Walt Waiting', 'Nora Nothing'];
      const ids: number[] = [];
      for (const name of names) {
        const [first_name, last_name] = name.split(' ');
        const created = await demo.post('/json/workers', { first_name, last_name, email: `${first_name.toLowerCase()}@unreviewed.test` });
        assert.equal(created.status, 201, JSON.stringify(created.body));
        ids.push(created.body.worker.id);
      }
      [verified, waiting, without] = ids;
      ({ id: credentialId, label } = await one(`select id, label from credentials where enterprise_customer_id is null order by id offset 5 limit 1`));
      await ctx.db.query(
        `insert into user_credentials (enterprise_customer_id, worker_id, credential_id, name, expiry, metadata) values
           ($1, $2, $4, $5, $6, '{}'::jsonb), ($1, $3, $4, $5, $6, '{"needs_review": true}'::jsonb)`,
        [demoId, verified, waiting, credentialId, label, day(200)],
      );
      ({ id: waitingCopyId } = await one('select id from user_credentials where worker_id = $1', [waiting]));
      const admin = await one('select id from users where email = $1', ['owner@demo.test']);
      const crew = await demo.post('/json/crews', { name: 'Review crew', description: '', admin_id: admin.id });
      crewId = crew.body.crew.id;
      for (const worker of ids) assert.equal((await demo.post(`/json/crews/${crewId}/workers/${worker}`, {})).status, 200);
      assert.equal((await demo.post(`/json/crews/${crewId}/credentials/${credentialId}`)).status, 201);
      const shared = await demo.post(`/json/crews/${crewId}/shares`, { recipient_name: 'Site office', recipient_email: 'site@unreviewed.test' });
      assert.equal(shared.status, 201, JSON.stringify(shared.body));
      shareToken = shared.body.link.split('/').pop();
    });
    after(async () => ctx?.close());

    test("the shared-crew page's answer marks the unreviewed credential apart", async () => {
      const page = await new TestClient(ctx.app).get(`/json/shares/crews/${shareToken}`);
      assert.equal(page.status, 200, JSON.stringify(page.body));
      const credentialOf = (workerId: number) => page.body.crew.workers.find((w: any) => w.id === workerId).credentials;
      assert.deepEqual(credentialOf(verified).map((c: any) => [c.name, c.counts_as_held]), [[label, true]]);
      assert.deepEqual(credentialOf(waiting).map((c: any) => [c.name, c.counts_as_held]), [[label, false]]);
      assert.deepEqual(credentialOf(without), []);
    });

    test('compliance, the outlook and the follow detail count only the verified copy', async () => {
      const summary = (await demo.get(`/json/crews/${crewId}/summaries/credential-follows`)).body.follows;
      assert.deepEqual(summary.map((f: any) => [f.credential.id, f.follow_count, f.workers_count]), [[credentialId, 1, 3]]);
      const table = (await demo.get(`/json/crews/${crewId}/credentials/follows-workers`)).body.follows[0];
      assert.deepEqual([table.workers.map((w: any) => w.id), table.workers_count, table.missing_count], [[verified], 1, 2]);
      const outlook = (await demo.get(`/json/crews/${crewId}/compliance-outlook`)).body.credentials[0];
      assert.deepEqual(outlook.holders, { today: 1, in_30_days: 1, in_60_days: 1, in_90_days: 1 });
      const detail = (await demo.get(`/json/crews/${crewId}/credential-follows/${table.id}`)).body;
      assert.deepEqual(detail.workers_with_credential.map((w: any) => w.id), [verified]);
      assert.deepEqual(detail.workers_missing_credential.map((w: any) => [w.id, w.awaiting_review]).sort(), [[waiting, true], [without, false]].sort());
      const sidebar = (await demo.get(`/json/crews/${crewId}/workers/${waiting}/credentials`)).body;
      assert.equal(sidebar.crew_credentials[0].status, 'missing');
      assert.deepEqual(sidebar.user_credentials.map((c: any) => [c.id, c.needs_review]), [[waitingCopyId, true]], 'the copy is still listed, marked');
    });

    test('the missing list shows the worker whose copy waits apart; a mass request asks only the one who sent nothing', async () => {
      const missing = (await demo.get(`/json/crews/${crewId}/credential-follows/missing`)).body.credentials;
      assert.deepEqual(
        missing[0].workers_without_credential.map((w: any) => [w.id, w.awaiting_review]).sort(),
        [[waiting, true], [without, false]].sort(),
      );
      const mass = await demo.post(`/json/crews/${crewId}/credentials/${credentialId}/request-mass`, {});
      assert.equal(mass.status, 200, JSON.stringify(mass.body));
      assert.deepEqual([mass.body.opened, mass.body.already_open], [1, 0]);
      const asked = await ctx.db.query<{ worker_id: number }>(
        'select worker_id from credential_requests where crew_id = $1 and credential_id = $2 and completed_at is null and withdrawn_at is null',
        [crewId, credentialId],
      );
      assert.deepEqual(asked.map((r) => r.worker_id), [without]);
      // Asking the waiting worker on purpose (the copy sent was wrong) is still possible.
      assert.equal((await demo.post(`/json/crews/${crewId}/credentials/${credentialId}/request`, { worker_id: waiting })).status, 201);
      assert.equal((await demo.post(`/json/crews/${crewId}/credentials/${credentialId}/request`, { worker_id: verified })).status, 422);
    });

    test("the workers export's expiry column leaves the unreviewed copy out; it stays in the review column", async () => {
      const csv = (await demo.post('/json/exports/workers', { full_name: true, needs_review: true, credentials: [credentialId] }))
        .body.csv_string as string;
      const rows = parseCsv(csv).map((record) => record.cells);
      assert.deepEqual(rows[0], ['Full Name', 'Credentials Needing Review', `${label} Expiry`]);
      const row = (name: string) => rows.find((cells) => cells[0] === name);
      assert.deepEqual(row('Vera Verified'), ['Vera Verified', '', day(200)]);
      assert.deepEqual(row('Walt Waiting'), ['Walt Waiting', label, '']);
      assert.deepEqual(row('Nora Nothing'), ['Nora Nothing', '', '']);
    });

    test('once the employer confirms the copy, every answer counts it', async () => {
      const [type] = await ctx.db.query<{ id: number }>('select id from user_credential_types order by id limit 1');
      const form = multipartForm([
        { name: 'name', value: label },
        { name: 'credential_type_id', value: String(type.id) },
      ]);
      const confirmed = await demo.request<any>({ method: 'POST', url: `/json/credentials/${waitingCopyId}/update`, ...form });
      assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
      assert.equal(confirmed.body.user_credential.needs_review, false);

      const summary = (await demo.get(`/json/crews/${crewId}/summaries/credential-follows`)).body.follows;
      assert.equal(summary[0].follow_count, 2);
      const outlook = (await demo.get(`/json/crews/${crewId}/compliance-outlook`)).body.credentials[0];
      assert.equal(outlook.holders.today, 2);
      const missing = (await demo.get(`/json/crews/${crewId}/credential-follows/missing`)).body.credentials;
      assert.deepEqual(missing[0].workers_without_credential.map((w: any) => w.id), [without], 'the cached missing list followed the review');
      const page = (await new TestClient(ctx.app).get(`/json/shares/crews/${shareToken}`)).body;
      assert.equal(page.crew.workers.find((w: any) => w.id === waiting).credentials[0].counts_as_held, true);
      const csv = (await demo.post('/json/exports/workers', { full_name: true, credentials: [credentialId] })).body.csv_string as string;
      assert.deepEqual(parseCsv(csv).map((record) => record.cells).find((cells) => cells[0] === 'Walt Waiting'), ['Walt Waiting', day(200)]);
    });
  });
}
