import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES, msg, oneOf, type Message } from '../../core/i18n';
import { isoDate } from '../../core/lib/time';
import { EMAIL_PATTERN, isCalendarDate } from '../../core/lib/validation';
import type enCA from './i18n/en-CA.json';

/** A field's name as the messages write it ("first name", « prénom »): a key of the area's `attributes`. */
export type WorkerAttribute = keyof (typeof enCA)['attributes'];

const attribute = (name: WorkerAttribute) => msg(`workers:attributes.${name}`);
const requiredMessage = (name: WorkerAttribute) => msg('validation.required', { attribute: attribute(name) });
const stringMessage = (name: WorkerAttribute) => msg('validation.string', { attribute: attribute(name) });
const tooLongMessage = (name: WorkerAttribute, max: number) => msg('validation.max_string', { attribute: attribute(name), max });
const emailMessage = (name: WorkerAttribute) => msg('validation.email', { attribute: attribute(name) });
const DOB_FORMAT_MESSAGE = msg('validation.date_format', { attribute: attribute('dob') });
const DOB_FUTURE_MESSAGE = msg('validation.date_not_future', { attribute: attribute('dob') });

export function requiredText(name: WorkerAttribute, max = 255) {
  return z
    .string({ error: (issue): Message => (issue.input == null ? requiredMessage(name) : stringMessage(name)) })
    .trim()
    .min(1, requiredMessage(name))
    .max(max, tooLongMessage(name, max));
}

/** Optional text: blank is stored as null. */
export function optionalText(name: WorkerAttribute, max = 255) {
  return z
    .string({ error: stringMessage(name) })
    .trim()
    .max(max, tooLongMessage(name, max))
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));
}

export function optionalEmail(name: WorkerAttribute = 'email') {
  return optionalText(name).refine((value) => value == null || EMAIL_PATTERN.test(value), emailMessage(name));
}

const dateOfBirth = z
  .string({ error: DOB_FORMAT_MESSAGE })
  .trim()
  .refine(isCalendarDate, DOB_FORMAT_MESSAGE)
  .refine((value) => !isCalendarDate(value) || value <= isoDate(new Date()), DOB_FUTURE_MESSAGE);

/** The language the worker's e-mails are written in (wallet, credential and update requests): en-CA or fr-CA. */
const preferredLanguage = z.enum(LOCALES, {
  error: msg('validation.one_of', { attribute: attribute('preferred_language'), values: oneOf([...LOCALES]) }),
});

const personalFields = {
  email: optionalEmail(),
  phone_number: optionalText('phone_number', 50),
  address: optionalText('address'),
  city: optionalText('city', 100),
  state: optionalText('state', 100),
  zip: optionalText('zip', 20),
  country: optionalText('country', 100),
  bio: optionalText('bio', 5000),
};

const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/**
 * Creating a worker (the form and each import row): names required; a blank date of birth means none; a blank or
 * missing language means en-CA.
 */
export const createWorkerSchema = z.object({
  first_name: requiredText('first_name'),
  last_name: requiredText('last_name'),
  ...personalFields,
  dob: z.preprocess(blankAsMissing, dateOfBirth.nullable().optional()),
  preferred_language: z.preprocess((value) => blankAsMissing(value) ?? undefined, preferredLanguage.default(DEFAULT_LOCALE)),
});

/**
 * The per-field autosave: any subset of the fields. Names present must not be blank and a date or language is
 * never emptied, so a stray empty value cannot wipe what is stored.
 */
export const updateWorkerSchema = z.object({
  first_name: requiredText('first_name').optional(),
  last_name: requiredText('last_name').optional(),
  ...personalFields,
  dob: dateOfBirth.optional(),
  preferred_language: preferredLanguage.optional(),
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
  'preferred_language',
] as const;

export type WorkerFieldColumn = (typeof WORKER_FIELD_COLUMNS)[number];
