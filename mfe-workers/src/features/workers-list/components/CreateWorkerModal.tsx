import { useState, type FormEvent } from 'react';
import { createWorker, formErrorsFrom, type Worker } from 'shared-api';
import { FieldGridWide, FormModal, TextField } from 'shared-ui';
import {
  EMPTY_NEW_WORKER,
  NEW_WORKER_FIELDS,
  newWorkerInput,
  validateNewWorker,
  type NewWorkerErrors,
    type NewWorkerForm,
} from '../utils/workerForm';
import { useWorkersT } from '../../../i18n';
import { useCanadianAddress } from '../../../hooks/useCanadianAddress';

export interface CreateWorkerModalProps {
  open: boolean;
  onClose: () => void;
  onCreated: (worker: Worker) => void;
}

const INPUT_TYPES: Partial<Record<(typeof NEW_WORKER_FIELDS)[number], string>> = { email: 'email', phone_number: 'tel' };

/** Create a worker: first and last name required, e-mail checked for its shape; the server's field errors show under the fields. */
export function CreateWorkerModal({ open, onClose, onCreated }: CreateWorkerModalProps) {
  const [form, setForm] = useState<NewWorkerForm>(EMPTY_NEW_WORKER);
  const [errors, setErrors] = useState<NewWorkerErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { t } = useWorkersT();
  const canadian = useCanadianAddress();
  // Province and Postal code for a customer in Canada, State and Zip code elsewhere.
  const label = (field: (typeof NEW_WORKER_FIELDS)[number]) =>
    !canadian && (field === 'state' || field === 'zip') ? t(`create.fieldsOutsideCanada.${field}` as const) : t(`create.fields.${field}` as const);

  function close() {
    setForm(EMPTY_NEW_WORKER);
    setErrors({});
    setFailure(null);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const found = validateNewWorker(form);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const { worker } = await createWorker(newWorkerInput(form));
      setForm(EMPTY_NEW_WORKER);
      setErrors({});
      onCreated(worker);
    } catch (error) {
      const { fields, message } = formErrorsFrom(error, NEW_WORKER_FIELDS, t('create.failed'));
      setErrors(fields);
      setFailure(message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormModal
      open={open}
      title={t('create.title')}
      onClose={close}
      onSubmit={submit}
      submitLabel={t('create.submit')}
      saving={saving}
      failure={failure}
    >
      {NEW_WORKER_FIELDS.map((field) => {
        const input = (
          <TextField
            key={field}
            label={label(field)}
            name={field}
            type={INPUT_TYPES[field] ?? 'text'}
            // Staff type someone else's details: the browser's own autofill would be wrong here.
            autoComplete="off"
            required={field === 'first_name' || field === 'last_name'}
            value={form[field]}
            error={errors[field]}
            onChange={(event) => setForm((current) => ({ ...current, [field]: event.target.value }))}
          />
        );
        return field === 'address' ? <FieldGridWide key={field}>{input}</FieldGridWide> : input;
      })}
    </FormModal>
  );
}
