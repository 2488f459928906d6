import { z } from 'zod';
import type { CredentialIssuer, CredentialIssuerResponse, CredentialIssuersResponse, SetIssuerResponse } from 'shared-api/contract';
import { msg } from '../../../core/i18n';
import { tooLongMessage as tooLong } from '../messages';
import { formId, formText } from './form-fields';
import { workerUserCredential } from './user-credentials';

const NAME_REQUIRED = msg('credentials:validation.name_required');
const EMAIL_INVALID = msg('credentials:validation.contact_email_invalid');

/**
 * The create and edit forms. Every field but the name is optional: '' clears it, and on edit a field left out
 * keeps its value.
 */
export const issuerInput = z.object({
  name: z.string({ error: NAME_REQUIRED }).trim().min(1, NAME_REQUIRED).max(255, tooLong('name', 255)),
  description: formText(2000, tooLong('description', 2000)).optional(),
  contact_email: formText(255, tooLong('contact_email', 255))
    .refine((email) => email === null || z.email().safeParse(email).success, EMAIL_INVALID)
    .optional(),
  contact_phone: formText(50, tooLong('contact_phone', 50)).optional(),
  address: formText(255, tooLong('address', 255)).optional(),
  country: formText(100, tooLong('country', 100)).optional(),
  state: formText(100, tooLong('province', 100)).optional(),
  city: formText(100, tooLong('city', 100)).optional(),
  postal_code: formText(20, tooLong('postal_code', 20)).optional(),
});

export type IssuerFields = z.infer<typeof issuerInput>;

export const setIssuerInput = z.object({
  enterprise_customer_credential_issuer_id: formId(msg('credentials:validation.issuer_required')),
});

const credentialIssuer = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  address: z.string().nullable(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  postal_code: z.string().nullable(),
  created_at_short: z.string(),
}) satisfies z.ZodType<CredentialIssuer>;

export const credentialIssuersResponse = z.object({
  credential_issuers: z.array(credentialIssuer),
}) satisfies z.ZodType<CredentialIssuersResponse>;

export const credentialIssuerResponse = z.object({ credential_issuer: credentialIssuer }) satisfies z.ZodType<CredentialIssuerResponse>;

export const setIssuerResponse = z.object({
  message: z.string(),
  user_credential: workerUserCredential,
}) satisfies z.ZodType<SetIssuerResponse>;
