import { z } from 'zod';
import { messageResponse } from '../../core/http/response';
import { LOCALES, msg, oneOf } from '../../core/i18n';
import { COMMON_PASSWORD, isCommonPassword } from '../../core/auth/password-rule';
import { user } from '../admins';
import {
  MIN_PASSWORD_LENGTH,
  type CustomerFeature,
  type EnterpriseCustomerResponse,
  type LoginCodeRequiredResponse,
  type LoginResponse,
  type MeResponse,
  type MessageResponse,
  type PasswordResetLinkResponse,
  type PasswordResetResponse,
  type SwitchCustomerResponse,
  type UpdateLocaleResponse,
  type UserCustomersResponse,
} from 'shared-api/contract';

const required = (attribute: string) => msg('validation.required', { attribute: msg(`attributes.${attribute}`) });

const email = z
  .string({ error: required('email') })
  .trim()
  .min(1, required('email'))
  .pipe(z.email(msg('validation.email', { attribute: msg('attributes.email') })));

export const loginBody = z.object({
  email,
  password: z.string({ error: required('password') }).min(1, required('password')),
});

/** POST /json/auth/login/code: the account's e-mail and the code it was sent (digits; spaces typed with them are dropped). */
export const loginCodeBody = z.object({
  email,
  code: z
    .string({ error: required('code') })
    .transform((code) => code.replace(/\s+/g, ''))
    .pipe(z.string().min(1, required('code')).regex(/^\d{6}$/, msg('auth:code.format'))),
});

/** POST /json/auth/login's 202: the account is under attack and this device is new to it; a code was e-mailed. */
export const loginCodeRequiredResponse = z.object({ code_required: z.literal(true), message: z.string() }) satisfies z.ZodType<LoginCodeRequiredResponse>;

/** PUT /json/users/me/locale. */
export const localeBody = z.object({
  locale: z.enum(LOCALES, {
    error: (issue) =>
      issue.input == null || issue.input === ''
        ? required('locale')
        : msg('validation.one_of', { attribute: msg('attributes.locale'), values: oneOf([...LOCALES]) }),
  }),
});

const role = z.enum(['owner', 'admin', 'member']);

const userCustomer = z.object({ id: z.number().int(), name: z.string(), role, is_current: z.boolean() });

export const loginResponse = z.object({ user, csrf_token: z.string(), customers: z.array(userCustomer) }) satisfies z.ZodType<LoginResponse>;

export const userCustomersResponse = z.object({ customers: z.array(userCustomer) }) satisfies z.ZodType<UserCustomersResponse>;

/** PUT /json/session/customer. */
export const switchCustomerBody = z.object({
  enterprise_customer_id: z.coerce
    .number({ error: required('enterprise_customer_id') })
    .int(required('enterprise_customer_id'))
    .positive(required('enterprise_customer_id')),
});

export const switchCustomerResponse = z.object({
  message: z.string(),
  user,
  customers: z.array(userCustomer),
}) satisfies z.ZodType<SwitchCustomerResponse>;

export const logoutResponse = messageResponse satisfies z.ZodType<MessageResponse>;

export const meResponse = z.object({ user }) satisfies z.ZodType<MeResponse>;

/** The user with the new locale, and the confirmation written in it. */
export const localeResponse = z.object({ user, message: z.string() }) satisfies z.ZodType<UpdateLocaleResponse>;

/** A feature the customer has (also the Settings page's list). */
export const customerFeature = z.object({
  id: z.number().int(),
  label: z.enum(['credentials', 'crews', 'jobs_feed', 'access', 'local_construction_association']),
  name: z.string(),
  description: z.string(),
}) satisfies z.ZodType<CustomerFeature>;

export const enterpriseCustomerResponse = z.object({
  enterprise_customer: z.object({
    id: z.number().int(),
    name: z.string(),
    mode: z.enum(['normal', 'demo']),
    access_url: z.string().nullable(),
    country: z.string(),
    features: z.array(customerFeature),
  }),
  enterprise_customer_user: z.object({
    id: z.number().int(),
    user_id: z.number().int(),
    enterprise_customer_id: z.number().int(),
    role,
  }),
}) satisfies z.ZodType<EnterpriseCustomerResponse>;

/** POST /json/password-resets. */
export const passwordResetRequestBody = z.object({ email: loginBody.shape.email });

const MAX_PASSWORD = 255;

/**
 * POST /json/password-resets/{token}: the portal's password rule (core/auth/password-rule.ts), typed twice; the route
 * checks it against the account's e-mail and name once the link names the account.
 */
export const passwordResetBody = z
  .object({
    // A password is taken as typed: spaces may be part of it.
    password: z
      .string({ error: required('password') })
      .min(1, { error: required('password'), abort: true })
      .min(MIN_PASSWORD_LENGTH, msg('validation.min_string', { attribute: msg('attributes.password'), min: MIN_PASSWORD_LENGTH }))
      .max(MAX_PASSWORD, msg('validation.max_string', { attribute: msg('attributes.password'), max: MAX_PASSWORD }))
      .refine((password) => !isCommonPassword(password), COMMON_PASSWORD),
    password_confirmation: z.string({ error: required('password_confirmation') }),
  })
  .refine((input) => input.password === input.password_confirmation, {
    message: msg('auth:reset.mismatch'),
    path: ['password_confirmation'],
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'password'),
  });

export const passwordResetLinkResponse = z.object({ email: z.string(), expires_at: z.string() }) satisfies z.ZodType<PasswordResetLinkResponse>;
export const passwordResetResponse = z.object({ message: z.string(), email: z.string() }) satisfies z.ZodType<PasswordResetResponse>;
export const passwordResetRequestedResponse = messageResponse;
