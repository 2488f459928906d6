import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../core/db';
import type { FileStorage } from '../../core/storage';
import { notFound, parse, validationError } from '../../core/http/errors';
import { checkUpload, readMultipartForm, storeUpload } from '../../core/files';
import { enqueue } from '../../core/jobs';
import { releaseFile } from './repository';
import { sessionOf } from '../../core/auth/plugin';
import { routeIds } from '../../core/http/ids';
import { requireWorkerIdentity } from '../workers';
import { PARSE_JOB_COLUMNS, PARSE_JOB_JOINS, PARSE_QUEUE, serializeParseJob, type ParseJobRow } from './parsing';
import { DOCUMENT_KINDS } from './workers.credentials.routes';
import type { MessageResponse } from 'shared-api/contract';
import type { CredentialParseJobsResponse, CredentialParseResponse } from 'shared-api/contract';

const WORKER_REQUIRED = 'The enterprise customer worker id field is required.';
const FILE_REQUIRED = 'The file field is required.';
/** Attempts of the background job before the parse job is reported failed. */
const PARSE_ATTEMPTS = 3;
/** The polling list shows the latest jobs; a parse session has a handful of files. */
const LIST_LIMIT = 100;

const workerIdField = z.coerce
  .number({ error: WORKER_REQUIRED })
  .int(WORKER_REQUIRED)
  .positive(WORKER_REQUIRED)
  .max(2_147_483_647, WORKER_REQUIRED);

const parseInput = z.object({
  enterprise_customer_worker_id: workerIdField,
  group_id: z.string().trim().max(100, 'The group id may not be greater than 100 characters.').optional(),
});

const listQuery = z.object({
  group_id: z.string().trim().max(100, 'The group id may not be greater than 100 characters.').optional(),
  enterprise_customer_worker_id: workerIdField.optional(),
});

async function loadParseJobs(db: Db, where: string, params: unknown[]): Promise<ParseJobRow[]> {
  return db.query<ParseJobRow>(
    `select ${PARSE_JOB_COLUMNS} from user_credential_parse_jobs pj ${PARSE_JOB_JOINS}
      where ${where} order by pj.created_at desc, pj.id desc limit ${LIST_LIMIT}`,
    params,
  );
}

export function credentialParseRoutes(app: FastifyInstance, db: Db, storage: FileStorage): void {
  /** Parse File tab: one file per call; its text is read in the background and proposed as a credential. */
  app.post('/json/credentials/parse', async (request, reply): Promise<CredentialParseResponse> => {
    // Parsing belongs to the worker panel, which is not behind the credentials feature (docs/adr/0008).
    const { customerId, userId } = sessionOf(request);
    const form = await readMultipartForm(request, { fileField: 'file' });
    const checked = parseInput.safeParse(form.fields);
    const errors: Record<string, string[]> = {};
    if (!checked.success) {
      for (const issue of checked.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message);
    }
    if (!form.file) errors.file = [FILE_REQUIRED];
    if (Object.keys(errors).length > 0 || !checked.success || !form.file) throw validationError(errors);
    checkUpload(form.file.bytes, { allowed: DOCUMENT_KINDS });
    const workerId = checked.data.enterprise_customer_worker_id;
    await requireWorkerIdentity(db, customerId, workerId);
    const file = form.file;

    const job = await db.transaction(async (tx) => {
      const stored = await storeUpload(tx, storage, {
        customerId,
        userId,
        bytes: file.bytes,
        originalName: file.filename,
        allowed: DOCUMENT_KINDS,
      });
      const [row] = await tx.query<ParseJobRow>(
        `insert into user_credential_parse_jobs (enterprise_customer_id, worker_id, file_id, group_id, created_by_user_id)
         values ($1, $2, $3, $4, $5)
         returning id, status, group_id, error, user_credential_id, file_id, $6::text as file_name, created_at`,
        [customerId, workerId, stored.id, checked.data.group_id || randomUUID(), userId, stored.original_name],
      );
      await enqueue(tx, PARSE_QUEUE, { user_credential_parse_job_id: row.id }, { maxAttempts: PARSE_ATTEMPTS });
      return row;
    });
    reply.status(201);
    return { user_credential_parse_job: serializeParseJob(job) };
  });

  /** The Parse File tab polls its group's jobs until each is done or failed. */
  app.get('/json/user-credential-parse-jobs', async (request): Promise<CredentialParseJobsResponse> => {
    const { customerId } = sessionOf(request);
    const query = parse(listQuery, request.query);
    const conditions = ['pj.enterprise_customer_id = $1'];
    const params: unknown[] = [customerId];
    if (query.group_id) {
      params.push(query.group_id);
      conditions.push(`pj.group_id = $${params.length}`);
    }
    if (query.enterprise_customer_worker_id) {
      params.push(query.enterprise_customer_worker_id);
      conditions.push(`pj.worker_id = $${params.length}`);
    }
    const rows = await loadParseJobs(db, conditions.join(' and '), params);
    const now = new Date();
    return { user_credential_parse_jobs: rows.map((row) => serializeParseJob(row, now)) };
  });

  /**
   * Removes a parse job. Its document goes too unless the credential it produced keeps it; a job still
   * waiting is never run, and one being read writes nothing.
   */
  app.delete('/json/user-credential-parse-jobs/:id', async (request): Promise<MessageResponse> => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    const [deleted] = await db.query<{ file_id: number | null }>(
      'delete from user_credential_parse_jobs where id = $1 and enterprise_customer_id = $2 returning file_id',
      [id, customerId],
    );
    if (!deleted) throw notFound();
    await releaseFile(db, storage, customerId, deleted.file_id);
    return { message: 'Successfully delete job!' };
  });
}
