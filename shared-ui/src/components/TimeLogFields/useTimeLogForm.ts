import { useState, type FormEvent } from 'react';
import { useToast } from '../Toast/Toast';
import type { TimeLogFieldsProps, TimeLogFieldValues } from './TimeLogFields';

/** Hours and minutes (as typed) of the time from start to end; null unless both are times and differ (shared-api's `durationFromTimes`). */
export type DurationFromTimes = (start: string, end: string) => { hours: string; minutes: string } | null;

/** A save the server refused, placed on the form (shared-api's `formErrorsFrom`). */
export interface TimeLogRefusal<Field extends string> {
  /** The first message for each field; 'duration' has no input of its own, so it is shown above the form. */
  fields: Partial<Record<Field | 'duration', string>>;
  /** What to say above the form; null when the messages beside the fields say it all. */
  message: string | null;
}

export interface UseTimeLogFormOptions<Values extends TimeLogFieldValues, Result> {
  /** The form's first values (read once); hours and minutes are worked out from start and end when both are given. */
  initial: Values;
  /** The shared rule of how start and end make the duration (shared-ui knows nothing of the API: the caller brings it). */
  durationFromTimes: DurationFromTimes;
  /** The form's own check before sending, by field; nothing is sent while it finds anything. */
  validate: (values: Values) => Partial<Record<keyof Values, string>>;
  /** Sends the checked values. */
  send: (values: Values) => Promise<Result>;
  /** Places a failed send's errors on the fields. */
  refusal: (error: unknown) => TimeLogRefusal<keyof Values & string>;
  /** The success toast's text. */
  savedText: (result: Result) => string;
  onSaved: (result: Result) => void;
}

export interface TimeLogForm<Values extends TimeLogFieldValues> {
  values: Values;
  errors: Partial<Record<keyof Values, string>>;
  /** Shown above the form: the server's message, or an error of the duration, which has no input. */
  failure: string | null;
  saving: boolean;
  /** Changes some fields; hours and minutes follow start and end while both are given. */
  change: (patch: Partial<Values>) => void;
  /** The form's onSubmit: checks, sends once at a time, toasts and calls onSaved, or shows what was refused. */
  submit: (event: FormEvent) => Promise<void>;
  /** What TimeLogFields takes from the form, to spread on it. */
  fields: Pick<TimeLogFieldsProps, 'values' | 'errors' | 'onChange' | 'computed'>;
}

/**
 * The state and submit of a time log form around TimeLogFields (mfe-workers' edit, mfe-crews' log time): start and
 * end make hours and minutes, the form's check runs before sending, a save is sent once at a time, and the
 * server's refusal is shown on the fields (its duration error and message above the form).
 */
export function useTimeLogForm<Values extends TimeLogFieldValues, Result>({
  initial,
  durationFromTimes,
  validate,
  send,
  refusal,
  savedText,
  onSaved,
}: UseTimeLogFormOptions<Values, Result>): TimeLogForm<Values> {
  const toast = useToast();
  const withDuration = (next: Values): Values => ({ ...next, ...durationFromTimes(next.start_time, next.end_time) });
  // A log saved before start, end and duration had to agree shows the duration its times make.
  const [values, setValues] = useState<Values>(() => withDuration(initial));
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  function change(patch: Partial<Values>) {
    setValues((current) => withDuration({ ...current, ...patch }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const found = validate(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const result = await send(values);
      toast.success(savedText(result));
      onSaved(result);
    } catch (error) {
      const { fields, message } = refusal(error);
      const { duration, ...onInputs } = fields;
      setErrors(onInputs as Partial<Record<keyof Values, string>>);
      setFailure(duration ?? message);
    } finally {
      setSaving(false);
    }
  }

  return {
    values,
    errors,
    failure,
    saving,
    change,
    submit,
    fields: {
      values,
      errors,
      onChange: (patch) => change(patch as Partial<Values>),
      computed: durationFromTimes(values.start_time, values.end_time) !== null,
    },
  };
}
