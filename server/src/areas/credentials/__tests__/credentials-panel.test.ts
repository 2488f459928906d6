import { after, before, describe, test } from 'node:test';
import { translate } from '../../../core/i18n';
import assert from 'node:assert/strict';
import { databaseTargets } from '../../../__tests__/support/databases';
import { startTestApp, type TestApp } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';
import {
  PDF_DOCUMENT,
  PNG_DOCUMENT,
  TEXT_DOCUMENT,
  createWorker,
  customerIdOf,
  documentPart,
  sendForm,
} from '../../../__tests__/support/credentials';

/** The worker panel's credentials section (spec part 1 §7 "Worker credentials"), except parsing. */
for (const target of await databaseTargets()) {
  describe(`worker panel credentials on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;
    let demo: TestClient;
    let northern: TestClient;
    let demoId: number;
    let northernId: number;
    let certificateType: { id: number; label: string };

    const addCredential = async (workerId: number, fields: Record<string, string>, file?: Buffer) => {
      const response = await sendForm(
        demo,
        'POST',
        `/json/workers/${workerId}/credentials`,
        { user_credential_type_id: String(certificateType.id), issued: '', expiry: '', notes: '', ...fields },
        file ? documentPart('file', file) : undefined,
      );
      assert.equal(response.status, 201, JSON.stringify(response.body));
      return response.body.user_credential;
    };
    const fileCount = async () => (await ctx.db.query<{ n: number }>('select count(*)::int as n from files'))[0].n;
    const walletCredential = async () =>
      (
        await ctx.db.query<{ id: number; worker_id: number; name: string }>(
          `select id, worker_id, name from user_credentials
            where enterprise_customer_id = $1 and user_id is not null and worker_id is not null
            order by id limit 1`,
          [demoId],
        )
      )[0];

    before(async () => {
      ctx = await startTestApp(target);
      demo = new TestClient(ctx.app);
      await demo.signIn('owner@demo.test');
      northern = new TestClient(ctx.app);
      await northern.signIn('owner@northern.test');
      demoId = await customerIdOf(ctx.db, 'Demo Construction Ltd.');
      northernId = await customerIdOf(ctx.db, 'Northern Electric Inc.');
      [certificateType] = await ctx.db.query<{ id: number; label: string }>(`select id, label from user_credential_types where label = 'Certificate'`);
    });
    after(async () => ctx?.close());

    test('the credential types of the Add Credential form', async () => {
      const response = await demo.get('/json/tradeslink/user-credential-types');
      assert.equal(response.status, 200);
      assert.deepEqual(
        response.body.user_credential_types.map((type: { label: string }) => type.label),
        ['Certificate', 'Licence', 'Ticket', 'Card', 'Training Record', 'Other'],
      );
      assert.ok(response.body.user_credential_types.every((type: { id: number }) => Number.isInteger(type.id)));
      assert.equal((await new TestClient(ctx.app).get('/json/tradeslink/user-credential-types')).status, 401);
    });

    test('add a credential with a PDF: 201, the spec\'s message, the panel\'s shape, the document for staff only', async () => {
      const workerId = await createWorker(demo, { first_name: 'Aiyana', last_name: 'Redcloud', email: 'aiyana@example.com' });
      const response = await sendForm(
        demo,
        'POST',
        `/json/workers/${workerId}/credentials`,
        {
          name: '  Fall Protection ',
          user_credential_type_id: String(certificateType.id),
          issued: '2024-01-10',
          expiry: '2027-01-10T00:00:00.000Z',
          notes: 'Seen the original.',
          document_number: 'FP-1234',
        },
        documentPart('file', PDF_DOCUMENT),
      );
      assert.equal(response.status, 201);
      assert.equal(response.body.message, 'Successfully submitted credential: Fall Protection for Aiyana Redcloud');
      const credential = response.body.user_credential;
      assert.equal(credential.name, 'Fall Protection');
      assert.equal(credential.issued, '2024-01-10');
      assert.equal(credential.issued_pretty_date, 'Jan 10, 2024');
      assert.equal(credential.expiry, '2027-01-10');
      assert.equal(credential.document_number, 'FP-1234');
      assert.equal(credential.notes, 'Seen the original.');
      assert.deepEqual(credential.user_credential_type, certificateType);
      assert.equal(credential.user_credential_type_id, certificateType.id);
      assert.deepEqual(credential.active_update_requests, []);
      assert.equal(credential.internal_assessments_count, 0);
      assert.equal(credential.user, null);
      assert.equal(credential.user_id, null);
      assert.equal(credential.owned_by_enterprise_customer, true);
      assert.equal(credential.enterprise_customer_worker_id, workerId);
      assert.deepEqual(credential.worker, { id: workerId, full_name: 'Aiyana Redcloud' });
      assert.deepEqual(credential.metadata, {});
      assert.equal(credential.needs_review, false);
      assert.match(credential.s3_url, /^\/json\/files\/\d+$/);

      const document = await demo.get(credential.s3_url);
      assert.equal(document.status, 200);
      assert.equal(document.headers['content-type'], 'application/pdf');
      assert.equal((await northern.get(credential.s3_url)).status, 404);

      const bare = await addCredential(workerId, { name: 'Ground Disturbance Level 2' });
      assert.equal(bare.issued, null);
      assert.equal(bare.expiry, null);
      assert.equal(bare.document_number, null);
      assert.equal(bare.s3_url, null);

      const list = await demo.get(`/json/workers/${workerId}/credentials`);
      assert.equal(list.status, 200);
      assert.deepEqual(list.body.user_credentials.map((c: { id: number }) => c.id), [bare.id, credential.id], 'newest first');
      assert.deepEqual(list.body.user_credential_parse_jobs, []);
      assert.deepEqual((await demo.get(`/json/credentials/${credential.id}`)).body.user_credential, credential);
    });

    test('add credential validation: the spec\'s messages, and nothing stored when refused', async () => {
      const workerId = await createWorker(demo, { first_name: 'Bram', last_name: 'Visser' });
      const path = `/json/workers/${workerId}/credentials`;
      const filesBefore = await fileCount();
      const send = (fields: Record<string, string>, file?: Buffer) => sendForm(demo, 'POST', path, fields, file ? documentPart('file', file) : undefined);

      const empty = await send({});
      assert.equal(empty.status, 422);
      assert.deepEqual(empty.body.errors, {
        name: ['Credential name is required.'],
        user_credential_type_id: ['Credential type is required.'],
      });
      assert.deepEqual((await send({ name: '   ', user_credential_type_id: '' })).body.errors, {
        name: ['Credential name is required.'],
        user_credential_type_id: ['Credential type is required.'],
      });
      assert.deepEqual((await send({ name: 'WHMIS', user_credential_type_id: '999999' })).body.errors, {
        user_credential_type_id: ['The selected credential type is invalid.'],
      });
      const reversed = await send({ name: 'WHMIS', user_credential_type_id: String(certificateType.id), issued: '2025-06-02', expiry: '2025-06-01' });
      assert.deepEqual(reversed.body.errors, { issued: ['Issued date cannot be after expiry date.'] });
      assert.equal(reversed.body.message, 'Issued date cannot be after expiry date.');
      // Every error shows at once: the date order is checked even when the name is missing.
      assert.deepEqual((await send({ user_credential_type_id: String(certificateType.id), issued: '2025-06-02', expiry: '2025-06-01' })).body.errors, {
        name: ['Credential name is required.'],
        issued: ['Issued date cannot be after expiry date.'],
      });
      assert.deepEqual((await send({ name: 'WHMIS', user_credential_type_id: String(certificateType.id), issued: 'yesterday', expiry: '2025-02-30' })).body.errors, {
        issued: ['The issued date must be a valid date.'],
        expiry: ['The expiry date must be a valid date.'],
      });
      const wrongType = await send({ name: 'WHMIS', user_credential_type_id: String(certificateType.id) }, TEXT_DOCUMENT);
      assert.equal(wrongType.status, 422);
      assert.deepEqual(wrongType.body.errors, { file: ['The file must be a PDF, PNG or JPEG file.'] });
      assert.equal(await fileCount(), filesBefore, 'no file kept from a refused form');
      const [{ n }] = await ctx.db.query<{ n: number }>('select count(*)::int as n from user_credentials where worker_id = $1', [workerId]);
      assert.equal(n, 0);

      // The same call as JSON works too.
      const json = await demo.post(path, { name: 'WHMIS 2015', user_credential_type_id: certificateType.id, issued: '2025-01-01', expiry: '' });
      assert.equal(json.status, 201);
      assert.equal(json.body.user_credential.issued, '2025-01-01');
    });

    test('the list shows parse jobs still queued or processing, and failed ones with their reason', async () => {
      const workerId = await createWorker(demo, { first_name: 'Chen', last_name: 'Wei' });
      const document = await addCredential(workerId, { name: 'Scan' }, PNG_DOCUMENT);
      const fileId = Number(document.s3_url.split('/').pop());
      const ids: Record<string, number> = {};
      for (const status of ['queued', 'processing', 'done', 'failed']) {
        [{ id: ids[status] }] = await ctx.db.query<{ id: number }>(
          `insert into user_credential_parse_jobs (enterprise_customer_id, worker_id, file_id, group_id, status, error)
           values ($1, $2, $3, 'group-1', $4, $5) returning id`,
          [demoId, workerId, fileId, status, status === 'failed' ? 'The file could not be read.' : null],
        );
      }
      const jobs = (await demo.get(`/json/workers/${workerId}/credentials`)).body.user_credential_parse_jobs;
      assert.deepEqual(jobs.map((job: { id: number }) => job.id).sort(), [ids.queued, ids.processing, ids.failed].sort());
      const failed = jobs.find((job: { id: number }) => job.id === ids.failed);
      assert.deepEqual(
        { status: failed.status, group_id: failed.group_id, error: failed.error, file_url: failed.file_url, file_name: failed.file_name },
        { status: 'failed', group_id: 'group-1', error: 'The file could not be read.', file_url: document.s3_url, file_name: 'certificate.pdf' },
      );
      assert.match(failed.created_at_diff, /ago|just now/);
    });

    test('a seeded credential: the linked user, the assessment count and the open update requests', async () => {
      const wallet = await walletCredential();
      const credential = (await demo.get(`/json/credentials/${wallet.id}`)).body.user_credential;
      assert.ok(credential.user && credential.user.full_name, 'a wallet credential names its platform user');
      assert.equal(credential.owned_by_enterprise_customer, false);

      const [assessed] = await ctx.db.query<{ id: number; n: number }>(
        `select user_credential_id as id, count(*)::int as n from internal_assessments where enterprise_customer_id = $1
          group by user_credential_id order by user_credential_id limit 1`,
        [demoId],
      );
      assert.equal((await demo.get(`/json/credentials/${assessed.id}`)).body.user_credential.internal_assessments_count, assessed.n);

      const [open] = await ctx.db.query<{ id: number; user_credential_id: number }>(
        `select id, user_credential_id from user_credential_update_requests
          where enterprise_customer_id = $1 and completed_at is null and withdrawn_at is null limit 1`,
        [demoId],
      );
      const withRequest = (await demo.get(`/json/credentials/${open.user_credential_id}`)).body.user_credential;
      assert.equal(withRequest.active_update_requests.length, 1);
      assert.equal(withRequest.active_update_requests[0].id, open.id);
      assert.equal(withRequest.active_update_requests[0].update_url, null, 'only the hash is kept: no working link once listed');
      assert.match(withRequest.active_update_requests[0].created_diff_for_humans, /ago/);
    });

    test('edit: the fields, the validation, a new image replacing the document, and the review of a parse proposal', async () => {
      const workerId = await createWorker(demo, { first_name: 'Dara', last_name: 'Okafor' });
      const original = await addCredential(workerId, { name: 'Fall Protectn', issued: '2024-01-10', expiry: '2027-01-10', document_number: 'FP-1' }, PDF_DOCUMENT);
      await ctx.db.query(
        `update user_credentials set metadata = $2::jsonb where id = $1`,
        [
          original.id,
          JSON.stringify({
            needs_review: true,
            results: {
              key_value_pairs: {
                credential_name: { value: 'Fall Protectn', source: 'file', confidence: 0.71 },
                issued: { value: '2024-01-10', source: 'file', confidence: 0.93 },
              },
            },
          }),
        ],
      );
      assert.equal((await demo.get(`/json/credentials/${original.id}`)).body.user_credential.needs_review, true);
      const path = `/json/credentials/${original.id}/update`;

      assert.deepEqual((await sendForm(demo, 'POST', path, { name: '' })).body.errors, {
        name: ['Credential name is required.'],
        credential_type_id: ['Credential type is required.'],
      });
      assert.deepEqual(
        (await sendForm(demo, 'POST', path, { name: 'Fall Protection', credential_type_id: String(certificateType.id), issued: '2028-01-01' })).body.errors,
        { issued: ['Issued date cannot be after expiry date.'] },
        'the kept expiry counts',
      );
      assert.deepEqual(
        (await sendForm(demo, 'POST', path, { name: 'Fall Protection', credential_type_id: String(certificateType.id) }, documentPart('image', TEXT_DOCUMENT))).body.errors,
        { image: ['The file must be a PDF, PNG or JPEG file.'] },
      );

      const [licence] = await ctx.db.query<{ id: number }>(`select id from user_credential_types where label = 'Licence'`);
      const updated = await sendForm(
        demo,
        'POST',
        path,
        { name: 'Fall Protection', credential_type_id: String(licence.id), document_number: 'FP-9', issued: '2024-01-10', expiry: '2027-02-10' },
        documentPart('image', PNG_DOCUMENT, 'photo.png'),
      );
      assert.equal(updated.status, 200, JSON.stringify(updated.body));
      assert.equal(updated.body.message, 'Credential updated successfully');
      const credential = updated.body.user_credential;
      assert.equal(credential.name, 'Fall Protection');
      assert.equal(credential.user_credential_type.label, 'Licence');
      assert.equal(credential.document_number, 'FP-9');
      assert.equal(credential.expiry, '2027-02-10');
      assert.notEqual(credential.s3_url, original.s3_url);
      assert.equal((await demo.get(credential.s3_url)).headers['content-type'], 'image/png');
      assert.equal((await demo.get(original.s3_url)).status, 404, 'the replaced document is gone');
      assert.equal(credential.needs_review, false);
      assert.deepEqual(credential.metadata.results.key_value_pairs, {
        credential_name: { value: 'Fall Protection', source: 'person' },
        issued: { value: '2024-01-10', source: 'file', confidence: 0.93 },
      });

      const kept = await sendForm(demo, 'POST', path, { name: 'Fall Protection (renewed)', credential_type_id: String(licence.id) });
      assert.equal(kept.body.user_credential.expiry, '2027-02-10', 'fields left out keep their values');
      assert.equal(kept.body.user_credential.document_number, 'FP-9');
      assert.equal(kept.body.user_credential.s3_url, credential.s3_url);
      const cleared = await sendForm(demo, 'POST', path, { name: 'Fall Protection', credential_type_id: String(licence.id), document_number: '', expiry: '' });
      assert.equal(cleared.body.user_credential.document_number, null);
      assert.equal(cleared.body.user_credential.expiry, null);

      assert.equal((await sendForm(northern, 'POST', path, { name: 'Mine', credential_type_id: String(licence.id) })).status, 404);
    });

    test('delete: only a credential without a platform user; the document goes with it', async () => {
      const workerId = await createWorker(demo, { first_name: 'Emeka', last_name: 'Obi' });
      const otherWorkerId = await createWorker(demo, { first_name: 'Fiona', last_name: 'Grant' });
      const credential = await addCredential(workerId, { name: 'Confined Space' }, PDF_DOCUMENT);
      assert.equal((await demo.delete(`/json/workers/${otherWorkerId}/credentials/${credential.id}`)).status, 404, 'not that worker\'s');
      assert.equal((await northern.delete(`/json/workers/${workerId}/credentials/${credential.id}`)).status, 404);

      const deleted = await demo.delete(`/json/workers/${workerId}/credentials/${credential.id}`);
      assert.equal(deleted.status, 200);
      assert.deepEqual(deleted.body, { message: 'Credential deleted successfully.' });
      assert.equal((await demo.get(`/json/credentials/${credential.id}`)).status, 404);
      assert.equal((await demo.get(credential.s3_url)).status, 404);
      assert.equal((await demo.delete(`/json/workers/${workerId}/credentials/${credential.id}`)).status, 404);

      const wallet = await walletCredential();
      const refused = await demo.delete(`/json/workers/${wallet.worker_id}/credentials/${wallet.id}`);
      assert.equal(refused.status, 422);
      assert.equal(refused.body.message, "This credential comes from the worker's own account and cannot be deleted. Copy it to your records instead.");
      assert.equal((await demo.get(`/json/credentials/${wallet.id}`)).status, 200);
    });

    test('copy a linked user\'s credential into the customer\'s records, once, with a notification', async () => {
      const wallet = await walletCredential();
      // Give the wallet credential a document so the copy must carry its own.
      const withDocument = await sendForm(
        demo,
        'POST',
        `/json/credentials/${wallet.id}/update`,
        { name: wallet.name, credential_type_id: String(certificateType.id) },
        documentPart('image', PNG_DOCUMENT, 'card.png'),
      );
      const source = withDocument.body.user_credential;
      const [crew] = await ctx.db.query<{ id: number }>('select id from crews where enterprise_customer_id = $1 limit 1', [demoId]);
      const [northernCrew] = await ctx.db.query<{ id: number }>('select id from crews where enterprise_customer_id = $1 limit 1', [northernId]);
      const [northernCatalogue] = await ctx.db.query<{ id: number }>('select id from credentials where enterprise_customer_id = $1 limit 1', [northernId]);
      const path = `/json/workers/${wallet.worker_id}/credentials/${wallet.id}/copy`;

      assert.deepEqual((await demo.post(path, { credential_id: northernCatalogue.id, crew_id: northernCrew.id })).body.errors, {
        credential_id: ['The selected credential is invalid.'],
        crew_id: ['The selected crew is invalid.'],
      });
      assert.equal((await northern.post(path, {})).status, 404);

      const copied = await demo.post(path, { crew_id: crew.id });
      assert.equal(copied.status, 201, JSON.stringify(copied.body));
      assert.equal(copied.body.message, 'Credential copied to your records.');
      const copy = copied.body.user_credential;
      assert.notEqual(copy.id, wallet.id);
      assert.equal(copy.name, source.name);
      assert.equal(copy.expiry, source.expiry);
      assert.equal(copy.user_id, null);
      assert.equal(copy.user, null);
      assert.equal(copy.owned_by_enterprise_customer, true);
      assert.equal(copy.enterprise_customer_worker_id, wallet.worker_id);
      assert.notEqual(copy.s3_url, source.s3_url, 'the copy has its own file');
      const bytes = await demo.get(copy.s3_url);
      assert.equal(bytes.headers['content-type'], 'image/png');

      const [notification] = await ctx.db.query<{ message: string; metadata: { user_credential_id: number }; crew_id: number; worker_id: number }>(
        `select message, metadata, crew_id, worker_id from notifications
          where notification_type = 'worker_user_credential_copied' and (metadata->>'user_credential_id')::int = $1`,
        [copy.id],
      );
      assert.ok(notification, 'a worker_user_credential_copied notification');
      assert.equal(notification.crew_id, crew.id);
      assert.equal(notification.worker_id, wallet.worker_id);
      assert.match(translate(notification.message, 'en-CA'), /was copied from .+'s wallet to your records\./);

      const original = (await demo.get(`/json/workers/${wallet.worker_id}/credentials`)).body.user_credentials.find(
        (c: { id: number }) => c.id === wallet.id,
      );
      assert.equal(original.copied_to_records, true, 'the panel no longer offers to copy it');
      assert.equal(source.copied_to_records, false);
      const again = await demo.post(path, {});
      assert.equal(again.status, 422);
      assert.equal(again.body.message, 'This credential has already been copied to your records.');
      const ownCopy = await demo.post(`/json/workers/${wallet.worker_id}/credentials/${copy.id}/copy`, {});
      assert.equal(ownCopy.status, 422);
      assert.match(ownCopy.body.message, /^Only a credential from the worker's own account can be copied/);
    });

    test('the panel is not behind the credentials feature, and another customer\'s worker or credential is 404', async () => {
      const [northernWorker] = await ctx.db.query<{ id: number }>(
        'select id from enterprise_customer_workers where enterprise_customer_id = $1 order by id limit 1',
        [northernId],
      );
      const own = await northern.get(`/json/workers/${northernWorker.id}/credentials`);
      assert.equal(own.status, 200);
      assert.ok(own.body.user_credentials.length > 0);
      const added = await sendForm(northern, 'POST', `/json/workers/${northernWorker.id}/credentials`, {
        name: 'Arc Flash Awareness',
        user_credential_type_id: String(certificateType.id),
      });
      assert.equal(added.status, 201);

      const demoWorkerId = await createWorker(demo, { first_name: 'Gus', last_name: 'Holm' });
      const demoCredential = await addCredential(demoWorkerId, { name: 'Rigging' });
      assert.equal((await northern.get(`/json/workers/${demoWorkerId}/credentials`)).status, 404);
      assert.equal(
        (await sendForm(northern, 'POST', `/json/workers/${demoWorkerId}/credentials`, { name: 'X', user_credential_type_id: String(certificateType.id) })).status,
        404,
      );
      assert.equal((await northern.get(`/json/credentials/${demoCredential.id}`)).status, 404);
      assert.equal((await demo.get(`/json/workers/${northernWorker.id}/credentials`)).status, 404);
      assert.equal((await demo.get('/json/workers/not-an-id/credentials')).status, 404);
    });
  });
}
