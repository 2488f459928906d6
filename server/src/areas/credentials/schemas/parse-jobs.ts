import { z } from 'zod';
import { requiredMessage, tooLongMessage } from '../messages';
import type { CredentialParseJob, CredentialParseJobsResponse, CredentialParseResponse } from 'shared-api/contract';

const WORKER_REQUIRED = requiredMessage('enterprise_customer_worker_id');

const workerIdField = z.coerce
  .number({ error: WORKER_REQUIRED })
  .int(WORKER_REQUIRED)
  .positive(WORKER_REQUIRED)
  .max(2_147_483_647, WORKER_REQUIRED);

const groupIdField = z.string().trim().max(100, tooLongMessage('group_id', 100));

/** The Parse File tab's fields, sent as multipart beside the file. */
export const parseInput = z.object({
  enterprise_customer_worker_id: workerIdField,
  group_id: groupIdField.optional(),
});

export const parseJobsQuery = z.object({
  group_id: groupIdField.optional(),
  enterprise_customer_worker_id: workerIdField.optional(),
});

export type ParseJobsFilter = z.infer<typeof parseJobsQuery>;

export const credentialParseJob = z.object({
  id: z.number().int(),
  status: z.enum(['queued', 'processing', 'done', 'failed']),
  group_id: z.string(),
  file_name: z.string().nullable(),
  file_url: z.string().nullable(),
  error: z.string().nullable(),
  user_credential_id: z.number().int().nullable(),
  created_at_diff: z.string(),
}) satisfies z.ZodType<CredentialParseJob>;

export const credentialParseResponse = z.object({
  user_credential_parse_job: credentialParseJob,
}) satisfies z.ZodType<CredentialParseResponse>;

export const credentialParseJobsResponse = z.object({
  user_credential_parse_jobs: z.array(credentialParseJob),
}) satisfies z.ZodType<CredentialParseJobsResponse>;
