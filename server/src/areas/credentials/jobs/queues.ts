import type { Queryable } from '../../../core/db';
import { enqueue } from '../../../core/jobs';

/** The queues that requests fill and jobs empty, with the enqueue each needs. */
export const PARSE_QUEUE = 'credentials.parse';
export const BULK_UPLOAD_QUEUE = 'credentials.bulk-upload';

/** Runs of a job before its parse job or upload is reported failed. */
const ATTEMPTS = 3;

/** Queues the reading of a parse job's document, in the caller's transaction. */
export const queueParseJob = (db: Queryable, parseJobId: number) =>
  enqueue(db, PARSE_QUEUE, { user_credential_parse_job_id: parseJobId }, { maxAttempts: ATTEMPTS });

/** Queues the processing of a bulk upload, in the caller's transaction. */
export const queueBulkUpload = (db: Queryable, uploadId: number) =>
  enqueue(db, BULK_UPLOAD_QUEUE, { bulk_credential_upload_id: uploadId }, { maxAttempts: ATTEMPTS });
