import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { databaseTargets } from '../../../__tests__/support/databases';
import { startTestApp, type TestApp } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';
import { PDF_DOCUMENT, PNG_DOCUMENT, TEXT_DOCUMENT, createWorker, customerIdOf, documentPart, sendForm } from '../../../__tests__/support/credentials';
import { multipartForm } from '../../../__tests__/support/multipart';
import { randomToken, sha256 } from '../../../core/auth/tokens';
import { translate } from '../../../core/i18n';

const TOKEN_NOT_FOUND = 'Token not found. Could possibly be an already fulfilled request!';
const LINK_NOT_VALID = 'This link is not valid. Open the whole link from your e-mail, or ask your employer to send a new one.';

/** The public fulfil and update pages' calls (part 2 §2 Public pages, §5 Fulfil credential), used without a session. */
for (const target of await databaseTargets()) {
  describe(`public credential request pages on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;
    let demo: TestClient;
    let visitor: TestClient;
    let demoId: number;
    let typeId: number;

    /** A request from the customer (no crew) for a catalogue credential, as the crew and worker pages create them. */
    const newCredentialRequest = async (workerId: number, label: string, months: number | null, metadata: object | null) => {
      const [credential] = await ctx.db.query<{ id: number }>(
        `insert into credentials (enterprise_customer_id, label, validity_period_months) values ($1, $2, $3) returning id`,
        [demoId, label, months],
      );
      const token = randomToken();
      const [request] = await ctx.db.query<{ id: number }>(
        `insert into credential_requests (enterprise_customer_id, token_hash, worker_id, credential_id, metadata)
         values ($1, $2, $3, $4, $5::jsonb) returning id`,
        [demoId, sha256(token), workerId, credential.id, JSON.stringify(metadata ?? {})],
      );
      return { token, requestId: request.id, credentialId: credential.id };
    };
    const fulfil = (token: string, fields: Record<string, string>, document?: Buffer, client = visitor) =>
      sendForm(client, 'POST', `/json/credential-requests/${token}/fulfil`, fields, document ? documentPart('document', document) : undefined);
    /** Asks for an update of the credential; the token is read from the link its answer carries (only its hash is stored). */
    const requestUpdate = async (credentialId: number, body: Record<string, string> = {}) => {
      const response = await demo.post<{ link: string }>(`/json/credentials/${credentialId}/request-update`, body);
      assert.equal(response.status, 200, JSON.stringify(response.body));
      return response.body.link.slice(response.body.link.lastIndexOf('/') + 1);
    };

    before(async () => {
      ctx = await startTestApp(target);
      demo = new TestClient(ctx.app);
      await demo.signIn('owner@demo.test');
      visitor = new TestClient(ctx.app);
      await visitor.loadPage();
      demoId = await customerIdOf(ctx.db, 'Demo Construction Ltd.');
      [{ id: typeId }] = await ctx.db.query<{ id: number }>('select id from user_credential_types order by id limit 1');
    });
    after(async () => ctx?.close());

    test('fulfil end to end: the page data, the upload, the credential, the notification, then the token is spent', async () => {
      const workerId = await createWorker(demo, { first_name: 'Olga', last_name: 'Ivanova', email: 'olga@example.com' });
      const { token, requestId, credentialId } = await newCredentialRequest(workerId, 'Boom Lift Operator', 36, {
        prompt: { title: 'Upload your Boom Lift Operator', message: 'Your employer requires a valid Boom Lift Operator.' },
        credential: { label: 'Boom Lift Operator', validity_period_months: 36 },
      });

      const page = await visitor.get(`/json/credential-requests/${token}`);
      assert.equal(page.status, 200);
      assert.equal(page.headers['cache-control'], 'no-store');
      assert.deepEqual(page.body, {
        credential_request: {
          id: requestId,
          completed_at: null,
          worker: { full_name: 'Olga Ivanova' },
          enterprise_customer: { name: 'Demo Construction Ltd.' },
          metadata: {
            credential: { label: 'Boom Lift Operator', validity_period_months: 36 },
            prompt: { title: 'Upload your Boom Lift Operator', message: 'Your employer requires a valid Boom Lift Operator.' },
          },
        },
      });

      const withoutCsrf = await visitor.request({ method: 'POST', url: `/json/credential-requests/${token}/fulfil`, payload: { issued: '2025-03-31' }, withoutCsrf: true });
      assert.equal(withoutCsrf.status, 419);
      const noIssued = await fulfil(token, { issued: '', expiry: '' }, PDF_DOCUMENT);
      assert.equal(noIssued.status, 422);
      assert.deepEqual(noIssued.body.errors, { issued: ['Issued date is required!'] });

      const done = await fulfil(token, { issued: '2025-03-31T00:00:00.000Z', expiry: '' }, PDF_DOCUMENT);
      assert.equal(done.status, 200, JSON.stringify(done.body));
      assert.equal(done.body.credential_request.id, requestId);
      assert.ok(done.body.credential_request.completed_at);
      assert.equal(done.body.credential_request.metadata.credential.label, 'Boom Lift Operator');

      const [credential] = await ctx.db.query<{ id: number; name: string; issued: string; expiry: string; file_id: number; credential_id: number; owned_by_enterprise_customer: boolean; user_id: number | null }>(
        `select id, name, issued, expiry, file_id, credential_id, owned_by_enterprise_customer, user_id from user_credentials where worker_id = $1`,
        [workerId],
      );
      assert.equal(credential.name, 'Boom Lift Operator');
      assert.equal(credential.issued, '2025-03-31');
      assert.equal(credential.expiry, '2028-03-31', 'issued plus the 36 months of validity');
      assert.equal(credential.credential_id, credentialId);
      assert.equal(credential.owned_by_enterprise_customer, true);
      assert.equal(credential.user_id, null);
      const [request] = await ctx.db.query<{ user_credential_id: number; completed_at: Date }>('select user_credential_id, completed_at from credential_requests where id = $1', [requestId]);
      assert.equal(request.user_credential_id, credential.id);
      assert.equal((await demo.get(`/json/credentials/${credential.id}`)).body.user_credential.needs_review, true, 'unchecked proof until an admin confirms it');

      const [notification] = await ctx.db.query<{ message: string; metadata: { fulfilment_details: { user_credential: { s3_url: string } }; user_credential_id: number } }>(
        `select message, metadata from notifications where notification_type = 'credential_request_fulfilled' and worker_id = $1`,
        [workerId],
      );
      // Stored as a catalog message, written in each reader's language when read.
      assert.equal(translate(notification.message, 'en-CA'), 'Olga Ivanova submitted Boom Lift Operator.');
      assert.equal(translate(notification.message, 'fr-CA'), 'Olga Ivanova a soumis l’attestation Boom Lift Operator.');
      assert.equal(notification.metadata.user_credential_id, credential.id);
      const documentUrl = notification.metadata.fulfilment_details.user_credential.s3_url;
      assert.equal(documentUrl, `/json/files/${credential.file_id}`);
      const document = await demo.get(documentUrl);
      assert.equal(document.status, 200, 'staff open the uploaded document from the notification');
      assert.equal(document.headers['content-type'], 'application/pdf');
      assert.equal((await visitor.get(documentUrl)).status, 401, 'never to the public');

      const again = await fulfil(token, { issued: '2025-04-01' }, PDF_DOCUMENT);
      assert.equal(again.status, 409);
      assert.equal(again.body.message, 'This credential request has already been fulfilled. Nothing more is needed.');
      assert.ok((await visitor.get(`/json/credential-requests/${token}`)).body.credential_request.completed_at, 'the page shows the fulfilled card');
      const [{ n }] = await ctx.db.query<{ n: number }>('select count(*)::int as n from user_credentials where worker_id = $1', [workerId]);
      assert.equal(n, 1, 'no second credential');
      const open = (await demo.get(`/json/workers/${workerId}/credential-requests`)).body.credential_requests;
      assert.deepEqual(open, [], 'no longer an open request of the worker');
    });

    test('fulfil: an explicit expiry, the date rules, a wrong file, and unknown or withdrawn tokens', async () => {
      const workerId = await createWorker(demo, { first_name: 'Pita', last_name: 'Taufa' });
      const { token } = await newCredentialRequest(workerId, 'Chainsaw Safety', null, null);
      const page = (await visitor.get(`/json/credential-requests/${token}`)).body.credential_request;
      assert.deepEqual(page.metadata, {
        credential: { label: 'Chainsaw Safety', validity_period_months: null },
        prompt: { title: 'Upload your Chainsaw Safety', message: 'Demo Construction Ltd. requires a valid Chainsaw Safety.' },
      });

      assert.deepEqual((await fulfil(token, { issued: '2025-05-02', expiry: '2025-05-01' })).body.errors, { issued: ['Issued date cannot be after expiry date.'] });
      assert.deepEqual((await fulfil(token, { issued: '2025-13-01' })).body.errors, { issued: ['The issued date must be a valid date.'] });
      const wrongFile = await fulfil(token, { issued: '2025-05-01' }, TEXT_DOCUMENT);
      assert.deepEqual(wrongFile.body.errors, { document: ['The file must be a PDF, PNG or JPEG file.'] });
      assert.equal((await ctx.db.query('select 1 from user_credentials where worker_id = $1', [workerId])).length, 0);

      const noDocument = await fulfil(token, { issued: '2025-05-01', expiry: '2026-05-01' });
      assert.equal(noDocument.status, 422, 'an issued date alone is no proof');
      assert.deepEqual(noDocument.body.errors, { document: ['Please choose a photo or scan of your credential: the request needs the document.'] });
      assert.equal((await ctx.db.query('select 1 from user_credentials where worker_id = $1', [workerId])).length, 0);
      assert.equal((await visitor.get(`/json/credential-requests/${token}`)).body.credential_request.completed_at, null, 'still open');

      const kept = await fulfil(token, { issued: '2025-05-01', expiry: '2026-05-01' }, PNG_DOCUMENT);
      assert.equal(kept.status, 200, JSON.stringify(kept.body));
      const [credential] = await ctx.db.query<{ expiry: string; has_file: boolean }>('select expiry, file_id is not null as has_file from user_credentials where worker_id = $1', [workerId]);
      assert.deepEqual(credential, { expiry: '2026-05-01', has_file: true });

      const withdrawn = await newCredentialRequest(workerId, 'Traffic Control Person', 36, null);
      await ctx.db.query('update credential_requests set withdrawn_at = now() where id = $1', [withdrawn.requestId]);
      for (const unknown of [withdrawn.token, randomToken(), 'not-a-token']) {
        const response = await visitor.get(`/json/credential-requests/${unknown}`);
        assert.equal(response.status, 404, unknown);
        assert.deepEqual(response.body, { message: TOKEN_NOT_FOUND });
        assert.deepEqual((await fulfil(unknown, { issued: '2025-05-01' })).body, { message: TOKEN_NOT_FOUND });
      }
    });

    test('update end to end: the request e-mailed by staff, the page data and document, the new file, the notification', async () => {
      const workerId = await createWorker(demo, { first_name: 'Quinn', last_name: 'Harlow', email: 'quinn@example.com' });
      const created = await sendForm(
        demo,
        'POST',
        `/json/workers/${workerId}/credentials`,
        { name: 'Fall Arrest', user_credential_type_id: String(typeId), issued: '2023-02-01', expiry: '2026-02-01' },
        documentPart('file', PDF_DOCUMENT),
      );
      const original = created.body.user_credential;
      const token = await requestUpdate(original.id, { message: 'Your card expires soon.' });

      const page = await visitor.get(`/json/user-credential-requests/${token}`);
      assert.equal(page.status, 200);
      assert.equal(page.body.status, 'open');
      assert.equal(page.body.message, 'Demo Construction Ltd. has requested an updated document for your Fall Arrest.');
      const documentUrl = `/json/user-credential-requests/${token}/document`;
      assert.deepEqual({ ...page.body.update_request, id: 0 }, {
        id: 0,
        message: 'Your card expires soon.',
        completed_at: null,
        worker: { full_name: 'Quinn Harlow' },
        enterprise_customer: { name: 'Demo Construction Ltd.' },
        user_credential: {
          id: original.id,
          name: 'Fall Arrest',
          issued: '2023-02-01',
          expiry: '2026-02-01',
          document_number: null,
          validity_period_months: null,
          document_url: documentUrl,
        },
      });
      const existing = await visitor.get(documentUrl);
      assert.equal(existing.status, 200);
      assert.equal(existing.headers['content-type'], 'application/pdf');
      assert.equal(existing.headers['cache-control'], 'no-store');

      const path = `/json/user-credential-requests/${token}/update`;
      const send = (fields: Record<string, string>, document?: Buffer) => sendForm(visitor, 'POST', path, fields, document ? documentPart('document', document, 'renewed.png') : undefined);
      assert.deepEqual((await send({ user_credential_id: '999999' }, PNG_DOCUMENT)).body.errors, {
        user_credential_id: ['The credential does not match this request.'],
      });
      assert.deepEqual((await send({ user_credential_id: String(original.id), issued: '2023-02-01', expiry: '2026-02-01' })).body.errors, {
        document: ['Please choose the new document to upload.'],
      });
      assert.deepEqual((await send({ user_credential_id: String(original.id) }, TEXT_DOCUMENT)).body.errors, {
        document: ['The file must be a PDF, PNG or JPEG file.'],
      });
      assert.deepEqual((await send({ user_credential_id: String(original.id), issued: '2027-01-01' }, PNG_DOCUMENT)).body.errors, {
        issued: ['Issued date cannot be after expiry date.'],
      });

      const updated = await send({ user_credential_id: String(original.id), issued: '2025-02-01', expiry: '2028-02-01' }, PNG_DOCUMENT);
      assert.equal(updated.status, 200, JSON.stringify(updated.body));
      assert.equal(updated.body.message, 'Your credential has been updated. Thank you!');
      assert.ok(updated.body.update_request.completed_at);
      assert.equal(updated.body.update_request.user_credential.issued, '2025-02-01');
      assert.equal(updated.body.update_request.user_credential.expiry, '2028-02-01');
      assert.equal((await visitor.get(documentUrl)).headers['content-type'], 'image/png', 'the new document replaces the old');

      const credential = (await demo.get(`/json/credentials/${original.id}`)).body.user_credential;
      assert.equal(credential.expiry, '2028-02-01');
      assert.notEqual(credential.s3_url, original.s3_url);
      assert.equal((await demo.get(original.s3_url)).status, 200, 'the old document is kept until an admin reviews the replacement');
      assert.deepEqual(credential.active_update_requests, [], 'no longer an open request');
      assert.equal(original.needs_review, false);
      assert.equal(credential.needs_review, true, 'the worker’s replacement waits for an admin’s review');
      // The Credentials page's filter lists it, with its state.
      const waiting = () => demo.get(`/json/credentials?review=needs_review&search=${encodeURIComponent('Quinn Harlow')}&page=1`);
      const pending = await waiting();
      assert.equal(pending.status, 200, JSON.stringify(pending.body));
      assert.deepEqual(pending.body.credentials.data.map((c: { id: number; needs_review: boolean }) => [c.id, c.needs_review]), [[original.id, true]]);
      assert.equal(pending.body.credentials.total, 1);
      assert.equal((await demo.get('/json/credentials?review=maybe&page=1')).status, 422);
      const confirmed = await sendForm(demo, 'POST', `/json/credentials/${original.id}/update`, { name: 'Fall Arrest', credential_type_id: String(typeId) });
      assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
      assert.equal(confirmed.body.user_credential.needs_review, false, 'saving the review confirms it');
      assert.equal(confirmed.body.user_credential.expiry, '2028-02-01');
      assert.deepEqual((await waiting()).body.credentials.data, [], 'no longer waiting for review');
      assert.equal((await demo.get(original.s3_url)).status, 404, 'the replaced document goes once the replacement is confirmed');
      const [notification] = await ctx.db.query<{ message: string; metadata: { fulfilment_details: { user_credential: { s3_url: string } } } }>(
        `select message, metadata from notifications where notification_type = 'user_credential_request_fulfilled' and worker_id = $1`,
        [workerId],
      );
      assert.equal(translate(notification.message, 'en-CA'), 'Quinn Harlow uploaded an updated Fall Arrest.');
      assert.equal(notification.metadata.fulfilment_details.user_credential.s3_url, credential.s3_url);

      // A completed request still allows updates.
      const completed = (await visitor.get(`/json/user-credential-requests/${token}`)).body;
      assert.equal(completed.status, 'completed');
      assert.equal(completed.message, 'This request was already completed, but you can still update your Fall Arrest.');
      assert.equal(completed.update_request.completed_at, updated.body.update_request.completed_at);
      const second = await send({ user_credential_id: String(original.id) }, PDF_DOCUMENT);
      assert.equal(second.status, 200);
      assert.equal(second.body.update_request.completed_at, updated.body.update_request.completed_at, 'completed once');
      assert.equal((await visitor.get(documentUrl)).headers['content-type'], 'application/pdf');
    });

    test("update: the renewal's document number is offered, changed with the dates, shown old and new to the reviewer", async () => {
      const workerId = await createWorker(demo, { first_name: 'Omar', last_name: 'Haddad', email: 'omar@example.com' });
      const created = await sendForm(
        demo,
        'POST',
        `/json/workers/${workerId}/credentials`,
        { name: 'Rigging', user_credential_type_id: String(typeId), issued: '2023-03-01', expiry: '2026-03-01', document_number: 'RG-1001' },
        documentPart('file', PDF_DOCUMENT),
      );
      const original = created.body.user_credential;
      const token = await requestUpdate(original.id);
      const page = (await visitor.get(`/json/user-credential-requests/${token}`)).body;
      assert.equal(page.update_request.user_credential.document_number, 'RG-1001', 'the page starts from the number on file');

      const path = `/json/user-credential-requests/${token}/update`;
      const send = (fields: Record<string, string>) =>
        sendForm(visitor, 'POST', path, { user_credential_id: String(original.id), ...fields }, documentPart('document', PNG_DOCUMENT, 'renewed.png'));
      const tooLong = await send({ document_number: 'X'.repeat(101) });
      assert.equal(tooLong.status, 422);
      assert.deepEqual(tooLong.body.errors, { document_number: ['The document number field must not be greater than 100 characters.'] });
      const form = multipartForm([
        { name: 'user_credential_id', value: String(original.id) },
        { name: 'document_number', value: 'X'.repeat(101) },
      ]);
      const inFrench = await visitor.request<{ errors: Record<string, string[]> }>({ method: 'POST', url: path, ...form, headers: { ...form.headers, 'accept-language': 'fr-CA' } });
      assert.deepEqual(inFrench.body.errors, { document_number: ['Le champ numéro de document ne doit pas dépasser 100 caractères.'] });

      const renewed = await send({ issued: '2026-02-15', expiry: '2029-02-15', document_number: '  RG-2044 ' });
      assert.equal(renewed.status, 200, JSON.stringify(renewed.body));
      assert.equal(renewed.body.update_request.user_credential.document_number, 'RG-2044');
      const review = (await demo.get(`/json/credentials/${original.id}`)).body.user_credential;
      assert.equal(review.needs_review, true);
      assert.equal(review.document_number, 'RG-2044', 'the credential carries the new number while it waits');
      assert.deepEqual(
        [review.replacement.previous.document_number, review.replacement.previous.issued, review.replacement.previous.expiry],
        ['RG-1001', '2023-03-01', '2026-03-01'],
        'the reviewer sees the number it replaced',
      );

      // Only the number changed: an update, without a new document.
      const numberOnly = await sendForm(visitor, 'POST', path, { user_credential_id: String(original.id), document_number: 'RG-2045' });
      assert.equal(numberOnly.status, 200, JSON.stringify(numberOnly.body));
      const unchanged = await sendForm(visitor, 'POST', path, { user_credential_id: String(original.id), document_number: 'RG-2045' });
      assert.deepEqual(unchanged.body.errors, { document: ['Please choose the new document to upload.'] });

      // Going back to the previous version brings its number back.
      const kept = await demo.post(`/json/credentials/${original.id}/keep-previous`);
      assert.equal(kept.status, 200, JSON.stringify(kept.body));
      assert.deepEqual([kept.body.user_credential.document_number, kept.body.user_credential.expiry, kept.body.user_credential.replacement], ['RG-1001', '2026-03-01', null]);
    });

    test('update: withdrawn, unknown and malformed tokens are a link that is not valid and accept nothing', async () => {
      const workerId = await createWorker(demo, { first_name: 'Rosa', last_name: 'Lind', email: 'rosa@example.com' });
      const created = await demo.post(`/json/workers/${workerId}/credentials`, { name: 'CSTS', user_credential_type_id: typeId });
      const credentialId = created.body.user_credential.id;
      const token = await requestUpdate(credentialId);
      const [{ id }] = await ctx.db.query<{ id: number }>('select id from user_credential_update_requests where token_hash = $1', [sha256(token)]);
      assert.equal((await visitor.get(`/json/user-credential-requests/${token}`)).body.update_request.user_credential.document_url, null);
      assert.equal((await visitor.get(`/json/user-credential-requests/${token}/document`)).status, 404, 'no document yet');
      await demo.delete(`/json/credentials/update-requests/${id}`);

      for (const unknown of [token, randomToken(), 'short']) {
        const page = await visitor.get(`/json/user-credential-requests/${unknown}`);
        assert.equal(page.status, 404);
        assert.deepEqual(page.body, { message: LINK_NOT_VALID });
        const refused = await sendForm(visitor, 'POST', `/json/user-credential-requests/${unknown}/update`, { user_credential_id: String(credentialId) }, documentPart('document', PNG_DOCUMENT));
        assert.equal(refused.status, 404);
        assert.equal(refused.body.message, LINK_NOT_VALID);
      }
      const withoutCsrf = await visitor.request({ method: 'POST', url: `/json/user-credential-requests/${token}/update`, payload: {}, withoutCsrf: true });
      assert.equal(withoutCsrf.status, 419);
    });
  });
}
