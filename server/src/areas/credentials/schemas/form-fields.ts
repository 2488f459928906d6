import { z } from 'zod';
import { msg } from '../../../core/i18n';
import { isCalendarDate } from '../../../core/lib/validation';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** The calendar date of 'YYYY-MM-DD' or of an ISO timestamp's date part; null when it is not a real date. */
function toCalendarDate(value: string): string | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [, year, month, day] = match;
  const iso = `${year}-${month}-${day}`;
  return isCalendarDate(iso) ? iso : null;
}

/** An optional date field of a form: '' (or absent) means none; anything else must be an ISO date. */
export const formDate = (message: string) =>
  z
    .union([z.string(), z.null()], { error: message })
    .transform((value, ctx) => {
      const text = (value ?? '').trim();
      if (text === '') return null;
      const date = toCalendarDate(text);
      if (!date) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return date;
    });

/** Optional free text of a form: trimmed, '' becomes null. */
export const formText = (max: number, message: string) =>
  z
    .union([z.string(), z.null()], { error: message })
    .transform((value) => (value ?? '').trim())
    .pipe(z.string().max(max, message))
    .transform((value) => value || null);

/** A required id sent by a form (a string in multipart, a number in JSON). */
export const formId = (message: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message),
  );

/** An optional id: '' or null means none. */
export const optionalFormId = (message: string) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.union([z.null(), z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message)]),
  );

/** "Issued date cannot be after expiry date." (a msg(): the public upload page uses it too). */
export const ISSUED_AFTER_EXPIRY = msg('credentials:validation.issued_after_expiry');

/**
 * Refinement for a form with issued and expiry dates: issued may not be after expiry. It also runs when other
 * fields failed (so every error shows at once), but not when a date itself is invalid.
 */
export const issuedNotAfterExpiry: [
  (value: { issued?: string | null; expiry?: string | null }) => boolean,
  { path: PropertyKey[]; message: string; when: (payload: z.core.ParsePayload) => boolean },
] = [
  (value) => !(value.issued && value.expiry && value.issued > value.expiry),
  {
    path: ['issued'],
    message: ISSUED_AFTER_EXPIRY,
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'issued' || issue.path?.[0] === 'expiry'),
  },
];
