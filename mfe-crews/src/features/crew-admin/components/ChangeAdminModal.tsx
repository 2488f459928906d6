import { useState } from 'react';
import { formErrorsFrom, updateCrewAdmin, useCrewAdminCandidates, type CrewAdminResponse } from 'shared-api';
import { Alert, Button, Modal, RetryAlert, SelectField, Skeleton, useConfirm } from 'shared-ui';
import { getCrewsT, useCrewsT } from '../../../i18n';

export interface ChangeAdminModalProps {
  crewId: number;
  onClose: () => void;
  onChanged: (response: CrewAdminResponse) => void;
}

/** Change Administrator: one of the customer's admins, the current one shown but not selectable; confirmed. */
export function ChangeAdminModal({ crewId, onClose, onChanged }: ChangeAdminModalProps) {
  const { t } = useCrewsT();
  const confirm = useConfirm();
  const candidates = useCrewAdminCandidates(crewId);
  const [userId, setUserId] = useState('');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();

  async function save() {
    const chosen = candidates.data?.users.find((user) => String(user.id) === userId);
    if (!chosen) {
      setError(t('admin.change.required'));
      return;
    }
    setError(undefined);
    const confirmed = await confirm(t('admin.change.confirm', { name: chosen.full_name }), {
      title: t('admin.change.confirmTitle'),
      confirmLabel: t('admin.change.submit'),
    });
    if (!confirmed) return;
    setSaving(true);
    setFailure(null);
    try {
      onChanged(await updateCrewAdmin(crewId, chosen.id));
    } catch (cause) {
      const result = formErrorsFrom(cause, ['user_id'], getCrewsT()('admin.change.failed'));
      setError(result.fields.user_id);
      setFailure(result.message);
    } finally {
      setSaving(false);
    }
  }

  let body;
  if (candidates.error && !candidates.data) {
    body = <RetryAlert onRetry={() => void candidates.mutate()}>{t('admin.change.loadFailed')}</RetryAlert>;
  } else if (!candidates.data) {
    body = <Skeleton lines={2} label={t('admin.change.loading')} />;
  } else {
    body = (
      <SelectField
        label={t('admin.change.label')}
        required
        placeholder={t('admin.change.choose')}
        options={candidates.data.users.map((user) => ({
          value: String(user.id),
          label: user.is_current ? t('admin.change.current', { name: user.full_name }) : user.full_name,
          disabled: user.is_current,
        }))}
        value={userId}
        error={error}
        onChange={(event) => setUserId(event.target.value)}
      />
    );
  }

  return (
    <Modal
      open
      size="sm"
      title={t('admin.change.title')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void save()} loading={saving} disabled={!candidates.data}>
            {t('admin.change.submit')}
          </Button>
        </>
      }
    >
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      {body}
    </Modal>
  );
}
