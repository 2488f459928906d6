import { useState, type FormEvent } from 'react';
import { formErrorsFrom, type FormFields } from 'shared-api';
import { getCrewsT, type CrewsKey } from '../i18n';

export interface FormSubmitOptions<Field extends string> {
  /** The fields whose server messages are shown beside their inputs. */
  fields: FormFields<Field>;
  /** What to say above the form when a send fails without the server saying why (read in the language of that moment). */
  failedKey: CrewsKey;
  /** The form's own check before sending, by field; nothing is sent while it finds anything. */
  check?: () => Partial<Record<Field, string>>;
  /** Sends the form and does what follows a success (a toast, closing, clearing the fields). */
  send: () => Promise<void>;
}

export interface FormSubmit<Field extends string> {
  /** The check's or the server's message for each field. */
  errors: Partial<Record<Field, string>>;
  /** Shown above the form: the server's message when no field carries it, or the failed text. */
  failure: string | null;
  saving: boolean;
  /** The form's onSubmit: checks, sends once at a time, and places a refusal on the fields or above them. */
  submit: (event: FormEvent) => Promise<void>;
  /** Takes a field's message away (its value changed). */
  clearError: (field: Field) => void;
}

/**
 * The submit of the crew remote's forms (Create Crew, Edit crew, Share the crew, Request a Crew, the crew's image,
 * Attach a shared crew): the form's check first, then one send at a time, and a refused send shown beside the fields
 * it names or above the form.
 */
export function useFormSubmit<Field extends string>({ fields, failedKey, check, send }: FormSubmitOptions<Field>): FormSubmit<Field> {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const found = check?.() ?? {};
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await send();
    } catch (error) {
      const result = formErrorsFrom<Field>(error, fields, getCrewsT()(failedKey));
      setErrors(result.fields);
      setFailure(result.message);
    } finally {
      setSaving(false);
    }
  }

  function clearError(field: Field) {
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  return { errors, failure, saving, submit, clearError };
}
