import { z } from 'zod';
import { messageResponse } from '../../core/http/response';
import { LOCALES, msg } from '../../core/i18n';
import { COMMON_PASSWORD, PERSONAL_PASSWORD, containsPersonalDetails, fieldsValid, isCommonPassword } from '../../core/auth/password-rule';
import {
  MIN_PASSWORD_LENGTH,
  type CheckExistenceResponse,
  type InviteResponse,
  type InvitesResponse,
  type MessageResponse,
  type PublicInviteResponse,
  type RegisterResponse,
  type UpdateUserRoleResponse,
  type UsersResponse,
} from 'shared-api/contract';

const required = (attribute: string) => msg('validation.required', { attribute: msg(attribute) });
const MAX_NAME = 100;
const MAX_EMAIL = 254;
/** argon2 hashes any length, but a bound keeps a huge body from costing hashing time. */
const MAX_PASSWORD = 200;

const email = z
  .string({ error: required('attributes.email') })
  .trim()
  .min(1, required('attributes.email'))
  .max(MAX_EMAIL, msg('validation.max_string', { attribute: msg('attributes.email'), max: MAX_EMAIL }))
  .pipe(z.email(msg('validation.email', { attribute: msg('attributes.email') })));

/** GET /json/users/check-existence: any text is answered (is_valid_email says whether it is an address). */
export const checkExistenceQuery = z.object({ email: z.string().trim().max(MAX_EMAIL).catch('') });

export const inviteBody = z.object({
  email,
  role: z.enum(['admin', 'member'], { error: msg('admins:invite.role') }).default('admin'),
});

export const roleBody = z.object({
  role: z.enum(['owner', 'admin', 'member'], {
    error: (issue) => (issue.input == null || issue.input === '' ? required('admins:attributes.role') : msg('admins:users.role_invalid')),
  }),
});

export const publicInviteQuery = z.object({ email: z.string().trim().catch('') });

const REQUIRED = msg('admins:register.required');
const requiredText = z.string({ error: REQUIRED }).trim().min(1, REQUIRED);

/** The registration form: every field required (the spec's one alert), the portal's password rule (core/auth/password-rule.ts). */
export const registerBody = z
  .object({
    token: z.string({ error: msg('admins:public.not_found') }).min(1, msg('admins:public.not_found')),
    email,
    first_name: requiredText.max(MAX_NAME, msg('validation.max_string', { attribute: msg('admins:attributes.first_name'), max: MAX_NAME })),
    last_name: requiredText.max(MAX_NAME, msg('validation.max_string', { attribute: msg('admins:attributes.last_name'), max: MAX_NAME })),
    // A password is taken as typed: spaces may be part of it.
    password: z
      .string({ error: REQUIRED })
      .min(1, REQUIRED)
      .min(MIN_PASSWORD_LENGTH, msg('admins:register.password_min', { min: MIN_PASSWORD_LENGTH }))
      .max(MAX_PASSWORD, msg('validation.max_string', { attribute: msg('attributes.password'), max: MAX_PASSWORD }))
      .refine((password) => !isCommonPassword(password), COMMON_PASSWORD),
    confirm_password: z.string({ error: REQUIRED }).min(1, REQUIRED),
  })
  .refine((body) => body.password === body.confirm_password, { path: ['confirm_password'], message: msg('admins:register.mismatch') })
  .refine((body) => !containsPersonalDetails(body.password, { email: body.email, names: [body.first_name, body.last_name] }), {
    path: ['password'],
    message: PERSONAL_PASSWORD,
    when: fieldsValid('password', 'email', 'first_name', 'last_name'),
  });

const role = z.enum(['owner', 'admin', 'member']);
const inviteRole = z.enum(['admin', 'member']);

/** A user of the customer, with their role there (the users list, the signed-in user). */
export const user = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  image_url: z.string().nullable(),
  // null until the user chooses a language (the browser's is followed until then).
  locale: z.enum(LOCALES).nullable(),
  pivot: z.object({ role }).optional(),
});

export const usersResponse = z.object({ users: z.array(user) }) satisfies z.ZodType<UsersResponse>;

const invite = z.object({
  id: z.number().int(),
  email: z.string(),
  role: inviteRole,
  created_at: z.string(),
  created_at_diff_for_humans: z.string(),
  expires_at: z.string(),
  is_expired: z.boolean(),
  invited_by: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
});

export const invitesResponse = z.object({ invites: z.array(invite) }) satisfies z.ZodType<InvitesResponse>;

export const inviteResponse = z.object({ message: z.string(), delivery: z.enum(['sent', 'queued']), invite }) satisfies z.ZodType<InviteResponse>;

export const checkExistenceResponse = z.object({
  is_valid_email: z.boolean(),
  exists: z.boolean(),
  message: z.string(),
  can_send_invite: z.boolean(),
}) satisfies z.ZodType<CheckExistenceResponse>;

export const updateRoleResponse = z.object({ message: z.string(), user }) satisfies z.ZodType<UpdateUserRoleResponse>;

export const removedResponse = messageResponse satisfies z.ZodType<MessageResponse>;

export const publicInviteResponse = z.object({
  invite: z.object({ email: z.string(), role: inviteRole, customer: z.object({ name: z.string() }), expires_at: z.string() }),
  is_tradeslink_user: z.boolean(),
}) satisfies z.ZodType<PublicInviteResponse>;

export const registerResponse = z.object({
  message: z.string(),
  user: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string(), full_name: z.string(), email: z.string() }),
}) satisfies z.ZodType<RegisterResponse>;
