import { z } from 'zod';
import { pageQuery } from '../../../core/http/pagination';
import { messageResponse, paginatedOf } from '../../../core/http/response';
import type {
  ActiveUpdateRequest,
  CredentialsResponse,
  DuplicateCredentialsResponse,
  MessageResponse,
  UniqueCredentialsResponse,
  UserCredential,
  UserCredentialTypesResponse,
  WorkerCredentialsResponse,
  CredentialReplacement,
  WorkerUserCredential,
  WorkerUserCredentialResponse,
} from 'shared-api/contract';
import { msg } from '../../../core/i18n';
import { tooLongMessage } from '../messages';
import { CREW_INVALID } from './update-requests';
import { formDate, formId, formText, issuedNotAfterExpiry, optionalFormId } from './form-fields';
import { credentialParseJob } from './parse-jobs';

export const credentialsQuery = z.object({
  ...pageQuery,
  expiring: z
    .enum(['', 'expired', '30_days', '60_days', '90_days'], {
      error: msg('credentials:validation.expiring'),
    })
    .default(''),
  search: z.string().trim().max(200, tooLongMessage('search', 200)).default(''),
  /** 'needs_review': only the credentials read from a file or sent by a worker that nobody confirmed yet. */
  review: z.enum(['', 'needs_review'], { error: msg('credentials:validation.review') }).default(''),
});

export type CredentialsQuery = z.infer<typeof credentialsQuery>;

const CREDENTIAL_NAME_REQUIRED = msg('credentials:validation.credential_name_required');
const CREDENTIAL_TYPE_REQUIRED = msg('credentials:validation.credential_type_required');
export const CREDENTIAL_TYPE_INVALID = msg('credentials:validation.credential_type_invalid');
export const CREDENTIAL_INVALID = msg('credentials:validation.credential_invalid');

const credentialFields = {
  name: z
    .string({ error: CREDENTIAL_NAME_REQUIRED })
    .trim()
    .min(1, CREDENTIAL_NAME_REQUIRED)
    .max(255, tooLongMessage('credential_name', 255)),
  issued: formDate(msg('credentials:validation.issued_invalid')).optional(),
  expiry: formDate(msg('credentials:validation.expiry_invalid')).optional(),
  document_number: formText(100, tooLongMessage('document_number', 100)).optional(),
};

/** The worker panel's Add Credential form. */
export const credentialCreateInput = z
  .object({
    ...credentialFields,
    user_credential_type_id: formId(CREDENTIAL_TYPE_REQUIRED),
    notes: formText(5000, tooLongMessage('notes', 5000)).optional(),
  })
  .refine(...issuedNotAfterExpiry);

export type CredentialCreateFields = z.infer<typeof credentialCreateInput>;

/** What the Add Credential form sends to learn whether the upload duplicates a credential of the worker. */
export const duplicateCheckInput = z.object({
  name: credentialFields.name,
  document_number: credentialFields.document_number,
});

export const duplicateCredentialsResponse = z.object({
  duplicates: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      document_number: z.string().nullable(),
      expiry: z.string().nullable(),
      same_document_number: z.boolean(),
      same_file: z.boolean(),
    }),
  ),
  message: z.string().nullable(),
}) satisfies z.ZodType<DuplicateCredentialsResponse>;

/** The Edit Credential form; a field it leaves out keeps its value. */
export const credentialUpdateInput = z
  .object({
    ...credentialFields,
    credential_type_id: formId(CREDENTIAL_TYPE_REQUIRED),
  })
  .refine(...issuedNotAfterExpiry);

export type CredentialUpdateFields = z.infer<typeof credentialUpdateInput>;

export const credentialCopyInput = z.object({
  credential_id: optionalFormId(CREDENTIAL_INVALID).optional(),
  crew_id: optionalFormId(CREW_INVALID).optional(),
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
  needs_review: z.boolean(),
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
  update_url: z.string().nullable(),
  message: z.string().nullable(),
}) satisfies z.ZodType<ActiveUpdateRequest>;

const credentialDocument = z.object({ url: z.string(), file_name: z.string(), is_image: z.boolean() });

const credentialReplacement = z.object({
  previous: z.object({
    document: credentialDocument.nullable(),
    issued: z.string().nullable(),
    expiry: z.string().nullable(),
    document_number: z.string().nullable(),
  }),
  submitted_document: credentialDocument.nullable(),
  submitted_at: z.string(),
}) satisfies z.ZodType<CredentialReplacement>;

export const workerUserCredential = userCredential.extend({
  user_credential_type: z.object({ id: z.number().int(), label: z.string() }).nullable(),
  active_update_requests: z.array(activeUpdateRequest),
  internal_assessments_count: z.number().int(),
  copied_to_records: z.boolean(),
  user: personRef.nullable(),
  // Parsed pairs are sent as stored: older records (and the seeds) hold other keys and plain strings.
  metadata: z.object({ results: z.looseObject({ key_value_pairs: z.record(z.string(), z.unknown()).optional() }).optional() }),
  needs_review: z.boolean(),
  replacement: credentialReplacement.nullable(),
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
