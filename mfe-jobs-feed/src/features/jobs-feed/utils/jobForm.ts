import {
  FEED_JOB_DEFAULTS,
  PROVINCE_CODES,
  WORK_TERM_CODES,
  type FeedJob,
  type FeedJobInput,
  type ProvinceCode,
  type WorkTerm,
} from 'shared-api';
import { getJobsFeedT } from '../../../i18n';

// Province names are `provinces.<code>` in the catalogs, work terms `terms.<code>` (F, P, L).

export type JobField = Exclude<keyof FeedJobInput, 'is_active'>;
export type JobFormValues = Record<JobField, string>;
export type JobFormErrors = Partial<Record<keyof JobFormValues, string>>;

/** The form's fields in order, with the label key of each (`jobs.fields.<name>`). */
export const JOB_FIELDS: ReadonlyArray<keyof JobFormValues> = [
  'title',
  'employer_name',
  'province',
  'city',
  'term',
  'number_of_positions',
  'salary',
  'date_posted',
  'display_until',
  'url',
  'description',
];

/** A calendar date (YYYY-MM-DD) in the reader's own time zone. */
export function calendarDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

/** A new job's values (§9 defaults: one position, posted today, displayed until 28 days ahead) or an existing job's. */
export function jobFormValues(job: FeedJob | null, today = new Date()): JobFormValues {
  if (!job) {
    return {
      title: '',
      description: '',
      employer_name: '',
      province: '',
      city: '',
      term: '',
      number_of_positions: String(FEED_JOB_DEFAULTS.number_of_positions),
      salary: '',
      date_posted: calendarDate(today),
      display_until: calendarDate(addDays(today, FEED_JOB_DEFAULTS.display_days)),
      url: '',
    };
  }
  const { details } = job;
  return {
    title: job.title,
    description: details.description,
    employer_name: details.employer_name,
    province: details.province,
    city: details.town,
    term: details.work_term,
    number_of_positions: String(details.number_of_positions),
    salary: details.salary ?? '',
    date_posted: details.date_posted,
    display_until: details.display_until,
    url: job.url ?? '',
  };
}

/** §5: every field but the salary is required (on edit the URL too is optional); the dates in order. */
export function validateJobForm(values: JobFormValues, editing: boolean): JobFormErrors {
  const t = getJobsFeedT();
  const errors: JobFormErrors = {};
  for (const field of JOB_FIELDS) {
    if (field === 'salary' || (editing && field === 'url')) continue;
    if (!values[field].trim()) errors[field] = t('jobs.form.required', { field: t(`jobs.fields.${field}`) });
  }
  if (values.province && !PROVINCE_CODES.includes(values.province as ProvinceCode)) errors.province = t('jobs.form.provinceInvalid');
  if (values.term && !WORK_TERM_CODES.includes(values.term as WorkTerm)) errors.term = t('jobs.form.termInvalid');
  if (!errors.number_of_positions && !/^[1-9]\d*$/.test(values.number_of_positions.trim())) {
    errors.number_of_positions = t('jobs.form.positionsInvalid');
  }
  if (!errors.date_posted && !errors.display_until && values.display_until < values.date_posted) {
    errors.display_until = t('jobs.form.displayUntilBeforePosted');
  }
  return errors;
}

/** Trimmed values; an empty salary (and an empty URL on edit) is sent as null. */
export function jobInput(values: JobFormValues): FeedJobInput {
  const salary = values.salary.trim();
  const url = values.url.trim();
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    employer_name: values.employer_name.trim(),
    province: values.province,
    city: values.city.trim(),
    term: values.term,
    number_of_positions: Number(values.number_of_positions.trim()),
    salary: salary === '' ? null : salary,
    date_posted: values.date_posted,
    display_until: values.display_until,
    url: url === '' ? null : url,
  };
}
