import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { databaseTargets } from '../../../__tests__/support/databases';
import { startTestApp, type TestApp } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';
import { LocalFileStorage } from '../../../core/storage';
import { storeUpload } from '../../../core/files';
import { prettyDate } from '../../../core/lib/time';
import type { PublicWalletResponse, WalletShareResponse, WalletTokensResponse } from 'shared-api/contract';

const INVALID_EMAIL = 'Please provide a valid email address.';
const PDF = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj\n<<>>\nendobj\n%%EOF\n`);

interface OutboxRow {
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: string;
}

for (const target of await databaseTargets()) {
  describe(`wallet access on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;
    let demo: TestClient;
    let northern: TestClient;
    let visitor: TestClient;
    let storage: LocalFileStorage;
    let demoId: number;
    let workerId: number;
    let otherWorkerId: number;
    let northernWorkerId: number;

    const tokens = async (id = workerId) => (await demo.get<WalletTokensResponse>(`/json/workers/${id}/wallets`)).body.wallet_tokens;
    const newestMail = async () =>
      (await ctx.db.query<OutboxRow>('select to_address, subject, text_body, html_body, status from mail_outbox order by id desc limit 1'))[0];
    /** Shares the wallet; the answer is the only place (with the e-mail) that carries the link. */
    const share = async (email: string) => {
      const response = await demo.post<WalletShareResponse>(`/json/workers/${workerId}/wallets`, { email });
      assert.equal(response.status, 200, JSON.stringify(response.body));
      const { wallet_token: walletToken } = response.body;
      assert.ok(walletToken.token, 'the share answer carries the token');
      return { ...walletToken, token: walletToken.token };
    };

    before(async () => {
      ctx = await startTestApp(target);
      storage = new LocalFileStorage(join(ctx.dataDir, 'files'));
      demo = new TestClient(ctx.app);
      await demo.signIn('owner@demo.test');
      northern = new TestClient(ctx.app);
      await northern.signIn('owner@northern.test');
      visitor = new TestClient(ctx.app);
      await visitor.loadPage();
      const workers = await ctx.db.query<{ id: number; customer_id: number; customer: string }>(
        `select w.id, c.id as customer_id, c.name as customer from enterprise_customer_workers w
           join enterprise_customers c on c.id = w.enterprise_customer_id
          where exists (select 1 from user_credentials uc where uc.worker_id = w.id)
          order by w.id`,
      );
      const demoWorkers = workers.filter((w) => w.customer === 'Demo Construction Ltd.');
      [workerId, otherWorkerId] = demoWorkers.map((w) => w.id);
      demoId = demoWorkers[0].customer_id;
      northernWorkerId = workers.find((w) => w.customer === 'Northern Electric Inc.')!.id;
    });
    after(async () => ctx?.close());

    test('sharing needs a valid e-mail address', async () => {
      for (const body of [{ email: '' }, { email: '   ' }, { email: 'not-an-email' }, { email: 'a@' }, {}]) {
        const response = await demo.post(`/json/workers/${workerId}/wallets`, body);
        assert.equal(response.status, 422, JSON.stringify(body));
        assert.deepEqual(response.body, { message: INVALID_EMAIL, errors: { email: [INVALID_EMAIL] } });
      }
    });

    test('sharing creates a link, answers it once, lists it first without it and e-mails it', async () => {
      const response = await demo.post<WalletShareResponse>(`/json/workers/${workerId}/wallets`, { email: ' hse@client-site.example.com ' });
      assert.equal(response.status, 200);
      const { message, wallet_token: created, link } = response.body;
      assert.equal(message, 'Successfully gave access to workers wallet');
      assert.match(created.token ?? '', /^[A-Za-z0-9_-]{43}$/, '256 bits, URL-safe');
      assert.equal(created.url, `/wallet?token=${created.token}`);
      assert.equal(link, `http://localhost:8080/wallet?token=${created.token}`);
      assert.equal(created.created_at_diff, 'just now');

      const [listed] = await tokens();
      const [worker] = await ctx.db.query<{ full_name: string }>(
        `select first_name || ' ' || last_name as full_name from enterprise_customer_workers where id = $1`,
        [workerId],
      );
      assert.equal(listed.id, created.id);
      assert.deepEqual(listed.metadata, { access: { emails: ['hse@client-site.example.com'] } });
      assert.deepEqual(listed.worker, { id: workerId, full_name: worker.full_name });
      assert.equal(listed.token, null, 'a list carries no token');
      assert.equal(listed.url, null, 'a list carries no link');
      assert.deepEqual({ ...created, token: null, url: null }, listed, 'otherwise the same link');

      const mail = await newestMail();
      assert.equal(mail.to_address, 'hse@client-site.example.com');
      assert.equal(mail.subject, `${worker.full_name} shared their credential wallet with you`);
      assert.ok(mail.text_body.includes(link));
      assert.ok(mail.html_body.includes(`href="${link}"`));
      assert.ok(mail.text_body.includes('Demo Construction Ltd.'));
      assert.equal((await visitor.get(`/json/wallets/${created.token}`)).status, 200, 'the link works once issued');

      await ctx.app.jobWorker.drain();
      assert.equal((await newestMail()).status, 'sent', 'delivered to the local outbox');
    });

    test('only the hash is stored: the raw token column is gone and no column holds the token', async () => {
      const second = await share('gatehouse@north-river.example.com');
      const columns = await ctx.db.query<{ column_name: string }>(
        `select column_name from information_schema.columns where table_name = 'wallet_tokens' and table_schema = current_schema() order by column_name`,
      );
      assert.ok(!columns.some((c) => c.column_name === 'token'), 'no token column');
      assert.ok(columns.some((c) => c.column_name === 'token_hash'));
      const [row] = await ctx.db.query<Record<string, unknown>>(`select * from wallet_tokens where id = $1`, [second.id]);
      assert.equal(row.token_hash, createHash('sha256').update(second.token).digest('hex'));
      assert.ok(!JSON.stringify(row).includes(second.token), 'the raw token is in no column');
    });

    test('links are listed newest first, active ones only', async () => {
      const second = await share('gatehouse@north-river.example.com');
      const list = await tokens();
      assert.equal(list[0].id, second.id);
      const created = list.map((t) => t.created_at);
      assert.deepEqual(created, [...created].sort().reverse());
      await ctx.db.query('update wallet_tokens set revoked_at = now() where id = $1', [list[1].id]);
      assert.ok(!(await tokens()).some((t) => t.id === list[1].id));
    });

    test('Send again e-mails a new link to the same address; the previous link stops working', async () => {
      const first = await share('resend@client-site.example.com');
      assert.equal((await visitor.get(`/json/wallets/${first.token}`)).status, 200);
      const resent = await demo.post<WalletShareResponse>(`/json/workers/${workerId}/wallets/${first.id}/resend`);
      assert.equal(resent.status, 200, JSON.stringify(resent.body));
      const { message, wallet_token: again, link } = resent.body;
      assert.equal(message, 'A new wallet link was e-mailed; the previous link no longer works.');
      assert.equal(again.id, first.id, 'the same access, a new link');
      assert.match(again.token ?? '', /^[A-Za-z0-9_-]{43}$/);
      assert.notEqual(again.token, first.token);
      assert.equal(link, `http://localhost:8080/wallet?token=${again.token}`);
      assert.deepEqual(again.metadata, first.metadata);

      const mail = await newestMail();
      assert.equal(mail.to_address, 'resend@client-site.example.com');
      assert.ok(mail.text_body.includes(link));
      const old = await visitor.get(`/json/wallets/${first.token}`);
      assert.equal(old.status, 404, 'the previous link no longer opens');
      assert.deepEqual(old.body, { message: 'This link is no longer valid.' });
      assert.equal((await visitor.get(`/json/wallets/${again.token}`)).status, 200, 'the new one does');
      const listed = (await tokens()).find((t) => t.id === first.id)!;
      assert.equal(listed.url, null, 'still listed without a link');

      // A removed link cannot be sent again; nor another worker's, nor another customer's.
      assert.equal((await demo.post(`/json/workers/${otherWorkerId}/wallets/${first.id}/resend`)).status, 404);
      assert.equal((await northern.post(`/json/workers/${workerId}/wallets/${first.id}/resend`)).status, 404);
      assert.equal((await visitor.post(`/json/workers/${workerId}/wallets/${first.id}/resend`)).status, 401);
      await demo.delete(`/json/workers/${workerId}/wallets/${first.id}`);
      assert.equal((await demo.post(`/json/workers/${workerId}/wallets/${first.id}/resend`)).status, 404);
      assert.equal((await visitor.get(`/json/wallets/${again.token}`)).status, 404);
    });

    test("worker names in the e-mail's HTML are escaped", async () => {
      const [{ first_name }] = await ctx.db.query<{ first_name: string }>('select first_name from enterprise_customer_workers where id = $1', [workerId]);
      await ctx.db.query(`update enterprise_customer_workers set first_name = '<b>Dana</b>' where id = $1`, [workerId]);
      try {
        await share('hse@client-site.example.com');
        const mail = await newestMail();
        assert.ok(mail.html_body.includes('&lt;b&gt;Dana&lt;/b&gt;'));
        assert.ok(!mail.html_body.includes('<b>Dana</b>'));
        assert.ok(mail.subject.startsWith('<b>Dana</b>'), 'the subject is plain text');
      } finally {
        await ctx.db.query('update enterprise_customer_workers set first_name = $2 where id = $1', [workerId, first_name]);
      }
    });

    test('the public wallet shows the worker, the customer and every credential with its document', async () => {
      const token = await share('hse@client-site.example.com');
      const [credential] = await ctx.db.query<{ id: number }>('select id from user_credentials where worker_id = $1 order by id limit 1', [workerId]);
      const file = await storeUpload(ctx.db, storage, {
        customerId: demoId,
        userId: null,
        bytes: PDF('first aid'),
        originalName: 'First Aid.pdf',
        allowed: ['pdf'],
      });
      await ctx.db.query('update user_credentials set file_id = $1 where id = $2', [file.id, credential.id]);
      await ctx.db.query(`update enterprise_customer_workers set job_title = 'Scaffolder' where id = $1`, [workerId]);

      const response = await visitor.get<PublicWalletResponse>(`/json/wallets/${token.token}`);
      assert.equal(response.status, 200);
      assert.equal(response.headers['cache-control'], 'no-store');
      const { wallet } = response.body;
      assert.equal(wallet.worker.full_name, token.worker.full_name);
      assert.equal(wallet.worker.job_title, 'Scaffolder');
      assert.deepEqual(wallet.enterprise_customer, { name: 'Demo Construction Ltd.' });

      const expected = await ctx.db.query<{ id: number; name: string; issued: string | null; expiry: string | null; is_expired: boolean; issuer: string | null }>(
        `select uc.id, uc.name, uc.issued, uc.expiry, coalesce(uc.expiry < current_date, false) as is_expired, coalesce(ci.name, tp.name) as issuer
           from user_credentials uc
           left join credential_issuers ci on ci.id = uc.credential_issuer_id
           left join training_providers tp on tp.id = uc.training_provider_id
          where uc.worker_id = $1`,
        [workerId],
      );
      assert.equal(wallet.credentials.length, expected.length);
      for (const row of expected) {
        const shown = wallet.credentials.find((c) => c.id === row.id)!;
        assert.equal(shown.name, row.name);
        assert.equal(shown.issuer, row.issuer);
        assert.equal(shown.is_expired, row.is_expired);
        assert.equal(shown.issued_pretty_date, prettyDate(row.issued));
        assert.equal(shown.expires_pretty_date, prettyDate(row.expiry));
      }
      const withDocument = wallet.credentials.find((c) => c.id === credential.id)!;
      assert.equal(withDocument.document_url, `/json/wallets/${token.token}/files/${file.id}`);
      assert.equal(withDocument.needs_review, false);

      // A parse proposal nobody confirmed yet is marked as such to the wallet's reader.
      await ctx.db.query(`update user_credentials set metadata = metadata || '{"needs_review": true}'::jsonb where id = $1`, [credential.id]);
      const unchecked = (await visitor.get<PublicWalletResponse>(`/json/wallets/${token.token}`)).body.wallet.credentials.find((c) => c.id === credential.id)!;
      assert.equal(unchecked.needs_review, true);
      await ctx.db.query(`update user_credentials set metadata = metadata - 'needs_review' where id = $1`, [credential.id]);

      const document = await visitor.get(withDocument.document_url!);
      assert.equal(document.status, 200);
      assert.equal(document.headers['content-type'], 'application/pdf');
      assert.equal(document.headers['x-content-type-options'], 'nosniff');
      assert.equal(document.headers['content-disposition'], `inline; filename="First Aid.pdf"; filename*=UTF-8''First%20Aid.pdf`);
      assert.ok(String(document.body).includes('first aid'));
    });

    test('through a wallet link only that worker’s credential documents are served', async () => {
      const token = await share('hse@client-site.example.com');
      const [credential] = await ctx.db.query<{ id: number }>('select id from user_credentials where worker_id = $1 order by id limit 1', [otherWorkerId]);
      const foreign = await storeUpload(ctx.db, storage, { customerId: demoId, userId: null, bytes: PDF('other'), originalName: 'Other.pdf', allowed: ['pdf'] });
      await ctx.db.query('update user_credentials set file_id = $1 where id = $2', [foreign.id, credential.id]);
      const loose = await storeUpload(ctx.db, storage, { customerId: demoId, userId: null, bytes: PDF('loose'), originalName: 'Loose.pdf', allowed: ['pdf'] });
      for (const fileId of [foreign.id, loose.id, 999999]) {
        assert.equal((await visitor.get(`/json/wallets/${token.token}/files/${fileId}`)).status, 404, `file ${fileId}`);
      }
      assert.equal((await demo.get(`/json/files/${foreign.id}`)).status, 200, 'staff still reach it');
    });

    test('the worker picture is served through the token', async () => {
      const token = await share('hse@client-site.example.com');
      const picture = await storeUpload(ctx.db, storage, {
        customerId: demoId,
        userId: null,
        bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]),
        originalName: 'Dana.jpg',
        allowed: ['jpeg'],
      });
      await ctx.db.query('update enterprise_customer_workers set profile_picture_path = $1 where id = $2', [picture.storage_key, workerId]);
      const { wallet } = (await visitor.get<PublicWalletResponse>(`/json/wallets/${token.token}`)).body;
      assert.equal(wallet.worker.profile_picture_url, `/json/wallets/${token.token}/profile-image`);
      const image = await visitor.get(wallet.worker.profile_picture_url!);
      assert.equal(image.status, 200);
      assert.equal(image.headers['content-type'], 'image/jpeg');
    });

    test('removing access revokes the link at once', async () => {
      const token = await share('temp@contractor.example.com');
      assert.equal((await visitor.get(`/json/wallets/${token.token}`)).status, 200);
      const removed = await demo.delete(`/json/workers/${workerId}/wallets/${token.id}`);
      assert.equal(removed.status, 200);
      assert.deepEqual(removed.body, { message: 'Successfully removed access to wallet!' });
      const after = await visitor.get(`/json/wallets/${token.token}`);
      assert.equal(after.status, 404);
      assert.deepEqual(after.body, { message: 'This link is no longer valid.' });
      assert.equal((await visitor.get(`/json/wallets/${token.token}/profile-image`)).status, 404);
      assert.ok(!(await tokens()).some((t) => t.id === token.id));
      assert.equal((await demo.delete(`/json/workers/${workerId}/wallets/${token.id}`)).status, 404, 'already removed');
    });

    test('unknown and malformed tokens are no longer valid links', async () => {
      for (const token of ['A'.repeat(43), 'short', 'x'.repeat(90), 'A'.repeat(42) + '%2F']) {
        const response = await visitor.get(`/json/wallets/${token}`);
        assert.equal(response.status, 404);
        assert.deepEqual(response.body, { message: 'This link is no longer valid.' });
      }
    });

    test("another customer's workers and tokens answer 404, and signed-out calls 401", async () => {
      const token = await share('temp@contractor.example.com');
      assert.equal((await northern.get(`/json/workers/${workerId}/wallets`)).status, 404);
      assert.equal((await northern.post(`/json/workers/${workerId}/wallets`, { email: 'spy@example.com' })).status, 404);
      assert.equal((await northern.delete(`/json/workers/${workerId}/wallets/${token.id}`)).status, 404);
      assert.equal((await northern.delete(`/json/workers/${northernWorkerId}/wallets/${token.id}`)).status, 404);
      assert.equal((await demo.delete(`/json/workers/${otherWorkerId}/wallets/${token.id}`)).status, 404, 'a token of another worker');
      assert.equal((await visitor.get(`/json/wallets/${token.token}`)).status, 200, 'still valid');
      assert.equal((await visitor.get(`/json/workers/${workerId}/wallets`)).status, 401);
      assert.equal((await visitor.post(`/json/workers/${workerId}/wallets`, { email: 'a@b.example' })).status, 401);
    });

    test('demo mode shows the sent e-mails in the outbox; other customers may not read one', async () => {
      const response = await demo.get('/json/mail/outbox?page=1');
      assert.equal(response.status, 200);
      const [first] = response.body.outbox.data;
      assert.equal(first.to_address, 'temp@contractor.example.com');
      assert.match(first.subject, /shared their credential wallet with you$/);
      assert.equal(response.body.outbox.current_page, 1);
      const [{ total }] = await ctx.db.query<{ total: number }>('select count(*)::int as total from mail_outbox where enterprise_customer_id = $1', [demoId]);
      assert.equal(response.body.outbox.total, total);
      const denied = await northern.get('/json/mail/outbox');
      assert.equal(denied.status, 403);
      assert.equal(denied.body.message, 'The mail outbox is only available in demo mode.');
    });

    test('a link shared with an expiry date opens through that day, then says it expired (in the reader\'s language)', async () => {
      const today = new Date().toISOString().slice(0, 10);
      const lastDay = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      for (const [expires_on, message] of [
        ['2026-02-30', 'The expiry date must be a real date (YYYY-MM-DD).'],
        ['2020-01-01', 'The link cannot expire before today. Choose today or a later date, or leave it empty.'],
      ]) {
        const refused = await demo.post(`/json/workers/${workerId}/wallets`, { email: 'auditor@client.example.com', expires_on });
        assert.equal(refused.status, 422);
        assert.deepEqual(refused.body.errors, { expires_on: [message] });
      }

      const shared = await demo.post<WalletShareResponse>(`/json/workers/${workerId}/wallets`, { email: 'auditor@client.example.com', expires_on: lastDay });
      assert.equal(shared.status, 200, JSON.stringify(shared.body));
      const token = shared.body.wallet_token;
      assert.equal(token.expires_on, lastDay);
      assert.equal((await tokens())[0].expires_on, lastDay);
      assert.equal((await visitor.get(`/json/wallets/${token.token}`)).status, 200);
      assert.equal((await share('no-end@client.example.com')).expires_on, null);

      // Its last day passes (the test moves the date, not the clock): the link and its files stop, with the reason.
      await ctx.db.query(`update wallet_tokens set expires_on = current_date - 1 where id = $1`, [token.id]);
      const [{ yesterday }] = await ctx.db.query<{ yesterday: string }>(`select (current_date - 1)::text as yesterday`);
      const expired = await visitor.get(`/json/wallets/${token.token}`);
      assert.equal(expired.status, 410);
      assert.deepEqual(expired.body, {
        message: `This wallet link expired on ${prettyDate(yesterday, 'en-CA')}. Ask the person who shared it for a new link.`,
      });
      const inFrench = await visitor.request({ method: 'GET', url: `/json/wallets/${token.token}`, headers: { 'accept-language': 'fr-CA' } });
      assert.equal(inFrench.status, 410);
      assert.match((inFrench.body as { message: string }).message, /^Ce lien vers le portefeuille a expiré le .+\. Demandez un nouveau lien/);
      assert.equal((await visitor.get(`/json/wallets/${token.token}/profile-image`)).status, 410);
      assert.ok(!(await tokens()).some((t) => t.id === token.id), 'an expired link is no longer listed');

      assert.equal((await demo.post(`/json/workers/${workerId}/wallets/${token.id}/resend`)).status, 404, 'an expired link is not sent again');

      // Its last day is today: it still opens.
      await ctx.db.query(`update wallet_tokens set expires_on = $2 where id = $1`, [token.id, today]);
      assert.equal((await visitor.get(`/json/wallets/${token.token}`)).status, 200);
    });

    test('public lookups are rate limited per address', async () => {
      const token = await share('hse@client-site.example.com');
      let status = 200;
      for (let i = 0; i < 80 && status !== 429; i++) status = (await visitor.get(`/json/wallets/${token.token}`)).status;
      assert.equal(status, 429);
    });
  });
}
