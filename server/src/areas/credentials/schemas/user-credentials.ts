import { z } from 'zod';
import { pageQuery } from '../../../core/http/pagination';
import { messageResponse, paginatedOf } from '../../../core/http/response';
import type {
  ActiveUpdateRequest,
  CredentialsResponse,
  MessageResponse,
  UniqueCredentialsResponse,
  UserCredential,
  UserCredentialTypesResponse,
  WorkerCredentialsResponse,
  WorkerUserCredential,
  WorkerUserCredentialResponse,
} from 'shared-api/contract';
import { formDate, formId, formText, issuedNotAfterExpiry, optionalFormId } from './form-fields';
import { credentialParseJob } from './parse-jobs';

export const credentialsQuery = z.object({
  ...pageQuery,
  expiring: z
    .enum(['', 'expired', '30_days', '60_days', '90_days'], {
      error: 'The expiring filter must be one of: expired, 30_days, 60_days, 90_days.',
    })
    .default(''),
  search: z.string().trim().max(200, 'The search may not be greater than 200 characters.').default(''),
});

export type CredentialsQuery = z.infer<typeof credentialsQuery>;

const CREDENTIAL_NAME_REQUIRED = 'Credential name is required.';
const CREDENTIAL_TYPE_REQUIRED = 'Credential type is required.';
export const CREDENTIAL_TYPE_INVALID = 'The selected credential type is invalid.';

const credentialFields = {
  name: z
    .string({ error: CREDENTIAL_NAME_REQUIRED })
    .trim()
    .min(1, CREDENTIAL_NAME_REQUIRED)
    .max(255, 'The credential name may not be greater than 255 characters.'),
  issued: formDate('The issued date must be a valid date.').optional(),
  expiry: formDate('The expiry date must be a valid date.').optional(),
  document_number: formText(100, 'The document number may not be greater than 100 characters.').optional(),
};

/** The worker panel's Add Credential form. */
export const credentialCreateInput = z
  .object({
    ...credentialFields,
    user_credential_type_id: formId(CREDENTIAL_TYPE_REQUIRED),
    notes: formText(5000, 'The notes may not be greater than 5000 characters.').optional(),
  })
  .refine(...issuedNotAfterExpiry);

export type CredentialCreateFields = z.infer<typeof credentialCreateInput>;

/** The Edit Credential form; a field it leaves out keeps its value. */
export const credentialUpdateInput = z
  .object({
    ...credentialFields,
    credential_type_id: formId(CREDENTIAL_TYPE_REQUIRED),
  })
  .refine(...issuedNotAfterExpiry);

export type CredentialUpdateFields = z.infer<typeof credentialUpdateInput>;

export const credentialCopyInput = z.object({
  credential_id: optionalFormId('The selected credential is invalid.').optional(),
  crew_id: optionalFormId('The selected crew is invalid.').optional(),
});

const personRef = z.object({ id: z.number().int(), full_name: z.string() });

export const userCredential = z.object({
  id: z.number().int(),
  credential_id: z.number().int().nullable(),
  user_credential_type_id: z.number().int().nullable(),
  name: z.string(),
  document_number: z.string().nullable(),
  issued: z.string().nullable(),
  issued_pretty_date: z.string().nullable(),
  expiry: z.string().nullable(),
  expires_pretty_date: z.string().nullable(),
  expiry_diff_for_humans: z.string().nullable(),
  is_expired: z.boolean(),
  s3_url: z.string().nullable(),
  user_id: z.number().int().nullable(),
  enterprise_customer_worker_id: z.number().int().nullable(),
  owned_by_enterprise_customer: z.boolean(),
  enterprise_customer_credential_issuer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  training_provider_issuer: z.object({ name: z.string() }).nullable(),
  notes: z.string().nullable(),
  worker: personRef.nullable(),
}) satisfies z.ZodType<UserCredential>;

const activeUpdateRequest = z.object({
  id: z.number().int(),
  created_diff_for_humans: z.string(),
  update_url: z.string(),
  message: z.string().nullable(),
}) satisfies z.ZodType<ActiveUpdateRequest>;

export const workerUserCredential = userCredential.extend({
  user_credential_type: z.object({ id: z.number().int(), label: z.string() }).nullable(),
  active_update_requests: z.array(activeUpdateRequest),
  internal_assessments_count: z.number().int(),
  copied_to_records: z.boolean(),
  user: personRef.nullable(),
  // Parsed pairs are sent as stored: older records (and the seeds) hold other keys and plain strings.
  metadata: z.object({ results: z.looseObject({ key_value_pairs: z.record(z.string(), z.unknown()).optional() }).optional() }),
  needs_review: z.boolean(),
}) satisfies z.ZodType<WorkerUserCredential>;

export const credentialsResponse = z.object({ credentials: paginatedOf(userCredential) }) satisfies z.ZodType<CredentialsResponse>;

export const workerUserCredentialResponse = z.object({
  user_credential: workerUserCredential,
  message: z.string().optional(),
}) satisfies z.ZodType<WorkerUserCredentialResponse>;

export const uniqueCredentialsResponse = z.object({
  credentials: z.array(z.object({ id: z.number().int(), label: z.string() })),
}) satisfies z.ZodType<UniqueCredentialsResponse>;

export const userCredentialTypesResponse = z.object({
  user_credential_types: z.array(z.object({ id: z.number().int(), label: z.string() })),
}) satisfies z.ZodType<UserCredentialTypesResponse>;

export const workerCredentialsResponse = z.object({
  user_credentials: z.array(workerUserCredential),
  user_credential_parse_jobs: z.array(credentialParseJob),
}) satisfies z.ZodType<WorkerCredentialsResponse>;

/** `{ message }`: a deletion or a withdrawal confirmed. */
export const confirmationResponse = messageResponse satisfies z.ZodType<MessageResponse>;
