import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { databaseTargets } from '../../../__tests__/support/databases';
import { startTestApp, type TestApp } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';
import { createWorker } from '../../../__tests__/support/credentials';

/** The Internal Assessment sidebar of a credential (spec part 1 §7, 5 per page, 1–5 stars or a reset to 0). */
for (const target of await databaseTargets()) {
  describe(`internal assessments on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;
    let demo: TestClient;
    let northern: TestClient;
    let workerId: number;
    let credentialId: number;
    let path: string;

    before(async () => {
      ctx = await startTestApp(target);
      demo = new TestClient(ctx.app);
      await demo.signIn('owner@demo.test');
      northern = new TestClient(ctx.app);
      await northern.signIn('owner@northern.test');
      workerId = await createWorker(demo, { first_name: 'Hana', last_name: 'Sato' });
      const [type] = await ctx.db.query<{ id: number }>('select id from user_credential_types order by id limit 1');
      const created = await demo.post(`/json/workers/${workerId}/credentials`, { name: 'Aerial Work Platform', user_credential_type_id: type.id });
      credentialId = created.body.user_credential.id;
      path = `/json/workers/${workerId}/credentials/${credentialId}/internal-assessments`;
    });
    after(async () => ctx?.close());

    test('add assessments: score and notes, the author and a relative time', async () => {
      const created = await demo.post(path, { score: 4, notes: '  Verified with the issuer by phone. ' });
      assert.equal(created.status, 201);
      const assessment = created.body.internal_assessment;
      assert.equal(assessment.score, 4);
      assert.equal(assessment.notes, 'Verified with the issuer by phone.');
      assert.equal(assessment.created_by_user.full_name, 'Dana Whitford');
      assert.match(assessment.created_at_diff_for_humans, /ago|just now/);
      const reset = await demo.post(path, { score: '0' });
      assert.equal(reset.status, 201, 'a reset score of 0, notes optional');
      assert.equal(reset.body.internal_assessment.notes, '');
      assert.equal((await demo.get(`/json/credentials/${credentialId}`)).body.user_credential.internal_assessments_count, 2);
    });

    test('validation of the score and notes', async () => {
      assert.deepEqual((await demo.post(path, { notes: 'No stars' })).body.errors, { score: ['The score is required.'] });
      for (const score of [6, -1, 2.5, 'many']) {
        const response = await demo.post(path, { score });
        assert.equal(response.status, 422, String(score));
        assert.ok(response.body.errors.score, String(score));
      }
      assert.deepEqual((await demo.post(path, { score: 6 })).body.errors, { score: ['The score must be between 0 and 5.'] });
      assert.deepEqual((await demo.post(path, { score: 3, notes: 'x'.repeat(5001) })).body.errors, {
        notes: ['The notes may not be greater than 5000 characters.'],
      });
    });

    test('five per page, newest first, in Laravel\'s page shape', async () => {
      await ctx.db.query('delete from internal_assessments where user_credential_id = $1', [credentialId]);
      for (let score = 1; score <= 7; score++) {
        await ctx.db.query(
          `insert into internal_assessments (enterprise_customer_id, user_credential_id, score, notes, created_at)
           select enterprise_customer_id, id, $2, $3, now() - make_interval(mins => $4) from user_credentials where id = $1`,
          [credentialId, score % 6, `note ${score}`, 100 - score],
        );
      }
      const first = (await demo.get(path)).body.internal_assessments;
      assert.equal(first.total, 7);
      assert.equal(first.per_page, 5);
      assert.equal(first.last_page, 2);
      assert.deepEqual(first.data.map((a: { notes: string }) => a.notes), ['note 7', 'note 6', 'note 5', 'note 4', 'note 3']);
      assert.match(first.next_page_url, /page=2$/);
      const second = (await demo.get(`${path}?page=2`)).body.internal_assessments;
      assert.deepEqual(second.data.map((a: { notes: string }) => a.notes), ['note 2', 'note 1']);
      assert.equal(second.data[0].created_by_user, null);
      assert.equal((await demo.get(`${path}?page=0`)).status, 422);
    });

    test('delete one; another customer, another worker or another credential answers 404', async () => {
      const { internal_assessment: assessment } = (await demo.post(path, { score: 5, notes: 'Original seen.' })).body;
      const otherWorkerId = await createWorker(demo, { first_name: 'Ivo', last_name: 'Petrov' });
      assert.equal((await demo.delete(`/json/workers/${otherWorkerId}/credentials/${credentialId}/internal-assessments/${assessment.id}`)).status, 404);
      assert.equal((await northern.get(path)).status, 404);
      assert.equal((await northern.post(path, { score: 1 })).status, 404);
      assert.equal((await northern.delete(`${path}/${assessment.id}`)).status, 404);

      const deleted = await demo.delete(`${path}/${assessment.id}`);
      assert.equal(deleted.status, 200);
      assert.deepEqual(deleted.body, { message: 'Internal assessment deleted successfully.' });
      assert.equal((await demo.delete(`${path}/${assessment.id}`)).status, 404);
    });
  });
}
