import { z } from 'zod';
import { isoDate } from '../../core/lib/time';
import { EMAIL_PATTERN, emailMessage, isCalendarDate } from '../../core/lib/validation';

const requiredMessage = (label: string) => `The ${label} field is required.`;
const tooLongMessage = (label: string, max: number) => `The ${label} field must not be greater than ${max} characters.`;
export const DOB_FORMAT_MESSAGE = 'The dob field must be a valid date (YYYY-MM-DD).';
export const DOB_FUTURE_MESSAGE = 'The dob field must be a date before or equal to today.';

export function requiredText(label: string, max = 255) {
  return z
    .string({ error: (issue) => (issue.input == null ? requiredMessage(label) : `The ${label} field must be a string.`) })
    .trim()
    .min(1, requiredMessage(label))
    .max(max, tooLongMessage(label, max));
}

/** Optional text: blank is stored as null. */
export function optionalText(label: string, max = 255) {
  return z
    .string({ error: `The ${label} field must be a string.` })
    .trim()
    .max(max, tooLongMessage(label, max))
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));
}

export function optionalEmail(label = 'email') {
  return optionalText(label).refine((value) => value == null || EMAIL_PATTERN.test(value), emailMessage(label));
}

const dateOfBirth = z
  .string({ error: DOB_FORMAT_MESSAGE })
  .trim()
  .refine(isCalendarDate, DOB_FORMAT_MESSAGE)
  .refine((value) => !isCalendarDate(value) || value <= isoDate(new Date()), DOB_FUTURE_MESSAGE);

const personalFields = {
  email: optionalEmail(),
  phone_number: optionalText('phone number', 50),
  address: optionalText('address'),
  city: optionalText('city', 100),
  state: optionalText('state', 100),
  zip: optionalText('zip', 20),
  country: optionalText('country', 100),
  bio: optionalText('bio', 5000),
};

/** Creating a worker (the form and each import row): names required; a blank date of birth means none. */
export const createWorkerSchema = z.object({
  first_name: requiredText('first name'),
  last_name: requiredText('last name'),
  ...personalFields,
  dob: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), dateOfBirth.nullable().optional()),
});

/**
 * The per-field autosave: any subset of the fields. Names present must not be blank and a date is never
 * emptied, so a stray empty value cannot wipe what is stored.
 */
export const updateWorkerSchema = z.object({
  first_name: requiredText('first name').optional(),
  last_name: requiredText('last name').optional(),
  ...personalFields,
  dob: dateOfBirth.optional(),
});

export type CreateWorkerFields = z.infer<typeof createWorkerSchema>;
export type UpdateWorkerFields = z.infer<typeof updateWorkerSchema>;

/** The columns staff may write, in one fixed order (the keys above are the column names). */
export const WORKER_FIELD_COLUMNS = [
  'first_name',
  'last_name',
  'email',
  'phone_number',
  'address',
  'city',
  'state',
  'zip',
  'country',
  'dob',
  'bio',
] as const;

export type WorkerFieldColumn = (typeof WORKER_FIELD_COLUMNS)[number];
