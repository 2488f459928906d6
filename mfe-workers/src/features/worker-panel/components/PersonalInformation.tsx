import { updateWorkerDetails, type Locale, type Worker, type WorkerInput } from 'shared-api';
import { LOCALE_NAMES, SUPPORTED_LOCALES, SelectField, isLocale, useToast } from 'shared-ui';
import styled from 'styled-components';
import { getWorkersT, useWorkersT } from '../../../i18n';
import { useAutosaveField } from '../hooks/useAutosaveField';
import { useCanadianAddress } from '../../../hooks/useCanadianAddress';
import { fieldLabel } from '../utils/fieldLabel';
import { AutosaveField, type AutosaveFieldProps } from './AutosaveField';

type PersonalField = keyof Pick<
  Worker,
  'first_name' | 'last_name' | 'email' | 'phone_number' | 'address' | 'city' | 'state' | 'zip' | 'dob'
> &
  keyof WorkerInput;

const FIELDS: Array<{ name: PersonalField; type: AutosaveFieldProps['type'] }> = [
  { name: 'first_name', type: 'text' },
  { name: 'last_name', type: 'text' },
  { name: 'email', type: 'email' },
  { name: 'phone_number', type: 'tel' },
  { name: 'address', type: 'text' },
  { name: 'city', type: 'text' },
  { name: 'state', type: 'text' },
  { name: 'zip', type: 'text' },
  { name: 'dob', type: 'date' },
];

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(240px, 100%), 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
`;

interface PersonalInformationProps {
  worker: Worker;
  onWorkerChange: (worker: Worker) => void;
}

function PersonalField({
  worker,
  onWorkerChange,
  name,
  type,
}: PersonalInformationProps & (typeof FIELDS)[number]) {
  const toast = useToast();
  const { t } = useWorkersT();
  const canadian = useCanadianAddress();
  const label = fieldLabel(name, t, canadian);
  const field = useAutosaveField({
    storedValue: worker[name] ?? '',
    save: async (value) => {
      const { worker: updated } = await updateWorkerDetails(worker.id, { [name]: value });
      onWorkerChange(updated);
    },
    // The panel may be gone and the language switched since: the label is read again in the current one.
    onUnmountedSaveError: (message, value) => toast.error(getWorkersT()('details.notSaved', { label: fieldLabel(name, getWorkersT(), canadian), value, message })),
  });
  return (
    <AutosaveField
      name={name}
      label={label}
      type={type}
      value={field.value}
      onChange={field.onChange}
      status={field.status}
      error={field.error}
      onRetry={field.retry}
      emptyNotSaved={field.emptyNotSaved}
    />
  );
}

/** The language of the worker's e-mails, saved as soon as it is chosen. */
function PreferredLanguageField({ worker, onWorkerChange }: PersonalInformationProps) {
  const toast = useToast();
  const { t } = useWorkersT();
  const field = useAutosaveField({
    storedValue: worker.preferred_language,
    delayMs: 0,
    save: async (value) => {
      if (!isLocale(value)) return;
      const { worker: updated } = await updateWorkerDetails(worker.id, { preferred_language: value });
      onWorkerChange(updated);
    },
    onUnmountedSaveError: (message, value) =>
      toast.error(getWorkersT()('details.notSaved', { label: fieldLabel('preferred_language'), value: LOCALE_NAMES[value as Locale] ?? value, message })),
  });
  return (
    <SelectField
      name="preferred_language"
      label={fieldLabel('preferred_language', t)}
      value={field.value}
      onChange={(event) => field.onChange(event.target.value)}
      options={SUPPORTED_LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }))}
      hint={field.status === 'error' ? undefined : t('details.preferredLanguageHint')}
      error={field.status === 'error' ? field.error : undefined}
    />
  );
}

/** The worker's personal fields, each saved on its own a moment after typing stops. */
export function PersonalInformation({ worker, onWorkerChange }: PersonalInformationProps) {
  return (
    <Grid>
      {FIELDS.map((field) => (
        <PersonalField key={field.name} worker={worker} onWorkerChange={onWorkerChange} {...field} />
      ))}
      <PreferredLanguageField worker={worker} onWorkerChange={onWorkerChange} />
    </Grid>
  );
}
