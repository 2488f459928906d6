import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { databaseTargets } from '../../../__tests__/support/databases';
import { startTestApp, type TestApp } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';
import type { CrewCredentialRequestResponse, RequestLinkResponse } from 'shared-api/contract';

// Bodies of many shapes are asserted on: an untyped body is the honest type here.
/* eslint-disable @typescript-eslint/no-explicit-any */

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const tokenOf = (link: string) => link.slice(link.lastIndexOf('/') + 1);

/**
 * Credential requests keep only their token's hash (issue 17, ADR 0018): the link leaves the server in the e-mail
 * and in the answer of the call that made it; lists carry none; Send again makes a new link and the old one stops.
 */
for (const target of await databaseTargets()) {
  describe(`credential request links on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;
    let demo: TestClient;
    let northern: TestClient;
    let visitor: TestClient;
    let demoId: number;
    let crewId: number;
    let credentialId: number;
    let workerId: number;
    let otherWorkerId: number;
    let workerEmail: string;

    const one = async <T = any>(sql: string, params: unknown[] = []) => (await ctx.db.query<T>(sql, params))[0];
    const mailsTo = (to: string) =>
      ctx.db.query<{ subject: string; text_body: string }>('select subject, text_body from mail_outbox where lower(to_address) = lower($1) order by id', [to]);

    before(async () => {
      ctx = await startTestApp(target);
      demo = new TestClient(ctx.app);
      await demo.signIn('owner@demo.test');
      northern = new TestClient(ctx.app);
      await northern.signIn('owner@northern.test');
      visitor = new TestClient(ctx.app);
      await visitor.loadPage('/login');
      ({ id: demoId } = await one(`select id from enterprise_customers where name = 'Demo Construction Ltd.'`));
      [{ id: workerId }, { id: otherWorkerId }] = await ctx.db.query<{ id: number }>(
        `select id from enterprise_customer_workers where enterprise_customer_id = $1 and is_active and nullif(btrim(email), '') is not null
          order by id desc limit 2`,
        [demoId],
      );
      ({ email: workerEmail } = await one('select email from enterprise_customer_workers where id = $1', [workerId]));
      const { id: adminId } = await one('select id from users where email = $1', ['owner@demo.test']);
      const created = await demo.post('/json/crews', { name: 'Request links crew', description: '', admin_id: adminId });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      crewId = created.body.crew.id;
      for (const id of [workerId, otherWorkerId]) assert.equal((await demo.post(`/json/crews/${crewId}/workers/${id}`, {})).status, 200);
      ({ id: credentialId } = await one(`select id from credentials where enterprise_customer_id is null order by id offset 5 limit 1`));
      await ctx.db.query('delete from user_credentials where worker_id = any($1::int[]) and credential_id = $2', [[workerId, otherWorkerId], credentialId]);
      assert.equal((await demo.post(`/json/crews/${crewId}/credentials/${credentialId}`)).status, 201);
    });
    after(async () => ctx?.close());

    test('no table keeps a raw link token: the token columns are gone', async () => {
      const columns = await ctx.db.query<{ table_name: string; column_name: string }>(
        `select table_name, column_name from information_schema.columns
          where table_schema = current_schema() and column_name in ('token', 'token_hash')
            and table_name in ('wallet_tokens', 'credential_requests', 'user_credential_update_requests', 'crew_shares')
          order by table_name, column_name`,
      );
      assert.deepEqual(
        columns.map((c) => `${c.table_name}.${c.column_name}`),
        ['credential_requests.token_hash', 'crew_shares.token_hash', 'user_credential_update_requests.token_hash', 'wallet_tokens.token_hash'],
      );
    });

    test('a request answers its link once; the database and every list hold none; the link works', async () => {
      const requested = await demo.post<CrewCredentialRequestResponse>(`/json/crews/${crewId}/credentials/${credentialId}/request`, {
        worker_id: workerId,
        message: 'Please',
      });
      assert.equal(requested.status, 201, JSON.stringify(requested.body));
      const { credential_request: created, link } = requested.body;
      const token = tokenOf(link);
      assert.match(token, /^[A-Za-z0-9_-]{43}$/);
      assert.equal(link, `http://localhost:8080/credential-requests/${token}`);
      assert.equal(created.url, `/credential-requests/${token}`);
      assert.ok((await mailsTo(workerEmail)).at(-1)!.text_body.includes(link), 'the e-mail carries the same link');

      const row = await one<Record<string, unknown>>('select * from credential_requests where id = $1', [created.id]);
      assert.equal(row.token_hash, sha256(token));
      assert.ok(!JSON.stringify(row).includes(token), 'the raw token is in no column');
      assert.equal((await visitor.get(`/json/credential-requests/${token}`)).status, 200, 'the link works once issued');

      // Every list or detail read later carries no working link.
      const lists = [
        (await demo.get(`/json/crews/${crewId}/credential-follows/missing`)).body.credentials[0].workers_without_credential.find((w: any) => w.id === workerId)
          .credential_request,
        (await demo.get(`/json/crews/${crewId}/workers/${workerId}/credential-requests`)).body.credential_requests[0],
        (await demo.get(`/json/crews/${crewId}/workers/${workerId}/credentials`)).body.credential_requests[0],
        (await demo.get(`/json/crews/${crewId}/workers`)).body.workers.find((w: any) => w.id === workerId).credential_requests[0],
        (await demo.get(`/json/workers/${workerId}/credential-requests`)).body.credential_requests.find((r: any) => r.id === created.id),
      ];
      for (const listed of lists) {
        assert.equal(listed.id, created.id);
        assert.equal(listed.url, null);
      }
      assert.ok(!JSON.stringify(lists).includes(token));
    });

    test('Send again from the crew: a new link e-mailed and answered once; the previous link no longer works', async () => {
      const requested = await demo.post<CrewCredentialRequestResponse>(`/json/crews/${crewId}/credentials/${credentialId}/request`, { worker_id: otherWorkerId });
      assert.equal(requested.status, 201, JSON.stringify(requested.body));
      const firstToken = tokenOf(requested.body.link);
      const requestId = requested.body.credential_request.id;
      const { email } = await one('select email from enterprise_customer_workers where id = $1', [otherWorkerId]);
      const before = (await mailsTo(email)).length;

      const resent = await demo.post<CrewCredentialRequestResponse>(`/json/crews/${crewId}/credential-requests/${requestId}/resend`);
      assert.equal(resent.status, 200, JSON.stringify(resent.body));
      const name = resent.body.credential_request.worker.full_name;
      assert.equal(resent.body.message, `A new link was e-mailed to ${name}; the previous link no longer works.`);
      const token = tokenOf(resent.body.link);
      assert.notEqual(token, firstToken);
      assert.equal(resent.body.credential_request.url, `/credential-requests/${token}`);
      assert.equal(resent.body.credential_request.last_requested_date, new Date().toISOString().slice(0, 10));
      const mails = await mailsTo(email);
      assert.equal(mails.length, before + 1);
      assert.ok(mails.at(-1)!.text_body.includes(resent.body.link));
      assert.match(mails.at(-1)!.subject, /^Request links crew asks for your /);

      const old = await visitor.get(`/json/credential-requests/${firstToken}`);
      assert.equal(old.status, 404, 'the previous link no longer works');
      assert.equal(old.body.message, 'Token not found. Could possibly be an already fulfilled request!', 'as any unknown link answers today');
      assert.equal((await visitor.get(`/json/credential-requests/${token}`)).status, 200, 'the new link works');
      assert.equal((await one('select token_hash from credential_requests where id = $1', [requestId])).token_hash, sha256(token));
    });

    test('Send again from the worker panel, for a request of any crew or none; others answer 404, a worker without e-mail 422', async () => {
      const { id: requestId } = await one(
        `select cr.id from credential_requests cr where cr.worker_id = $1 and cr.crew_id = $2 and cr.completed_at is null and cr.withdrawn_at is null`,
        [workerId, crewId],
      );
      const path = `/json/workers/${workerId}/credential-requests/${requestId}/resend`;
      assert.equal((await northern.post(path)).status, 404, 'another customer');
      assert.equal((await demo.post(`/json/workers/${otherWorkerId}/credential-requests/${requestId}/resend`)).status, 404, 'another worker');
      assert.equal((await demo.post(`/json/crews/${crewId + 100000}/credential-requests/${requestId}/resend`)).status, 404, 'another crew');
      assert.equal((await visitor.post(path)).status, 401);
      const resent = await demo.post<RequestLinkResponse>(path);
      assert.equal(resent.status, 200, JSON.stringify(resent.body));
      assert.equal(resent.body.message, 'A new link was e-mailed to the worker; the previous link no longer works.');
      assert.equal((await visitor.get(`/json/credential-requests/${tokenOf(resent.body.link)}`)).status, 200);

      // A request of the customer itself (no crew): the e-mail names the customer.
      const [{ id: ownRequestId }] = await ctx.db.query<{ id: number }>(
        `insert into credential_requests (enterprise_customer_id, token_hash, worker_id, credential_id, metadata)
         values ($1, $2, $3, $4, '{"credential": {"label": "Hearing Test"}}'::jsonb) returning id`,
        [demoId, sha256('unknown to anyone'), workerId, null],
      );
      const own = await demo.post<RequestLinkResponse>(`/json/workers/${workerId}/credential-requests/${ownRequestId}/resend`);
      assert.equal(own.status, 200, JSON.stringify(own.body));
      const mail = (await mailsTo(workerEmail)).at(-1)!;
      assert.equal(mail.subject, 'Demo Construction Ltd. asks for your Hearing Test');
      assert.ok(mail.text_body.includes(own.body.link));

      await ctx.db.query(`update enterprise_customer_workers set email = null where id = $1`, [workerId]);
      try {
        const refused = await demo.post(`/json/workers/${workerId}/credential-requests/${ownRequestId}/resend`);
        assert.equal(refused.status, 422);
        assert.match(refused.body.message, /has no e-mail address/);
        assert.equal((await visitor.get(`/json/credential-requests/${tokenOf(own.body.link)}`)).status, 200, 'nothing changed');
      } finally {
        await ctx.db.query(`update enterprise_customer_workers set email = $2 where id = $1`, [workerId, workerEmail]);
      }

      // A withdrawn request is not sent again, and its last link stays dead.
      assert.equal((await demo.delete(`/json/workers/${workerId}/credential-requests/${ownRequestId}?type=credential`)).status, 200);
      assert.equal((await demo.post(`/json/workers/${workerId}/credential-requests/${ownRequestId}/resend`)).status, 404);
      assert.equal((await visitor.get(`/json/credential-requests/${tokenOf(own.body.link)}`)).status, 404);
    });
  });
}
