import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { databaseTargets } from '../../../__tests__/support/databases';
import { startTestApp, type TestApp } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';
import { createWorker, customerIdOf } from '../../../__tests__/support/credentials';
import { releaseStaleJobs } from '../../../core/jobs/queue';
import { BULK_UPLOAD_QUEUE, PARSE_QUEUE } from '../jobs/queues';
import type { BulkCredentialUploadResponse, CredentialParseJob, WorkerCredentialsResponse } from 'shared-api/contract';

/*
 * A queue job whose server stopped during its last attempt is failed by the stale sweep, which runs no handler:
 * the parse job or bulk upload it was working on must not spin as "processing" forever. The rows are written as
 * such a server leaves them (the queue job running, its lock old, no attempt left). The test app's own worker claims
 * only queued jobs, and its own sweep (every few seconds, with the default 30 s lock timeout) must not get there
 * first: the lock is 20 s old, stale only for the sweep the test runs itself with a 10 s timeout.
 */

const SWEEP_LOCK_TIMEOUT_MS = 10_000;
const PARSE_ABANDONED = 'Reading this file stopped and could not be resumed. Upload it again.';
const PARSE_ABANDONED_FR = 'La lecture de ce fichier s’est arrêtée et n’a pas pu reprendre. Téléversez-le de nouveau.';
const UPLOAD_ABANDONED = 'Processing stopped and could not be resumed. Upload the file again.';

for (const target of await databaseTargets()) {
  describe(`jobs failed by the stale sweep on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;
    let demo: TestClient;
    let northern: TestClient;
    let demoId: number;
    let workerId: number;

    /** A queue job its server left running on its last attempt, its lock older than the test's sweep timeout. */
    const strandedJob = (queue: string, payload: Record<string, number>) =>
      ctx.db.query(
        `insert into jobs (queue, payload, status, attempts, max_attempts, locked_at)
         values ($1, $2::text::jsonb, 'running', 3, 3, now() - interval '20 seconds')`,
        [queue, JSON.stringify(payload)],
      );

    const parseJobsOfWorker = async (client = demo): Promise<CredentialParseJob[]> => {
      const response = await client.get<WorkerCredentialsResponse>(`/json/workers/${workerId}/credentials`);
      assert.equal(response.status, 200, JSON.stringify(response.body));
      return response.body.user_credential_parse_jobs;
    };

    before(async () => {
      ctx = await startTestApp(target);
      demo = new TestClient(ctx.app);
      await demo.signIn('owner@demo.test');
      northern = new TestClient(ctx.app);
      await northern.signIn('owner@northern.test');
      demoId = await customerIdOf(ctx.db, 'Demo Construction Ltd.');
      workerId = await createWorker(demo, { first_name: 'Stranded', last_name: 'Parse', email: 'stranded.parse@example.com' });
    });
    after(async () => ctx?.close());

    test('a parse job whose queue job ran out of attempts in the sweep is failed with a reason the person reads', async () => {
      const [job] = await ctx.db.query<{ id: number }>(
        `insert into user_credential_parse_jobs (enterprise_customer_id, worker_id, group_id, status)
         values ($1, $2, 'stranded-group', 'processing') returning id`,
        [demoId, workerId],
      );
      await strandedJob(PARSE_QUEUE, { user_credential_parse_job_id: job.id });

      // Still in a server's hands (running, even with an old lock) until the sweep says otherwise.
      assert.deepEqual((await parseJobsOfWorker()).map((listed) => [listed.id, listed.status]), [[job.id, 'processing']]);

      assert.equal(await releaseStaleJobs(ctx.db, SWEEP_LOCK_TIMEOUT_MS), 1);
      const [failed] = await parseJobsOfWorker();
      assert.equal(failed.id, job.id);
      assert.equal(failed.status, 'failed');
      assert.equal(failed.error, PARSE_ABANDONED);

      // The Parse File tab polls by group: it sees the same, in the reader's language.
      const byGroup = await demo.request<{ user_credential_parse_jobs: CredentialParseJob[] }>({
        method: 'GET',
        url: '/json/user-credential-parse-jobs?group_id=stranded-group',
        headers: { 'accept-language': 'fr-CA' },
      });
      assert.equal(byGroup.status, 200);
      assert.deepEqual(byGroup.body.user_credential_parse_jobs.map((listed) => [listed.status, listed.error]), [['failed', PARSE_ABANDONED_FR]]);
    });

    test('a parse job still queued with a live queue job, or another customer\'s, is left alone', async () => {
      const [mine] = await ctx.db.query<{ id: number }>(
        `insert into user_credential_parse_jobs (enterprise_customer_id, worker_id, group_id, status)
         values ($1, $2, 'waiting-group', 'queued') returning id`,
        [demoId, workerId],
      );
      await ctx.db.query(
        `insert into jobs (queue, payload, status, run_at) values ($1, $2::text::jsonb, 'queued', now() + interval '1 hour')`,
        [PARSE_QUEUE, JSON.stringify({ user_credential_parse_job_id: mine.id })],
      );
      const jobs = await parseJobsOfWorker();
      assert.equal(jobs.find((listed) => listed.id === mine.id)?.status, 'queued');
      // Another customer's list does not reach this customer's jobs.
      const other = await northern.get('/json/user-credential-parse-jobs?group_id=waiting-group');
      assert.equal(other.status, 200);
      assert.deepEqual(other.body.user_credential_parse_jobs, []);
    });

    test('a bulk upload whose queue job ran out of attempts in the sweep is failed, said in its details and notified', async () => {
      const [upload] = await ctx.db.query<{ id: number }>(
        `insert into bulk_credential_uploads (enterprise_customer_id, status, total_rows, processed_rows, content_hash)
         values ($1, 'processing', 40, 12, $2) returning id`,
        [demoId, randomBytes(32).toString('hex')],
      );
      await strandedJob(BULK_UPLOAD_QUEUE, { bulk_credential_upload_id: upload.id });
      const details = async () => {
        const response = await demo.get<BulkCredentialUploadResponse>(`/json/credentials/bulk-uploads/${upload.id}?results=none`);
        assert.equal(response.status, 200, JSON.stringify(response.body));
        return response.body.bulk_credential_upload;
      };
      assert.equal((await details()).status, 'processing');

      await releaseStaleJobs(ctx.db, SWEEP_LOCK_TIMEOUT_MS);
      const failed = await details();
      assert.equal(failed.status, 'failed');
      assert.equal(failed.error, UPLOAD_ABANDONED);
      assert.ok(failed.finished_at);

      const notifications = await demo.get<{ notifications: { data: Array<{ message: string; metadata: { bulk_credential_upload_id?: number } }> } }>(
        '/json/notifications?notification_type=bulk_credential_upload',
      );
      assert.equal(notifications.status, 200);
      const notice = notifications.body.notifications.data.filter((card) => card.metadata.bulk_credential_upload_id === upload.id);
      assert.deepEqual(notice.map((card) => card.message), [`Bulk credential upload failed: ${UPLOAD_ABANDONED}`]);

      // Read again, nothing more happens: one notice only.
      await details();
      const [{ count }] = await ctx.db.query<{ count: number }>(
        `select count(*)::int as count from notifications where metadata->>'bulk_credential_upload_id' = $1`,
        [String(upload.id)],
      );
      assert.equal(count, 1);
    });
  });
}
