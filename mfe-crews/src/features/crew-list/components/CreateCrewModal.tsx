import { useState } from 'react';
import { ApiError, createCrew, type Crew } from 'shared-api';
import { FieldGridWide, FormModal, SelectField, TextAreaField, TextField, useToast } from 'shared-ui';
import { CrewTypeField } from '../../../components/CrewTypeField';
import { useFormSubmit } from '../../../components/useFormSubmit';
import { getCrewsT, useCrewsT } from '../../../i18n';

export interface CreateCrewModalProps {
  /** The customer's users, any of whom may administer the crew. */
  admins: Array<{ id: number; full_name: string }>;
  crewTypes: Array<{ id: number; name: string }>;
  onClose: () => void;
  onCreated: (crew: Crew) => void;
  /** The server refused a crew over the limit (the list's count may have been stale). */
  onLimit: () => void;
}

type Field = 'name' | 'description' | 'admin_id' | 'crew_type_id' | 'image';

/** What the server accepts (it checks the content, not this list). */
const IMAGE_TYPES = 'image/png,image/jpeg';

/** Create Crew: name and administrator required (§5), description, image and crew type optional. */
export function CreateCrewModal({ admins, crewTypes, onClose, onCreated, onLimit }: CreateCrewModalProps) {
  const { t } = useCrewsT();
  const toast = useToast();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [adminId, setAdminId] = useState('');
  const [crewTypeId, setCrewTypeId] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const { errors, failure, saving, submit } = useFormSubmit<Field>({
    fields: ['name', 'description', 'admin_id', 'crew_type_id', 'image'],
    failedKey: 'create.failed',
    check: () => {
      const found: Partial<Record<Field, string>> = {};
      if (!name.trim()) found.name = t('create.nameRequired');
      if (!adminId) found.admin_id = t('create.adminRequired');
      return found;
    },
    send: async () => {
      try {
        const response = await createCrew({
          name: name.trim(),
          description: description.trim(),
          admin_id: Number(adminId),
          crew_type_id: crewTypeId ? Number(crewTypeId) : null,
          image,
        });
        toast.success(response.message || getCrewsT()('create.created'));
        onCreated(response.crew);
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 403)) throw error;
        onLimit();
      }
    },
  });

  return (
    <FormModal
      title={t('create.title')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('create.submit')}
      saving={saving}
      failure={failure}
    >
      <FieldGridWide>
        <TextField label={t('create.name')} required value={name} error={errors.name} maxLength={255} onChange={(event) => setName(event.target.value)} />
      </FieldGridWide>
      <FieldGridWide>
        <TextAreaField label={t('create.description')} rows={3} value={description} error={errors.description} onChange={(event) => setDescription(event.target.value)} />
      </FieldGridWide>
      <SelectField
        label={t('create.admin')}
        required
        placeholder={t('create.chooseAdmin')}
        options={admins.map((admin) => ({ value: String(admin.id), label: admin.full_name }))}
        value={adminId}
        error={errors.admin_id}
        onChange={(event) => setAdminId(event.target.value)}
      />
      <CrewTypeField crewTypes={crewTypes} value={crewTypeId} error={errors.crew_type_id} onChange={setCrewTypeId} />
      <FieldGridWide>
        <TextField
          label={t('create.image')}
          type="file"
          accept={IMAGE_TYPES}
          hint={t('create.imageHint')}
          error={errors.image}
          onChange={(event) => setImage(event.target.files?.[0] ?? null)}
        />
      </FieldGridWide>
    </FormModal>
  );
}
