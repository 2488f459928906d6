import { useState, type FormEvent } from 'react';
import { updateCrew, type Crew, type CrewResponse, type CrewType } from 'shared-api';
import { FieldGridWide, TextAreaField, TextField, useToast } from 'shared-ui';
import { CrewTypeField } from '../../../components/CrewTypeField';
import { PageForm } from '../../../components/PageForm';
import { useFormSubmit } from '../../../components/useFormSubmit';
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
  const empty = name.trim() === '';
  const { errors, failure, saving, submit } = useFormSubmit<Field>({
    fields: ['name', 'description', 'crew_type_id'],
    failedKey: 'admin.edit.failed',
    send: async () => {
      const response = await updateCrew(crew.id, { name: name.trim(), description: description.trim(), crew_type_id: crewTypeId ? Number(crewTypeId) : null });
      toast.success(response.message ?? getCrewsT()('admin.edit.saved'));
      onSaved(response);
    },
  });

  // Update is disabled while the name is empty; Enter in a field sends nothing either.
  async function submitUnlessEmpty(event: FormEvent) {
    if (empty) event.preventDefault();
    else await submit(event);
  }

  return (
    <PageForm
      aria-label={t('admin.edit.title')}
      onSubmit={(event) => void submitUnlessEmpty(event)}
      failure={failure}
      submitLabel={t('admin.edit.submit')}
      saving={saving}
      submitDisabled={empty}
    >
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
      <CrewTypeField crewTypes={crewTypes} value={crewTypeId} error={errors.crew_type_id} onChange={setCrewTypeId} />
    </PageForm>
  );
}
