import { useState, type FormEvent } from 'react';
import { formErrorsFrom, updateCrew, type Crew, type CrewResponse, type CrewType } from 'shared-api';
import { Alert, Button, FieldGrid, FieldGridWide, SelectField, TextAreaField, TextField, useToast } from 'shared-ui';
import { getCrewsT, useCrewsT } from '../../../i18n';

export interface EditCrewFormProps {
  crew: Pick<Crew, 'id' | 'name' | 'description' | 'crew_type_id'>;
  crewTypes: CrewType[];
  onSaved: (response: CrewResponse) => void;
}

type Field = 'name' | 'description' | 'crew_type_id';

/** Edit crew: name (required: Update stays disabled while it is empty), description and crew type. */
export function EditCrewForm({ crew, crewTypes, onSaved }: EditCrewFormProps) {
  const { t } = useCrewsT();
  const toast = useToast();
  const [name, setName] = useState(crew.name);
  const [description, setDescription] = useState(crew.description);
  const [crewTypeId, setCrewTypeId] = useState(crew.crew_type_id === null ? '' : String(crew.crew_type_id));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const empty = name.trim() === '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (empty || saving) return;
    setSaving(true);
    setFailure(null);
    setErrors({});
    try {
      const response = await updateCrew(crew.id, { name: name.trim(), description: description.trim(), crew_type_id: crewTypeId ? Number(crewTypeId) : null });
      toast.success(response.message ?? getCrewsT()('admin.edit.saved'));
      onSaved(response);
    } catch (error) {
      const result = formErrorsFrom<Field>(error, ['name', 'description', 'crew_type_id'], getCrewsT()('admin.edit.failed'));
      setErrors(result.fields);
      setFailure(result.message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('admin.edit.title')}>
      <FieldGrid>
        {failure ? (
          <FieldGridWide>
            <Alert tone="danger">{failure}</Alert>
          </FieldGridWide>
        ) : null}
        <FieldGridWide>
          <TextField
            label={t('admin.edit.name')}
            required
            value={name}
            maxLength={255}
            error={errors.name ?? (empty ? t('admin.edit.nameEmpty') : undefined)}
            onChange={(event) => setName(event.target.value)}
          />
        </FieldGridWide>
        <FieldGridWide>
          <TextAreaField label={t('admin.edit.description')} rows={4} value={description} error={errors.description} onChange={(event) => setDescription(event.target.value)} />
        </FieldGridWide>
        <SelectField
          label={t('admin.edit.crewType')}
          placeholder={t('create.noCrewType')}
          options={crewTypes.map((type) => ({ value: String(type.id), label: type.name }))}
          value={crewTypeId}
          error={errors.crew_type_id}
          onChange={(event) => setCrewTypeId(event.target.value)}
        />
        <FieldGridWide>
          <Button type="submit" disabled={empty} loading={saving}>
            {t('admin.edit.submit')}
          </Button>
        </FieldGridWide>
      </FieldGrid>
    </form>
  );
}
