import { z } from 'zod';
import { HttpError, validationError } from '../../../core/http/errors';
import { MIN_PASSWORD_LENGTH, type LoginDetailsInput } from 'shared-api/contract';
import { msg } from '../../../core/i18n';
import { COMMON_PASSWORD, isCommonPassword } from '../../../core/auth/password-rule';

const REQUIRED_MESSAGE = msg('workers:login_details.required');
const MAX_USERNAME = 100;
/** argon2 hashes any length, but a bound keeps a huge body from costing hashing time. */
const MAX_PASSWORD = 200;

/** A blank or absent field is missing, and its other rules are not judged. */
const required = { error: REQUIRED_MESSAGE, abort: true };

const loginDetailsInput = z.preprocess(
  // A body that is not an object names neither field.
  (body) => (body !== null && typeof body === 'object' && !Array.isArray(body) ? body : {}),
  z.object({
    username: z
      .string({ error: REQUIRED_MESSAGE })
      .trim()
      .min(1, required)
      .max(MAX_USERNAME, msg('validation.max_string', { attribute: msg('workers:attributes.username'), max: MAX_USERNAME }))
      .refine((username) => !/\s/.test(username), msg('workers:login_details.username_spaces')),
    // A password is taken as typed: spaces may be part of it. The portal's password rule (core/auth/password-rule.ts);
    // the route checks it against the worker's name and username.
    password: z
      .string({ error: REQUIRED_MESSAGE })
      .min(1, required)
      .min(MIN_PASSWORD_LENGTH, msg('workers:login_details.password_min', { min: MIN_PASSWORD_LENGTH }))
      .max(MAX_PASSWORD, msg('validation.max_string', { attribute: msg('attributes.password'), max: MAX_PASSWORD }))
      .refine((password) => !isCommonPassword(password), COMMON_PASSWORD),
  }),
);

/**
 * The sign-in form shows one problem at a time: the missing fields under one message, else the first rule
 * broken (the username's before the password's).
 */
export function readLoginDetails(body: unknown): LoginDetailsInput {
  const result = loginDetailsInput.safeParse(body);
  if (result.success) return result.data;
  const { issues } = result.error;
  const missing = issues.filter((issue) => issue.message === REQUIRED_MESSAGE);
  if (missing.length > 0) {
    throw new HttpError(422, REQUIRED_MESSAGE, Object.fromEntries(missing.map((issue) => [String(issue.path[0]), [REQUIRED_MESSAGE]])));
  }
  const [first] = issues;
  throw validationError({ [String(first.path[0])]: [first.message] });
}
