import { z } from 'zod';
import { formDate, formId, formText, issuedNotAfterExpiry } from '../credentials';
import { msg } from '../../core/i18n';
import type {
  FulfilCredentialRequestResponse,
  PublicCredentialRequest,
  PublicUpdateRequestResponse,
  PublicUpdateSubmitResponse,
  PublicWalletResponse,
} from 'shared-api/contract';

const ISSUED_REQUIRED = msg('public:issued_required');
const ISSUED_INVALID = msg('public:issued_invalid');
const EXPIRY_INVALID = msg('public:expiry_invalid');

export const fulfilInput = z
  .object({
    issued: z
      .preprocess((value) => value ?? '', formDate(ISSUED_INVALID))
      .refine((issued): issued is string => issued !== null, ISSUED_REQUIRED),
    expiry: formDate(EXPIRY_INVALID).optional(),
  })
  .refine(...issuedNotAfterExpiry);

const DOCUMENT_NUMBER_MAX = 100;

/**
 * The update page sends the dates and the document number it shows; '' or a missing date keeps the credential's.
 * A renewal usually has a new number: one sent replaces the old, '' removes it, a missing one keeps it.
 */
export const updateInput = z.object({
  user_credential_id: formId(msg('public:credential_mismatch')),
  issued: formDate(ISSUED_INVALID).optional(),
  expiry: formDate(EXPIRY_INVALID).optional(),
  document_number: formText(
    DOCUMENT_NUMBER_MAX,
    msg('validation.max_string', { attribute: msg('public:attributes.document_number'), max: DOCUMENT_NUMBER_MAX }),
  ).optional(),
});

export const publicWalletResponse = z.object({
  wallet: z.object({
    worker: z.object({ full_name: z.string(), job_title: z.string().nullable(), profile_picture_url: z.string().nullable() }),
    enterprise_customer: z.object({ name: z.string() }),
    credentials: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        issuer: z.string().nullable(),
        issued: z.string().nullable(),
        issued_pretty_date: z.string().nullable(),
        expiry: z.string().nullable(),
        expires_pretty_date: z.string().nullable(),
        is_expired: z.boolean(),
        document_number: z.string().nullable(),
        needs_review: z.boolean(),
        document_url: z.string().nullable(),
      }),
    ),
  }),
}) satisfies z.ZodType<PublicWalletResponse>;

// The validity period may come from the request's free-form metadata: not declared an integer, which would round it.
const credentialRequest = z.object({
  id: z.number().int(),
  completed_at: z.string().nullable(),
  worker: z.object({ full_name: z.string() }),
  enterprise_customer: z.object({ name: z.string() }),
  metadata: z.object({
    credential: z.object({ label: z.string(), validity_period_months: z.number().nullable() }),
    prompt: z.object({ title: z.string(), message: z.string() }),
  }),
});

export const credentialRequestResponse = z.object({ credential_request: credentialRequest }) satisfies z.ZodType<PublicCredentialRequest>;

export const fulfilResponse = z.object({ credential_request: credentialRequest }) satisfies z.ZodType<FulfilCredentialRequestResponse>;

const updateRequest = z.object({
  id: z.number().int(),
  message: z.string().nullable(),
  completed_at: z.string().nullable(),
  worker: z.object({ full_name: z.string() }),
  enterprise_customer: z.object({ name: z.string() }),
  user_credential: z.object({
    id: z.number().int(),
    name: z.string(),
    issued: z.string().nullable(),
    expiry: z.string().nullable(),
    document_number: z.string().nullable(),
    validity_period_months: z.number().nullable(),
    document_url: z.string().nullable(),
  }),
});

export const updateRequestResponse = z.object({
  update_request: updateRequest,
  status: z.enum(['open', 'completed']),
  message: z.string(),
}) satisfies z.ZodType<PublicUpdateRequestResponse>;

export const updateSubmitResponse = z.object({ update_request: updateRequest, message: z.string() }) satisfies z.ZodType<PublicUpdateSubmitResponse>;
