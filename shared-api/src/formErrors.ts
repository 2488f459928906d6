import { ApiError } from './client';

/**
 * A form's fields: their names, where the API calls them the same; otherwise each form field with the API's
 * name for it ({ credentialTypeId: 'user_credential_type_id' }).
 */
export type FormFields<F extends string> = readonly F[] | Readonly<Record<F, string>>;

export interface FormErrors<F extends string> {
  /** The API's first message for each field of the form it refused (the `errors` of a 422 body). */
  fields: Partial<Record<F, string>>;
  /**
   * What to say above the form when no field of it carries the error: the API's message, or the fallback for a
   * failure that is not an API answer. Null when the messages beside the fields say it all.
   */
  message: string | null;
}

const isNameList = <F extends string>(fields: FormFields<F>): fields is readonly F[] => Array.isArray(fields);

function apiNames<F extends string>(fields: FormFields<F>): Array<[F, string]> {
  return isNameList(fields) ? fields.map((field) => [field, field]) : (Object.entries(fields) as Array<[F, string]>);
}

/** Places a failed save's API errors ({ message, errors: { field: [messages] } }) on the form's fields. */
export function formErrorsFrom<F extends string>(error: unknown, fields: FormFields<F>, fallback: string): FormErrors<F> {
  if (!(error instanceof ApiError)) return { fields: {}, message: fallback };
  const found: Partial<Record<F, string>> = {};
  for (const [field, apiName] of apiNames(fields)) {
    const message = error.fieldError(apiName);
    if (message) found[field] = message;
  }
  return { fields: found, message: Object.keys(found).length > 0 ? null : error.message || fallback };
}
