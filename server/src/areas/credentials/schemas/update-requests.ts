import { z } from 'zod';
import { pageQuery } from '../../../core/http/pagination';
import { paginatedOf } from '../../../core/http/response';
import type {
  CredentialOpenUpdateRequestsResponse,
  CredentialUpdateRequest,
  CredentialUpdateRequestsResponse,
  RequestCredentialUpdateResponse,
  UpdateRequestLinkResponse,
  UpdateRequestRecipientResponse,
} from 'shared-api/contract';
import { msg } from '../../../core/i18n';
import { tooLongMessage } from '../messages';
import { optionalFormId } from './form-fields';

export const CREW_INVALID = msg('credentials:validation.crew_invalid');

export const updateRequestInput = z.object({
  message: z
    .union([z.string(), z.null()], { error: msg('credentials:validation.message_text') })
    .default('')
    .transform((message) => (message ?? '').trim())
    .pipe(z.string().max(2000, tooLongMessage('message', 2000)))
    .transform((message) => message || null),
  crew_id: optionalFormId(CREW_INVALID).optional(),
});

export const updateRequestsQuery = z.object(pageQuery);

const credentialUpdateRequest = z.object({
  id: z.number().int(),
  update_url: z.string().nullable(),
  message: z.string().nullable(),
  created_at_pretty_date: z.string(),
  created_diff_for_humans: z.string(),
  requested_at: z.string(),
  completed_at: z.string().nullable(),
  completed_at_diff_for_humans: z.string().nullable(),
  user_credential: z.object({
    id: z.number().int(),
    name: z.string(),
    worker: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
  }),
}) satisfies z.ZodType<CredentialUpdateRequest>;

export const updateRequestsResponse = z.object({
  update_requests: paginatedOf(credentialUpdateRequest),
}) satisfies z.ZodType<CredentialUpdateRequestsResponse>;

export const openUpdateRequestsResponse = z.object({
  update_requests: z.array(credentialUpdateRequest),
}) satisfies z.ZodType<CredentialOpenUpdateRequestsResponse>;

export const updateRequestRecipientResponse = z.object({
  recipient: z.object({ full_name: z.string(), email: z.string() }).nullable(),
  message: z.string().nullable(),
}) satisfies z.ZodType<UpdateRequestRecipientResponse>;

export const updateRequestLinkResponse = z.object({
  message: z.string(),
  update_request: credentialUpdateRequest,
  link: z.string(),
}) satisfies z.ZodType<UpdateRequestLinkResponse>;

export const updateRequestSentResponse = updateRequestLinkResponse.extend({
  success: z.literal(true),
}) satisfies z.ZodType<RequestCredentialUpdateResponse>;
