import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { databaseTargets } from '../../../__tests__/support/databases';
import { startTestApp, type TestApp } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';
import { PDF_DOCUMENT, PNG_DOCUMENT, createWorker, customerIdOf, documentPart, sendForm } from '../../../__tests__/support/credentials';
import type { WorkerUserCredential } from 'shared-api/contract';

/*
 * A worker replaces a credential through an update link: the replacement waits for an admin's review with the
 * version it replaced beside it, and the replaced document stays downloadable until the admin confirms the
 * replacement (then it goes) or goes back to the previous version (then the worker's document goes).
 */
for (const target of await databaseTargets()) {
  describe(`a worker's replacement under review on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;
    let demo: TestClient;
    let northern: TestClient;
    let visitor: TestClient;
    let typeId: number;
    let workerId: number;

    const panelCredential = async (id: number): Promise<WorkerUserCredential> => {
      const response = await demo.get<{ user_credentials: WorkerUserCredential[] }>(`/json/workers/${workerId}/credentials`);
      assert.equal(response.status, 200, JSON.stringify(response.body));
      return response.body.user_credentials.find((credential) => credential.id === id)!;
    };

    /** Staff ask for an update; the worker opens the e-mailed link and sends a new document and dates. */
    const workerReplaces = async (credentialId: number, fields: Record<string, string>, document?: Buffer) => {
      const asked = await demo.post(`/json/credentials/${credentialId}/request-update`, { message: 'Please send your renewed card.' });
      assert.equal(asked.status, 200, JSON.stringify(asked.body));
      const [mail] = await ctx.db.query<{ text_body: string }>(
        `select text_body from mail_outbox where to_address = 'rowan.replacement@example.com' order by id desc limit 1`,
      );
      const token = /\/user-credential-requests\/([A-Za-z0-9_-]+)/.exec(mail.text_body)![1];
      const sent = await sendForm(
        visitor,
        'POST',
        `/json/user-credential-requests/${token}/update`,
        { user_credential_id: String(credentialId), ...fields },
        document ? documentPart('document', document, 'renewed-card.png') : undefined,
      );
      assert.equal(sent.status, 200, JSON.stringify(sent.body));
    };

    const addCredential = async () => {
      const created = await sendForm(
        demo,
        'POST',
        `/json/workers/${workerId}/credentials`,
        { name: 'Confined Space Entry', user_credential_type_id: String(typeId), issued: '2023-04-01', expiry: '2026-04-01' },
        documentPart('file', PDF_DOCUMENT, 'old-card.pdf'),
      );
      assert.equal(created.status, 201, JSON.stringify(created.body));
      return created.body.user_credential as WorkerUserCredential;
    };

    before(async () => {
      ctx = await startTestApp(target);
      demo = new TestClient(ctx.app);
      await demo.signIn('owner@demo.test');
      northern = new TestClient(ctx.app);
      await northern.signIn('owner@northern.test');
      visitor = new TestClient(ctx.app);
      await visitor.loadPage('/login');
      [{ id: typeId }] = await ctx.db.query<{ id: number }>('select id from user_credential_types order by id limit 1');
      workerId = await createWorker(demo, { first_name: 'Rowan', last_name: 'Replacement', email: 'rowan.replacement@example.com' });
      assert.ok(await customerIdOf(ctx.db, 'Demo Construction Ltd.'));
    });
    after(async () => ctx?.close());

    test('the previous version stays beside the replacement, its document downloadable, until the admin confirms; then it is gone', async () => {
      const original = await addCredential();
      assert.equal(original.replacement, null);
      await workerReplaces(original.id, { issued: '2026-03-01', expiry: '2029-03-01' }, PNG_DOCUMENT);

      const waiting = await panelCredential(original.id);
      assert.equal(waiting.needs_review, true);
      assert.equal(waiting.issued, '2026-03-01');
      assert.notEqual(waiting.s3_url, original.s3_url);
      const replacement = waiting.replacement!;
      assert.deepEqual(replacement.previous, {
        document: { url: original.s3_url, file_name: 'old-card.pdf', is_image: false },
        issued: '2023-04-01',
        expiry: '2026-04-01',
        document_number: original.document_number,
      });
      assert.deepEqual(replacement.submitted_document, { url: waiting.s3_url, file_name: 'renewed-card.png', is_image: true });
      assert.ok(Date.now() - Date.parse(replacement.submitted_at) < 60_000);
      // One credential, one document each: the replaced one is still there to compare.
      const previous = await demo.get(original.s3_url!);
      assert.equal(previous.status, 200);
      assert.equal(previous.headers['content-type'], 'application/pdf');
      assert.equal((await demo.get(waiting.s3_url!)).status, 200);
      // Another customer cannot reach either.
      assert.equal((await northern.get(original.s3_url!)).status, 404);

      const confirmed = await sendForm(demo, 'POST', `/json/credentials/${original.id}/update`, {
        name: 'Confined Space Entry',
        credential_type_id: String(typeId),
      });
      assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
      assert.equal(confirmed.body.user_credential.needs_review, false);
      assert.equal(confirmed.body.user_credential.replacement, null);
      assert.equal(confirmed.body.user_credential.s3_url, waiting.s3_url);
      assert.equal((await demo.get(original.s3_url!)).status, 404, 'the replaced document is gone once confirmed');
      assert.equal((await demo.get(waiting.s3_url!)).status, 200);
    });

    test('going back to the previous version restores its document, dates and review state, and discards what the worker sent', async () => {
      const original = await addCredential();
      await workerReplaces(original.id, { issued: '2026-05-01', expiry: '2029-05-01' }, PNG_DOCUMENT);
      const first = await panelCredential(original.id);
      // A second replacement before the review: the previous version is still the one an admin saw.
      await workerReplaces(original.id, { issued: '2026-06-01', expiry: '2029-06-01' }, PNG_DOCUMENT);
      const second = await panelCredential(original.id);
      assert.equal(second.replacement?.previous.document?.url, original.s3_url);
      assert.equal(second.replacement?.previous.issued, '2023-04-01');
      assert.equal((await demo.get(first.s3_url!)).status, 404, 'the first replacement, replaced in turn, is not kept');

      const kept = await demo.post(`/json/credentials/${original.id}/keep-previous`);
      assert.equal(kept.status, 200, JSON.stringify(kept.body));
      assert.equal(kept.body.message, "The previous version was kept; the worker's replacement was discarded.");
      const restored = kept.body.user_credential as WorkerUserCredential;
      assert.deepEqual([restored.s3_url, restored.issued, restored.expiry], [original.s3_url, '2023-04-01', '2026-04-01']);
      assert.equal(restored.needs_review, false, 'the previous version had been confirmed');
      assert.equal(restored.replacement, null);
      assert.equal((await demo.get(original.s3_url!)).status, 200);
      assert.equal((await demo.get(second.s3_url!)).status, 404, 'the discarded document is removed');

      const nothingWaiting = await demo.request({
        method: 'POST',
        url: `/json/credentials/${original.id}/keep-previous`,
        headers: { 'accept-language': 'fr-CA' },
      });
      assert.equal(nothingWaiting.status, 422);
      assert.equal(
        (nothingWaiting.body as { message: string }).message,
        'Aucun remplacement envoyé par le travailleur n’attend de vérification pour cette attestation.',
      );
      assert.equal((await northern.post(`/json/credentials/${original.id}/keep-previous`)).status, 404);
    });

    test('a replacement with new dates only keeps the same document: the review compares the dates', async () => {
      const original = await addCredential();
      await workerReplaces(original.id, { issued: '2026-07-01', expiry: '2029-07-01' });
      const waiting = await panelCredential(original.id);
      assert.equal(waiting.s3_url, original.s3_url);
      assert.equal(waiting.replacement?.submitted_document, null);
      assert.deepEqual(waiting.replacement?.previous.document?.url, original.s3_url);
      assert.equal(waiting.replacement?.previous.expiry, '2026-04-01');
      // Deleting the credential removes its document with it.
      const deleted = await demo.delete(`/json/workers/${workerId}/credentials/${original.id}`);
      assert.equal(deleted.status, 200);
      assert.equal((await demo.get(original.s3_url!)).status, 404);
    });
  });
}
