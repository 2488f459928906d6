import { useState, type FormEvent } from 'react';
import { PROVINCE_CODES, WORK_TERM_CODES, formErrorsFrom, type FeedJob, type FeedJobInput } from 'shared-api';
import { DateField, FieldGridWide, FormModal, SelectField, TextAreaField, TextField } from 'shared-ui';
import { getJobsFeedT, useJobsFeedT } from '../../../i18n';
import {
  JOB_FIELDS,
  jobFormValues,
  jobInput,
  validateJobForm,
  type JobFormErrors,
  type JobFormValues,
} from '../utils/jobForm';

export interface JobFormModalProps {
  /** The job being edited; null creates one. */
  job: FeedJob | null;
  onClose: () => void;
  /** Saves on the server; a rejected ApiError's field errors show under the fields. */
  onSubmit: (input: FeedJobInput) => Promise<unknown>;
  /** What to say above the form when a create fails without field errors. */
  failureText?: string;
}

const WIDE: ReadonlyArray<keyof JobFormValues> = ['title', 'url', 'description'];

/** Create or edit a feed job with §5's rules shown beside the fields before anything is sent. */
export function JobFormModal({ job, onClose, onSubmit, failureText }: JobFormModalProps) {
  const { t } = useJobsFeedT();
  const editing = job !== null;
  const [values, setValues] = useState<JobFormValues>(() => jobFormValues(job));
  const [errors, setErrors] = useState<JobFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const setValue = (field: keyof JobFormValues) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const set = (field: keyof JobFormValues) => (event: { target: { value: string } }) => setValue(field)(event.target.value);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const found = validateJobForm(values, editing);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await onSubmit(jobInput(values));
    } catch (error) {
      const after = getJobsFeedT();
      const { fields, message } = formErrorsFrom(error, JOB_FIELDS, failureText ?? after('jobs.form.saveFailed'));
      setErrors(fields);
      setFailure(message);
    } finally {
      setSaving(false);
    }
  }

  const field = (name: keyof JobFormValues) => {
    const required = name !== 'salary' && !(editing && name === 'url');
    const common = { label: t(`jobs.fields.${name}`), name, value: values[name], error: errors[name], required };
    switch (name) {
      case 'province':
        return (
          <SelectField
            {...common}
            placeholder={t('jobs.form.chooseProvince')}
            options={PROVINCE_CODES.map((code) => ({ value: code, label: t(`provinces.${code}`) }))}
            onChange={set(name)}
          />
        );
      case 'term':
        return (
          <SelectField
            {...common}
            placeholder={t('jobs.form.chooseTerm')}
            options={WORK_TERM_CODES.map((code) => ({ value: code, label: t(`terms.${code}`) }))}
            onChange={set(name)}
          />
        );
      case 'description':
        return <TextAreaField {...common} rows={5} onChange={set(name)} />;
      case 'number_of_positions':
        return <TextField {...common} type="number" min={1} step={1} inputMode="numeric" onChange={set(name)} />;
      case 'date_posted':
        return <DateField {...common} onChange={setValue(name)} />;
      case 'display_until':
        return <DateField {...common} min={values.date_posted || undefined} onChange={setValue(name)} />;
      case 'url':
        return <TextField {...common} type="url" inputMode="url" hint={t('jobs.form.urlHint')} onChange={set(name)} />;
      case 'salary':
        return <TextField {...common} hint={t('jobs.form.salaryHint')} onChange={set(name)} />;
      default:
        return <TextField {...common} autoComplete="off" onChange={set(name)} />;
    }
  };

  return (
    <FormModal
      size="lg"
      title={editing ? t('jobs.form.editTitle', { title: job.title }) : t('jobs.form.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={editing ? t('jobs.form.save') : t('jobs.form.create')}
      saving={saving}
      failure={failure}
    >
      {JOB_FIELDS.map((name) =>
        WIDE.includes(name) ? <FieldGridWide key={name}>{field(name)}</FieldGridWide> : <div key={name}>{field(name)}</div>,
      )}
    </FormModal>
  );
}
