import type { CrewType } from 'shared-api';
import { SelectField } from 'shared-ui';
import { useCrewsT } from '../i18n';

export interface CrewTypeFieldProps {
  crewTypes: ReadonlyArray<Pick<CrewType, 'id' | 'name'>>;
  /** The chosen type's id, '' for none. */
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** A crew's type, optional ("No crew type" first), in Create Crew and Edit crew. */
export function CrewTypeField({ crewTypes, value, error, onChange }: CrewTypeFieldProps) {
  const { t } = useCrewsT();
  return (
    <SelectField
      label={t('common.crewType')}
      placeholder={t('common.noCrewType')}
      options={crewTypes.map((type) => ({ value: String(type.id), label: type.name }))}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
