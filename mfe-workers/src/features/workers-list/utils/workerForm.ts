import type { WorkerInput } from 'shared-api';
import { getWorkersT } from '../../../i18n';

export const NEW_WORKER_FIELDS = ['first_name', 'last_name', 'email', 'phone_number', 'address', 'city', 'state', 'zip'] as const;
export type NewWorkerField = (typeof NEW_WORKER_FIELDS)[number];
export type NewWorkerForm = Record<NewWorkerField, string>;
export type NewWorkerErrors = Partial<Record<NewWorkerField, string>>;

export const EMPTY_NEW_WORKER: NewWorkerForm = {
  first_name: '',
  last_name: '',
  email: '',
  phone_number: '',
  address: '',
  city: '',
  state: '',
  zip: '',
};

// One @, something before it, and a dot in the domain: the same shape the server accepts.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateNewWorker(form: NewWorkerForm): NewWorkerErrors {
  const t = getWorkersT();
  const errors: NewWorkerErrors = {};
  if (!form.first_name.trim()) errors.first_name = t('create.firstNameRequired');
  if (!form.last_name.trim()) errors.last_name = t('create.lastNameRequired');
  if (form.email.trim() && !EMAIL_PATTERN.test(form.email.trim())) errors.email = t('create.emailInvalid');
  return errors;
}

/** Trimmed values; blank optional fields are left out rather than sent as empty strings. */
export function newWorkerInput(form: NewWorkerForm): WorkerInput {
  const input: WorkerInput = {};
  for (const field of NEW_WORKER_FIELDS) {
    const value = form[field].trim();
    if (value) input[field] = value;
  }
  return input;
}
