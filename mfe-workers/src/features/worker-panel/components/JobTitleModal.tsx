import { useState, type FormEvent } from 'react';
import { ApiError, updateWorkerJobTitle, type Worker } from 'shared-api';
import { FormModal, TextField } from 'shared-ui';
import { getWorkersT, useWorkersT } from '../../../i18n';

interface JobTitleModalProps {
  worker: Worker;
  onClose: () => void;
  onWorkerChange: (worker: Worker) => void;
}

export function JobTitleModal({ worker, onClose, onWorkerChange }: JobTitleModalProps) {
  const current = worker.job_title ?? '';
  const [jobTitle, setJobTitle] = useState(current);
  const [saving, setSaving] = useState(false);
  const { t } = useWorkersT();
  const [error, setError] = useState<string | null>(null);
  const unchanged = jobTitle.trim() === current.trim();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || unchanged) return;
    setSaving(true);
    setError(null);
    try {
      const { worker: updated } = await updateWorkerJobTitle(worker.id, jobTitle.trim());
      onWorkerChange(updated);
      onClose();
    } catch (cause) {
      setError(cause instanceof ApiError ? (cause.fieldError('job_title') ?? cause.message) : getWorkersT()('jobTitle.failed'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormModal
      size="sm"
      title={t('jobTitle.title')}
      onClose={onClose}
      onSubmit={handleSubmit}
      submitLabel={t('common.update')}
      saving={saving}
      cancelWhileSaving
      submitDisabled={unchanged}
      layout="plain"
    >
      <TextField
        label={t('jobTitle.label')}
        name="job_title"
        autoComplete="off"
        value={jobTitle}
        onChange={(event) => setJobTitle(event.target.value)}
        error={error ?? undefined}
      />
    </FormModal>
  );
}
