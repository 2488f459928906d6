import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { databaseTargets } from '../../../__tests__/support/databases';
import { startTestApp, type TestApp } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';

/** Staff see the e-mail the portal could not deliver (no body: it may hold the recipient's own link) and send it again. */
for (const target of await databaseTargets()) {
  describe(`undelivered mail on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;
    let owner: TestClient;
    let member: TestClient;
    let northern: TestClient;
    let demoId: number;
    let northernId: number;

    const customerId = async (name: string) =>
      (await ctx.db.query<{ id: number }>('select id from enterprise_customers where name = $1', [name]))[0].id;
    const failedMail = async (customer: number, to: string, subject: string, hoursAgo: number) =>
      (
        await ctx.db.query<{ id: number }>(
          `insert into mail_outbox (enterprise_customer_id, to_address, subject, text_body, status, attempts, error, created_at)
           values ($1, $2, $3, 'Open https://portal.example.com/password-reset/secret-token', 'failed', 30, 'connect ECONNREFUSED 10.0.0.25:587',
                   now() - make_interval(hours => $4))
           returning id`,
          [customer, to, subject, hoursAgo],
        )
      )[0].id;

    before(async () => {
      ctx = await startTestApp(target);
      demoId = await customerId('Demo Construction Ltd.');
      northernId = await customerId('Northern Electric Inc.');
      owner = new TestClient(ctx.app);
      member = new TestClient(ctx.app);
      northern = new TestClient(ctx.app);
      assert.equal((await owner.signIn('owner@demo.test')).status, 200);
      assert.equal((await member.signIn('member@demo.test')).status, 200);
      assert.equal((await northern.signIn('owner@northern.test')).status, 200);
    });
    after(async () => ctx?.close());

    test('the list holds only the customer’s failed mail, newest first, without its text; members may not read it', async () => {
      // The demo seed's one undelivered invitation goes, so every row listed here is one this test wrote.
      await ctx.db.query(`delete from mail_outbox where status = 'failed'`);
      const older = await failedMail(demoId, 'site.manager@demo.test', 'You have been invited to Demo Construction Ltd.', 50);
      const newer = await failedMail(demoId, 'hse@client-site.example.com', 'Reset your password', 30);
      await failedMail(northernId, 'foreman@northern.test', 'Northern mail', 30);

      assert.equal((await member.get('/json/mail/undelivered')).status, 403);
      const list = await owner.get('/json/mail/undelivered');
      assert.equal(list.status, 200);
      const mails = list.body.undelivered_mail.data;
      assert.deepEqual(mails.map((mail: { id: number }) => mail.id), [newer, older]);
      assert.equal(list.body.undelivered_mail.total, 2, 'sent mail and other customers’ mail are not counted');
      assert.deepEqual(Object.keys(mails[0]).sort(), ['attempts', 'created_at', 'error', 'id', 'resent_at', 'subject', 'to_address']);
      assert.equal(mails[0].error, 'connect ECONNREFUSED 10.0.0.25:587');
      assert.ok(!JSON.stringify(list.body).includes('secret-token'), 'no mail text leaves the server');

      const paged = await owner.get('/json/mail/undelivered?page=2&per_page=1');
      assert.deepEqual(paged.body.undelivered_mail.data.map((mail: { id: number }) => mail.id), [older]);
      assert.equal((await owner.get('/json/mail/undelivered?page=0')).status, 422);

      const theirs = await northern.get('/json/mail/undelivered');
      assert.deepEqual(theirs.body.undelivered_mail.data.map((mail: { to_address: string }) => mail.to_address), ['foreman@northern.test']);
    });

    test('an owner sends one again: it leaves the list and is delivered once; members may not, other customers get 404', async () => {
      const id = await failedMail(demoId, 'crew.lead@demo.test', 'Your credential request', 40);
      assert.equal((await member.post(`/json/mail/undelivered/${id}/resend`)).status, 403);
      assert.equal((await northern.post(`/json/mail/undelivered/${id}/resend`)).status, 404, 'another customer’s mail');
      assert.equal((await owner.post('/json/mail/undelivered/99999999999/resend')).status, 404);
      assert.equal((await owner.post(`/json/mail/undelivered/${id}/resend`, undefined)).status, 200);

      const [queued] = await ctx.db.query<{ status: string; resent_at: Date | null }>('select status, resent_at from mail_outbox where id = $1', [id]);
      assert.equal(queued.status, 'queued');
      assert.ok(queued.resent_at);
      const list = await owner.get('/json/mail/undelivered');
      assert.ok(!list.body.undelivered_mail.data.some((mail: { id: number }) => mail.id === id), 'it leaves the list');

      await ctx.app.jobWorker.drain();
      const [sent] = await ctx.db.query<{ status: string; attempts: number }>('select status, attempts from mail_outbox where id = $1', [id]);
      assert.equal(sent.status, 'sent');
      assert.equal(sent.attempts, 31, 'one more delivery');

      const again = await owner.post(`/json/mail/undelivered/${id}/resend`);
      assert.equal(again.status, 409);
      assert.match(again.body.message, /no longer waiting/);
    });

    test('the answer is in the reader’s language', async () => {
      const id = await failedMail(demoId, 'chef@demo.test', 'Invitation', 30);
      const french = await owner.request<{ message: string }>({ method: 'POST', url: `/json/mail/undelivered/${id}/resend`, headers: { 'accept-language': 'fr-CA' } });
      assert.equal(french.status, 200);
      assert.equal(french.body.message, 'Le courriel à chef@demo.test est renvoyé. Il quitte cette liste; s’il échoue de nouveau, il y reviendra.');
    });
  });
}
