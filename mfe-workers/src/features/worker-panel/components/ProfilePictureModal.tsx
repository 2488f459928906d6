import { useEffect, useId, useState, type FormEvent } from 'react';
import { ApiError, uploadWorkerProfileImage, type Worker } from 'shared-api';
import { Alert, Button, Modal, Stack } from 'shared-ui';
import styled from 'styled-components';
import { getWorkersT, useWorkersT } from '../../../i18n';

/** Spec part 1 §9: png, jpeg and jpg. The server checks the content too. */
const ACCEPTED_TYPES = ['image/png', 'image/jpeg'];
const ACCEPT = 'image/png,image/jpeg,.png,.jpeg,.jpg';

interface ProfilePictureModalProps {
  worker: Worker;
  onClose: () => void;
  onWorkerChange: (worker: Worker) => void;
}

const Preview = styled.img`
  width: 160px;
  height: 160px;
  border-radius: 50%;
  object-fit: cover;
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const PreviewFrame = styled.div`
  display: flex;
  justify-content: center;
`;

const FileLabel = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.75)};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export function ProfilePictureModal({ worker, onClose, onWorkerChange }: ProfilePictureModalProps) {
  const formId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const { t } = useWorkersT();

  // The object URL holds the file in memory until revoked.
  useEffect(() => {
    if (!previewUrl) return;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  function choose(chosen: File | null) {
    setError(null);
    if (chosen && !ACCEPTED_TYPES.includes(chosen.type)) {
      setFile(null);
      setPreviewUrl(null);
      setError(t('picture.wrongType'));
      return;
    }
    setFile(chosen);
    setPreviewUrl(chosen ? URL.createObjectURL(chosen) : null);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (uploading) return;
    if (!file) {
      setError(t('picture.noFile'));
      return;
    }
    setUploading(true);
    setError(null);
    try {
      const { worker: updated } = await uploadWorkerProfileImage(worker.id, file);
      onWorkerChange(updated);
      onClose();
    } catch (cause) {
      setError(cause instanceof ApiError ? (cause.fieldError('image') ?? cause.message) : getWorkersT()('picture.failed'));
    } finally {
      setUploading(false);
    }
  }

  return (
    <Modal
      open
      size="sm"
      title={t('picture.title')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={uploading}>
            {uploading ? t('picture.uploading') : t('common.update')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={handleSubmit}>
        <Stack gap={2}>
          {previewUrl || worker.profile_picture_url ? (
            <PreviewFrame>
              {previewUrl ? (
                <Preview src={previewUrl} alt={t('picture.previewAlt')} />
              ) : (
                <Preview src={worker.profile_picture_url ?? undefined} alt={t('picture.currentAlt', { name: worker.full_name })} />
              )}
            </PreviewFrame>
          ) : null}
          <FileLabel>
            {t('picture.file')}
            <input type="file" name="image" accept={ACCEPT} onChange={(event) => choose(event.target.files?.[0] ?? null)} />
          </FileLabel>
          {error ? <Alert tone="danger">{error}</Alert> : null}
        </Stack>
      </form>
    </Modal>
  );
}
