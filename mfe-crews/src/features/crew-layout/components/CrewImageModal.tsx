import { useEffect, useState } from 'react';
import { uploadCrewImage, type Crew } from 'shared-api';
import { Alert, Button, Modal, TextField, useToast } from 'shared-ui';
import styled from 'styled-components';
import { CrewImage } from '../../../components/CrewImage';
import { useFormSubmit } from '../../../components/useFormSubmit';
import { getCrewsT, useCrewsT } from '../../../i18n';

export interface CrewImageModalProps {
  crew: Pick<Crew, 'id' | 'name' | 'crew_image_url'>;
  onClose: () => void;
  onSaved: (crew: Crew) => void;
}

const FORM_ID = 'crew-image-form';
/** What the server accepts (it checks the content, not this list). */
const IMAGE_TYPES = 'image/png,image/jpeg';

const Preview = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-bottom: ${({ theme }) => theme.spacing(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Change the crew's image: the chosen file is previewed, sent on Save, and the server's message shown on the field. */
export function CrewImageModal({ crew, onClose, onSaved }: CrewImageModalProps) {
  const { t } = useCrewsT();
  const toast = useToast();
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const { errors, failure, saving, submit, clearError } = useFormSubmit<'image'>({
    fields: ['image'],
    failedKey: 'image.failed',
    check: () => (image ? {} : { image: t('image.required') }),
    send: async () => {
      if (!image) return; // the check asked for one
      const response = await uploadCrewImage(crew.id, image);
      toast.success(response.message || getCrewsT()('image.saved'));
      onSaved(response.crew);
    },
  });

  // Each preview address is released when another file replaces it or the modal closes.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  function choose(file: File | null) {
    setImage(file);
    clearError('image');
    // jsdom has no object URLs; the preview is a nicety, the upload does not need it.
    setPreview(file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);
  }

  return (
    <Modal
      open
      title={t('image.title', { crew: crew.name })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} loading={saving}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={submit}>
        {failure ? <Alert tone="danger">{failure}</Alert> : null}
        <Preview>
          <CrewImage url={preview ?? crew.crew_image_url} name={crew.name} size={64} />
          <span>{preview ? t('image.previewNew') : crew.crew_image_url ? t('image.previewCurrent') : t('image.previewNone')}</span>
        </Preview>
        <TextField
          label={t('image.field')}
          type="file"
          accept={IMAGE_TYPES}
          hint={t('image.hint')}
          error={errors.image}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
      </form>
    </Modal>
  );
}
