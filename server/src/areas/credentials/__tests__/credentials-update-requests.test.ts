import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { databaseTargets } from '../../../__tests__/support/databases';
import { startTestApp, type TestApp } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';
import { FEATURE_UNAVAILABLE, createWorker, customerIdOf } from '../../../__tests__/support/credentials';
import { translate } from '../../../core/i18n';
import type { RequestCredentialUpdateResponse, UpdateRequestLinkResponse } from 'shared-api/contract';

/** Requests for an updated certificate (spec part 1 §7, part 2 §2 Update Requests tab). */
for (const target of await databaseTargets()) {
  describe(`credential update requests on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;
    let demo: TestClient;
    let northern: TestClient;
    let visitor: TestClient;
    let demoId: number;
    let northernId: number;
    let typeId: number;

    const tokenOf = (link: string) => link.slice(link.lastIndexOf('/') + 1);
    const newCredential = async (worker: Record<string, string>, name: string) => {
      const workerId = await createWorker(demo, worker);
      const response = await demo.post(`/json/workers/${workerId}/credentials`, { name, user_credential_type_id: typeId, expiry: '2026-01-31' });
      assert.equal(response.status, 201);
      return { workerId, credentialId: response.body.user_credential.id as number };
    };
    const openRequestOf = async (credentialId: number) =>
      (
        await ctx.db.query<{ id: number; token_hash: string; message: string | null; crew_id: number | null }>(
          `select id, token_hash, message, crew_id from user_credential_update_requests
            where user_credential_id = $1 and completed_at is null and withdrawn_at is null`,
          [credentialId],
        )
      )[0];

    before(async () => {
      ctx = await startTestApp(target);
      demo = new TestClient(ctx.app);
      await demo.signIn('owner@demo.test');
      northern = new TestClient(ctx.app);
      await northern.signIn('owner@northern.test');
      visitor = new TestClient(ctx.app);
      await visitor.loadPage();
      demoId = await customerIdOf(ctx.db, 'Demo Construction Ltd.');
      northernId = await customerIdOf(ctx.db, 'Northern Electric Inc.');
      [{ id: typeId }] = await ctx.db.query<{ id: number }>('select id from user_credential_types order by id limit 1');
    });
    after(async () => ctx?.close());

    test("the e-mail goes in the worker's preferred language, whatever the language of the staff who asks", async () => {
      const { credentialId } = await newCredential(
        { first_name: 'Sébastien', last_name: 'Bouchard', email: 'seb.bouchard@example.com', preferred_language: 'fr-CA' },
        'Carte ASP Construction',
      );
      const response = await demo.post<RequestCredentialUpdateResponse>(`/json/credentials/${credentialId}/request-update`, {
        message: 'Merci de téléverser la nouvelle carte.',
      });
      assert.equal(response.status, 200);
      const [mail] = await ctx.db.query<{ subject: string; text_body: string; html_body: string }>(
        `select subject, text_body, html_body from mail_outbox where to_address = 'seb.bouchard@example.com'`,
      );
      assert.equal(mail.subject, 'Demo Construction Ltd. demande une mise à jour de votre attestation Carte ASP Construction');
      const token = tokenOf(response.body.link);
      assert.equal(
        mail.text_body,
        [
          'Bonjour Sébastien Bouchard,',
          'Demo Construction Ltd. vous demande un document à jour pour votre attestation Carte ASP Construction.',
          'Son message : Merci de téléverser la nouvelle carte.',
          `Mettre à jour mon attestation : http://localhost:8080/user-credential-requests/${token}`,
          'Le lien ouvre une page où vous pouvez téléverser le nouveau document. Aucun compte ni connexion n’est nécessaire.',
        ].join('\n\n'),
      );
      assert.ok(mail.html_body.includes('<html lang="fr-CA">'));
    });

    test('request an update: a 256-bit token and an e-mail to the worker with the link and the message', async () => {
      const { credentialId } = await newCredential({ first_name: 'Jonas', last_name: 'Berg', email: 'jonas.berg@example.com' }, 'Hoisting & Rigging');
      const [crew] = await ctx.db.query<{ id: number }>('select id from crews where enterprise_customer_id = $1 limit 1', [demoId]);
      const response = await demo.post<RequestCredentialUpdateResponse>(`/json/credentials/${credentialId}/request-update`, {
        message: 'Please upload the <b>renewed</b> card.',
        crew_id: crew.id,
      });
      assert.equal(response.status, 200);
      const { success, message, update_request: created, link } = response.body;
      assert.deepEqual({ success, message }, { success: true, message: 'Request sent successfully!' });
      const token = tokenOf(link);
      assert.match(token, /^[A-Za-z0-9_-]{43}$/);
      assert.equal(link, `http://localhost:8080/user-credential-requests/${token}`);
      assert.equal(created.update_url, `/user-credential-requests/${token}`, 'the answer carries the link once');

      const request = await openRequestOf(credentialId);
      assert.equal(request.id, created.id);
      assert.equal(request.token_hash, createHash('sha256').update(token).digest('hex'));
      assert.equal(request.message, 'Please upload the <b>renewed</b> card.');
      assert.equal(request.crew_id, crew.id);
      const [row] = await ctx.db.query<Record<string, unknown>>('select * from user_credential_update_requests where id = $1', [request.id]);
      assert.ok(!('token' in row), 'no raw token column');
      assert.ok(!JSON.stringify(row).includes(token), 'the raw token is in no column');

      const [mail] = await ctx.db.query<{ to_address: string; subject: string; text_body: string; html_body: string; id: number }>(
        `select id, to_address, subject, text_body, html_body from mail_outbox where to_address = 'jonas.berg@example.com'`,
      );
      assert.ok(mail, 'a mail is queued for the worker');
      assert.ok(mail.text_body.includes(link), mail.text_body);
      assert.ok(mail.text_body.includes('Please upload the <b>renewed</b> card.'));
      assert.ok(mail.html_body.includes('Please upload the &lt;b&gt;renewed&lt;/b&gt; card.'), 'user text is escaped in HTML');
      assert.equal(mail.subject, 'Demo Construction Ltd. has requested an update to your Hoisting & Rigging');
      const jobs = await ctx.db.query(`select 1 from jobs where queue = 'mail.send' and (payload->>'outbox_id')::int = $1`, [mail.id]);
      assert.equal(jobs.length, 1, 'delivery is queued');
      assert.equal((await visitor.get(`/json/user-credential-requests/${token}`)).status, 200, 'the link works once issued');

      const credential = (await demo.get(`/json/credentials/${credentialId}`)).body.user_credential;
      assert.deepEqual(
        credential.active_update_requests.map((r: { id: number; update_url: string | null; message: string }) => [r.id, r.update_url, r.message]),
        [[request.id, null, 'Please upload the <b>renewed</b> card.']],
        'listed without a working link',
      );

      const again = await demo.post(`/json/credentials/${credentialId}/request-update`, { message: 'Again' });
      assert.equal(again.status, 422);
      assert.equal(again.body.message, 'An update request is already open for this credential. Withdraw it to send a new one.');
    });

    test('refused without an e-mail address, with a message over 2000 characters or another customer\'s crew', async () => {
      const { credentialId: noEmail } = await newCredential({ first_name: 'Kofi', last_name: 'Mensah' }, 'Forklift');
      const noOne = "This worker has no e-mail address, so nobody can receive the request. Add one to the worker's details, then ask again.";
      // The modal asks first who would receive it: nobody, and why (the words the send is refused with).
      const recipient = await demo.get(`/json/credentials/${noEmail}/update-request-recipient`);
      assert.equal(recipient.status, 200);
      assert.deepEqual(recipient.body, { recipient: null, message: noOne });
      const refused = await demo.post(`/json/credentials/${noEmail}/request-update`, { message: 'Please update' });
      assert.equal(refused.status, 422);
      assert.equal(refused.body.message, noOne);
      assert.equal(await openRequestOf(noEmail), undefined);

      const { credentialId } = await newCredential({ first_name: 'Lea', last_name: 'Roux', email: 'lea.roux@example.com' }, 'H2S Alive');
      assert.deepEqual((await demo.get(`/json/credentials/${credentialId}/update-request-recipient`)).body, {
        recipient: { full_name: 'Lea Roux', email: 'lea.roux@example.com' },
        message: null,
      });
      assert.equal((await northern.get(`/json/credentials/${credentialId}/update-request-recipient`)).status, 404, 'another customer’s credential');
      assert.deepEqual((await demo.post(`/json/credentials/${credentialId}/request-update`, { message: 'x'.repeat(2001) })).body.errors, {
        message: ['The message may not be greater than 2000 characters.'],
      });
      const [northernCrew] = await ctx.db.query<{ id: number }>('select id from crews where enterprise_customer_id = $1 limit 1', [northernId]);
      assert.deepEqual((await demo.post(`/json/credentials/${credentialId}/request-update`, { message: '', crew_id: northernCrew.id })).body.errors, {
        crew_id: ['The selected crew is invalid.'],
      });
      assert.equal((await northern.post(`/json/credentials/${credentialId}/request-update`, { message: 'Mine now' })).status, 404);
      assert.equal(await openRequestOf(credentialId), undefined);

      const noMessage = await demo.post(`/json/credentials/${credentialId}/request-update`, {});
      assert.equal(noMessage.status, 200, 'the message is optional');
      assert.equal((await openRequestOf(credentialId)).message, null);
    });

    test('a credential\'s open requests, and the customer\'s, paged newest first, behind the feature', async () => {
      const { credentialId } = await newCredential({ first_name: 'Mateo', last_name: 'Silva', email: 'mateo@example.com' }, 'Swing Stage');
      await demo.post(`/json/credentials/${credentialId}/request-update`, { message: 'Renewal please' });
      const own = await demo.get(`/json/credentials/${credentialId}/update-requests`);
      assert.equal(own.status, 200);
      assert.equal(own.body.update_requests.length, 1);
      const request = own.body.update_requests[0];
      assert.equal(request.message, 'Renewal please');
      assert.deepEqual(request.user_credential, { id: credentialId, name: 'Swing Stage', worker: { id: request.user_credential.worker.id, full_name: 'Mateo Silva' } });
      assert.equal(request.update_url, null, 'a list carries no working link');
      assert.match(request.created_at_pretty_date, /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
      assert.equal(request.completed_at, null);
      assert.equal(request.completed_at_diff_for_humans, null);
      assert.ok(!Number.isNaN(Date.parse(request.requested_at)));
      assert.equal((await northern.get(`/json/credentials/${credentialId}/update-requests`)).status, 404);

      const page = (await demo.get('/json/credentials/update-requests?per_page=2')).body.update_requests;
      const [{ n }] = await ctx.db.query<{ n: number }>(
        `select count(*)::int as n from user_credential_update_requests
          where enterprise_customer_id = $1 and completed_at is null and withdrawn_at is null`,
        [demoId],
      );
      assert.equal(page.total, n, 'open requests only');
      assert.equal(page.per_page, 2);
      assert.equal(page.data[0].id, request.id, 'newest first');
      assert.match(page.next_page_url, /per_page=2/);
      const all = (await demo.get('/json/credentials/update-requests?per_page=100')).body.update_requests.data;
      const created = all.map((r: { requested_at: string }) => r.requested_at);
      assert.deepEqual(created, [...created].sort().reverse());

      const gated = await northern.get('/json/credentials/update-requests');
      assert.equal(gated.status, 403);
      assert.deepEqual(gated.body, { message: FEATURE_UNAVAILABLE });
    });

    test('withdraw: removed from the lists with a notification; a second withdrawal or another customer is 404', async () => {
      const { workerId, credentialId } = await newCredential({ first_name: 'Nia', last_name: 'Adeyemi', email: 'nia@example.com' }, 'Scaffold Erector');
      await demo.post(`/json/credentials/${credentialId}/request-update`, { message: 'Renewal please' });
      const request = await openRequestOf(credentialId);
      assert.equal((await northern.delete(`/json/credentials/update-requests/${request.id}`)).status, 404);

      const withdrawn = await demo.delete(`/json/credentials/update-requests/${request.id}`);
      assert.equal(withdrawn.status, 200);
      assert.deepEqual(withdrawn.body, { message: 'Credential request successfully withdrawn!' });
      assert.deepEqual((await demo.get(`/json/credentials/${credentialId}/update-requests`)).body.update_requests, []);
      const listed = (await demo.get('/json/credentials/update-requests?per_page=100')).body.update_requests.data;
      assert.ok(listed.every((r: { id: number }) => r.id !== request.id));
      assert.deepEqual((await demo.get(`/json/credentials/${credentialId}`)).body.user_credential.active_update_requests, []);
      const [notification] = await ctx.db.query<{ message: string }>(
        `select message from notifications where notification_type = 'credential_request_withdrawn' and worker_id = $1`,
        [workerId],
      );
      assert.equal(translate(notification.message, 'en-CA'), "The update request for Nia Adeyemi's Scaffold Erector was withdrawn.");
      assert.equal((await demo.delete(`/json/credentials/update-requests/${request.id}`)).status, 404);

      const renewed = await demo.post(`/json/credentials/${credentialId}/request-update`, { message: 'Second try' });
      assert.equal(renewed.status, 200, 'a new request once the old one is withdrawn');
    });

    test('Send again: a new link e-mailed to the worker, the previous link no longer works; others answer 404', async () => {
      const { credentialId } = await newCredential({ first_name: 'Omar', last_name: 'Haddad', email: 'omar@example.com' }, 'Confined Space');
      const first = await demo.post<RequestCredentialUpdateResponse>(`/json/credentials/${credentialId}/request-update`, { message: 'Renewal please' });
      const firstToken = tokenOf(first.body.link);
      assert.equal((await visitor.get(`/json/user-credential-requests/${firstToken}`)).status, 200);
      const requestId = first.body.update_request.id;

      assert.equal((await northern.post(`/json/credentials/update-requests/${requestId}/resend`)).status, 404, 'another customer’s request');
      assert.equal((await visitor.post(`/json/credentials/update-requests/${requestId}/resend`)).status, 401);
      const resent = await demo.post<UpdateRequestLinkResponse>(`/json/credentials/update-requests/${requestId}/resend`);
      assert.equal(resent.status, 200, JSON.stringify(resent.body));
      assert.equal(resent.body.message, 'A new link was e-mailed to the worker; the previous link no longer works.');
      assert.equal(resent.body.update_request.id, requestId);
      const token = tokenOf(resent.body.link);
      assert.notEqual(token, firstToken);
      assert.equal(resent.body.update_request.update_url, `/user-credential-requests/${token}`);
      const [{ token_hash }] = await ctx.db.query<{ token_hash: string }>('select token_hash from user_credential_update_requests where id = $1', [requestId]);
      assert.equal(token_hash, createHash('sha256').update(token).digest('hex'));

      const mails = await ctx.db.query<{ text_body: string }>(`select text_body from mail_outbox where to_address = 'omar@example.com' order by id`);
      assert.equal(mails.length, 2, 'the first e-mail and the new one');
      assert.ok(mails[1].text_body.includes(resent.body.link));
      const old = await visitor.get(`/json/user-credential-requests/${firstToken}`);
      assert.equal(old.status, 404, 'the previous link no longer works');
      assert.equal(old.body.message, 'This link is not valid. Open the whole link from your e-mail, or ask your employer to send a new one.');
      assert.equal((await visitor.get(`/json/user-credential-requests/${token}`)).status, 200, 'the new link works');
      const listed = (await demo.get(`/json/credentials/${credentialId}/update-requests`)).body.update_requests;
      assert.deepEqual(listed.map((r: { id: number; update_url: string | null }) => [r.id, r.update_url]), [[requestId, null]]);

      await demo.delete(`/json/credentials/update-requests/${requestId}`);
      assert.equal((await demo.post(`/json/credentials/update-requests/${requestId}/resend`)).status, 404, 'a withdrawn request is not sent again');
      assert.equal((await visitor.get(`/json/user-credential-requests/${token}`)).status, 404);
    });
  });
}
