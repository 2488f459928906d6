import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from 'shared-api/contract';
import type {
  AssociationResponse,
  PublicReferralResponse,
  ReferralCode,
  ReferralCodeResponse,
  ReferralCodesResponse,
  ReferralLinkResponse,
  ReferralPlan,
  ReferralPlansResponse,
  ReferralSignUpResponse,
  ReferredSubscriptionsResponse,
} from 'shared-api/contract';
import { EMAIL_PATTERN } from '../../core/lib/validation';
import { pageQuery } from '../../core/http/pagination';
import { paginatedOf } from '../../core/http/response';
import { msg } from '../../core/i18n';
import { COMMON_PASSWORD, PERSONAL_PASSWORD, containsPersonalDetails, fieldsValid, isCommonPassword } from '../../core/auth/password-rule';

type Field = 'plan' | 'description' | 'company_name' | 'first_name' | 'last_name' | 'email' | 'password' | 'confirm_password';
const attribute = (field: Field) => msg(`referrals:attributes.${field}`);
const required = (field: Field) => msg('referrals:required', { attribute: attribute(field) });
const tooLong = (field: Field, max: number) => msg('validation.max_string', { attribute: attribute(field), max });

const blankToUndefined = (value: unknown) => {
  if (typeof value !== 'string') return value === null ? undefined : value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

const PLAN_INVALID = msg('referrals:plan_invalid');

export const codeInput = z.object({
  plan_id: z.preprocess(
    (value) => {
      const present = blankToUndefined(value);
      return typeof present === 'string' ? Number(present) : present;
    },
    z.number({ error: (issue) => (issue.input === undefined ? required('plan') : PLAN_INVALID) }).int(PLAN_INVALID).positive(PLAN_INVALID).max(2_147_483_647, PLAN_INVALID),
  ),
  description: z.preprocess(blankToUndefined, z.string({ error: tooLong('description', 255) }).max(255, tooLong('description', 255)).optional()),
});

export const pageOnly = z.object({ page: pageQuery.page });

const requiredText = (field: Field, max: number) =>
  z.preprocess(blankToUndefined, z.string({ error: required(field) }).max(max, tooLong(field, max)));

export const signUpInput = z
  .object({
    company_name: requiredText('company_name', 255),
    first_name: requiredText('first_name', 100),
    last_name: requiredText('last_name', 100),
    email: z.preprocess(
      (value) => {
        const present = blankToUndefined(value);
        return typeof present === 'string' ? present.toLowerCase() : present;
      },
      z.string({ error: required('email') }).max(255, tooLong('email', 255)).regex(EMAIL_PATTERN, msg('referrals:email_invalid')),
    ),
    // Passwords are taken as typed: spaces count. The portal's password rule (core/auth/password-rule.ts).
    password: z
      .string({ error: required('password') })
      .min(1, required('password'))
      .min(MIN_PASSWORD_LENGTH, msg('referrals:password_too_short', { min: MIN_PASSWORD_LENGTH }))
      .max(200, tooLong('password', 200))
      .refine((password) => !isCommonPassword(password), COMMON_PASSWORD),
    confirm_password: z.string({ error: msg('referrals:passwords_differ') }),
  })
  .refine((input) => input.password === input.confirm_password, { path: ['confirm_password'], message: msg('referrals:passwords_differ') })
  .refine((input) => !containsPersonalDetails(input.password, { email: input.email, names: [input.first_name, input.last_name] }), {
    path: ['password'],
    message: PERSONAL_PASSWORD,
    when: fieldsValid('password', 'email', 'first_name', 'last_name'),
  });

export type SignUpFields = z.infer<typeof signUpInput>;

// Responses -------------------------------------------------------------------------------------------

const plan = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price_monthly: z.number(),
  metadata: z.object({ trial_period_days: z.number().int(), discount: z.number() }),
}) satisfies z.ZodType<ReferralPlan>;

export const plansResponse = z.object({ plans: z.array(plan) }) satisfies z.ZodType<ReferralPlansResponse>;

const code = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  status: z.enum(['active', 'inactive', 'expired']),
  subscription_plan: z.object({ id: z.number().int(), name: z.string() }),
}) satisfies z.ZodType<ReferralCode>;

export const codesResponse = z.object({ referral_codes: z.array(code) }) satisfies z.ZodType<ReferralCodesResponse>;
export const codeResponse = z.object({ message: z.string(), referral_code: code }) satisfies z.ZodType<ReferralCodeResponse>;
export const linkResponse = z.object({ link: z.string() }) satisfies z.ZodType<ReferralLinkResponse>;

export const referredResponse = z.object({
  subscriptions: paginatedOf(
    z.object({ id: z.number().int(), customer: z.object({ name: z.string() }), trial_end_date: z.string().nullable(), created_at: z.string() }),
  ),
}) satisfies z.ZodType<ReferredSubscriptionsResponse>;

export const publicReferralResponse = z.object({
  referral: z.object({ code: z.string(), referrer: z.object({ name: z.string() }), plan }),
}) satisfies z.ZodType<PublicReferralResponse>;

export const signUpResponse = z.object({
  message: z.string(),
  user: z.object({ email: z.string() }),
  enterprise_customer: z.object({ name: z.string() }),
  trial_end_date: z.string().nullable(),
  csrf_token: z.string(),
}) satisfies z.ZodType<ReferralSignUpResponse>;

export const associationResponse = z.object({
  association: z
    .object({
      name: z.string(),
      description: z.string(),
      contact: z.object({
        name: z.string().nullable(),
        email: z.string().nullable(),
        phone: z.string().nullable(),
        pretty_phone: z.string().nullable(),
        website: z.string().nullable(),
        address: z.string().nullable(),
      }),
      membership_benefits: z.array(z.string()),
    })
    .nullable(),
}) satisfies z.ZodType<AssociationResponse>;
