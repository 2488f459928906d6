import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { databaseTargets } from '../../../__tests__/support/databases';
import { startTestApp, type TestApp } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';

interface OutboxMail {
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
}

const RESET_LINK = /\/password-reset\/[A-Za-z0-9_-]{16,}/;

/**
 * The demo outbox as an attacker inside a demo customer tries it: a member asks a password reset for the admin and
 * reads the outbox for the link, or an admin reads an owner's reset link or an invitation meant for someone else.
 */
for (const target of await databaseTargets()) {
  describe(`demo outbox on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;
    let owner: TestClient;
    let admin: TestClient;
    let member: TestClient;
    let visitor: TestClient;

    const outbox = async (client: TestClient) => {
      const response = await client.get('/json/mail/outbox?per_page=100');
      assert.equal(response.status, 200);
      return response.body.outbox.data as OutboxMail[];
    };
    const resetMailsTo = async (address: string) =>
      (await ctx.db.query<{ text_body: string }>(`select text_body from mail_outbox where to_address = $1 and text_body ~ '/password-reset/'`, [address]))
        .length;

    before(async () => {
      ctx = await startTestApp(target);
      [owner, admin, member] = [new TestClient(ctx.app), new TestClient(ctx.app), new TestClient(ctx.app)];
      assert.equal((await owner.signIn('owner@demo.test')).status, 200);
      assert.equal((await admin.signIn('admin@demo.test')).status, 200);
      assert.equal((await member.signIn('member@demo.test')).status, 200);
      visitor = new TestClient(ctx.app);
      await visitor.loadPage();
    });
    after(async () => ctx?.close());

    test('a member who asks a reset for admin@demo.test cannot read the link: the outbox, undelivered mail and invites answer 403', async () => {
      assert.equal((await visitor.post('/json/password-resets', { email: 'admin@demo.test' })).status, 200);
      assert.equal(await resetMailsTo('admin@demo.test'), 1, 'the reset mail was written to the demo customer’s outbox');
      const denied = await member.get('/json/mail/outbox');
      assert.equal(denied.status, 403);
      assert.equal(denied.body.message, 'This action is unauthorized.');
      assert.ok(!RESET_LINK.test(JSON.stringify(denied.body)));
      assert.equal((await member.get('/json/mail/undelivered')).status, 403);
      assert.equal((await member.get('/json/invites')).status, 403);
      const french = await member.request<{ message: string }>({ method: 'GET', url: '/json/mail/outbox', headers: { 'accept-language': 'fr-CA' } });
      assert.equal(french.status, 403);
      assert.notEqual(french.body.message, denied.body.message, 'said in French');
    });

    test('an admin’s outbox holds no reset link of a staff user, the owner’s and the admin’s own included; the owner’s is whole', async () => {
      for (const email of ['owner@demo.test', 'admin@demo.test', 'member@demo.test']) {
        assert.equal((await visitor.post('/json/password-resets', { email })).status, 200);
      }
      assert.ok((await resetMailsTo('owner@demo.test')) >= 1);
      const mails = await outbox(admin);
      assert.ok(mails.length > 0, 'the outbox still lists the other mail');
      for (const mail of mails) {
        assert.ok(!RESET_LINK.test(mail.text_body) && !RESET_LINK.test(mail.html_body ?? ''), `no reset link in “${mail.subject}” to ${mail.to_address}`);
      }
      // The owner decides every role of the customer already: their outbox is the demo's whole mail, resets included.
      assert.ok((await outbox(owner)).some((mail) => mail.to_address === 'admin@demo.test' && RESET_LINK.test(mail.text_body)));
      const page = (await admin.get('/json/mail/outbox?per_page=1')).body.outbox;
      const [{ listed }] = await ctx.db.query<{ listed: number }>(
        `select count(*)::int as listed from mail_outbox m join enterprise_customers c on c.id = m.enterprise_customer_id
          where c.name = 'Demo Construction Ltd.' and m.text_body !~ '/password-reset/'`,
      );
      assert.equal(page.total, listed, 'the count is of the mails one may read');
    });

    test('an invitation is listed with its address but not the token that accepts it', async () => {
      const sent = await owner.post('/json/users/invite', { email: 'new.foreman@example.com', role: 'admin' });
      assert.equal(sent.status, 201);
      const mail = (await outbox(admin)).find((entry) => entry.to_address === 'new.foreman@example.com');
      assert.ok(mail, 'the invitation is in the outbox');
      const links = [mail.text_body, mail.html_body ?? ''].map((body) => /\/invites\/accept\?[^\s"<>]+/.exec(body)?.[0]);
      for (const link of links) {
        assert.ok(link, 'the mail still shows the invitation link');
        const query = new URLSearchParams(link.slice(link.indexOf('?') + 1).replace(/&amp;/g, '&'));
        assert.equal(query.get('email'), 'new.foreman@example.com');
        assert.equal(query.get('token'), '********');
      }
      assert.ok(!/[A-Za-z0-9_-]{43}/.test(mail.text_body + (mail.html_body ?? '')), 'no 256-bit token anywhere in the mail');
    });

    test('outside demo mode the outbox stays closed, to owners too', async () => {
      const northern = new TestClient(ctx.app);
      assert.equal((await northern.signIn('owner@northern.test')).status, 200);
      const denied = await northern.get('/json/mail/outbox');
      assert.equal(denied.status, 403);
      assert.equal(denied.body.message, 'The mail outbox is only available in demo mode.');
    });
  });
}
