import { z } from 'zod';
import type { RequestLinkResponse, WorkerCredentialRequest, WorkerCredentialRequestsResponse, WorkerUpdateRequest } from 'shared-api/contract';
import { msg } from '../../../core/i18n';

export const withdrawQuery = z.object({
  type: z.enum(['credential', 'update'], { error: msg('workers:credential_requests.type') }).default('credential'),
});

const idAndName = z.object({ id: z.number().int(), name: z.string() });

const credentialRequest = z.object({
  id: z.number().int(),
  credential: z.object({ id: z.number().int(), label: z.string() }).nullable(),
  user_credential: idAndName.nullable(),
  crew: idAndName.nullable(),
  message: z.string().nullable(),
  url: z.string().nullable(),
  created_diff_for_humans: z.string(),
  last_requested_date: z.string(),
}) satisfies z.ZodType<WorkerCredentialRequest>;

const updateRequest = z.object({
  id: z.number().int(),
  user_credential: idAndName,
  message: z.string().nullable(),
  update_url: z.string().nullable(),
  created_diff_for_humans: z.string(),
}) satisfies z.ZodType<WorkerUpdateRequest>;

export const workerCredentialRequestsResponse = z.object({
  credential_requests: z.array(credentialRequest),
  user_credential_requests: z.array(updateRequest),
}) satisfies z.ZodType<WorkerCredentialRequestsResponse>;

export const requestLinkResponse = z.object({ message: z.string(), link: z.string() }) satisfies z.ZodType<RequestLinkResponse>;
