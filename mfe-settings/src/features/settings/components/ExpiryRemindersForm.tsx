import { useState, type FormEvent } from 'react';
import {
  ApiError,
  EXPIRY_REMINDER_DAYS,
  WEEKDAYS,
  type ExpiryReminderDay,
  type ExpiryReminderSettings,
  type Role,
  type Weekday,
} from 'shared-api';
import { Alert, Button, Card, CheckboxField, Reserved, RetryAlert, SelectField, Skeleton, type ReservedHeight } from 'shared-ui';
import styled from 'styled-components';
import { useSettingsT } from '../../../i18n';

/** Measured height of the loaded form at 1280 and 390 px (e2e/tests/layout-stability.test.ts). */
const REMINDERS_HEIGHT: ReservedHeight = { desktop: 402, mobile: 523 };

const ROLES: Role[] = ['owner', 'admin', 'member'];

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2.5)};
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.spacing(1)};
    padding: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.spacing(1)} ${theme.spacing(3)}`};
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Digest = styled(SelectField)`
  max-width: 320px;
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** Adds or removes one item, keeping the order of `all`. */
function toggled<T>(all: readonly T[], chosen: T[], item: T, on: boolean): T[] {
  return all.filter((candidate) => (candidate === item ? on : chosen.includes(candidate)));
}

export interface ExpiryRemindersFormProps {
  settings?: ExpiryReminderSettings;
  error?: unknown;
  onRetry: () => void;
  /** Owners and admins change the schedule; others read it. */
  canEdit: boolean;
  /** Rejects with the server's ApiError (field errors shown beside their groups). */
  onSave: (settings: ExpiryReminderSettings) => Promise<void>;
}

/** When credential_expiring reminders fire, who gets them, and the weekly digest's day. */
export function ExpiryRemindersForm({ settings, error, onRetry, canEdit, onSave }: ExpiryRemindersFormProps) {
  const { t } = useSettingsT();
  return (
    <Card title={t('settings.reminders.title')}>
      <Reserved height={REMINDERS_HEIGHT}>
        {error && !settings ? (
          <RetryAlert onRetry={onRetry}>{t('settings.reminders.loadFailed')}</RetryAlert>
        ) : !settings ? (
          <Skeleton lines={5} height={18} label={t('settings.reminders.loading')} />
        ) : (
          // Keyed by the saved values, so a reload after saving starts the draft from what the server kept.
          <RemindersDraft key={JSON.stringify(settings)} settings={settings} canEdit={canEdit} onSave={onSave} />
        )}
      </Reserved>
    </Card>
  );
}

function RemindersDraft({ settings, canEdit, onSave }: Required<Pick<ExpiryRemindersFormProps, 'settings' | 'canEdit' | 'onSave'>>) {
  const { t } = useSettingsT();
  const [draft, setDraft] = useState(settings);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<Error | null>(null);
  const changed = JSON.stringify(draft) !== JSON.stringify(settings);

  function update(patch: Partial<ExpiryReminderSettings>) {
    setDraft((current) => ({ ...current, ...patch }));
    setFailure(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    setFailure(null);
    try {
      await onSave(draft);
    } catch (caught) {
      setFailure(caught as Error);
    } finally {
      setSaving(false);
    }
  }

  const fieldError = (field: keyof ExpiryReminderSettings) => (failure instanceof ApiError ? failure.fieldError(field) : undefined);
  const hasFieldErrors = failure instanceof ApiError && Object.keys(failure.errors).length > 0;

  return (
    <Form onSubmit={submit} noValidate aria-label={t('settings.reminders.title')}>
      <Intro>{t('settings.reminders.description')}</Intro>
      {failure && !hasFieldErrors ? <Alert tone="danger">{failure.message || t('settings.reminders.saveFailed')}</Alert> : null}
      <Group disabled={!canEdit}>
        <legend>{t('settings.reminders.daysLegend')}</legend>
        <Options>
          {EXPIRY_REMINDER_DAYS.map((days) => (
            <CheckboxField
              key={days}
              label={t('settings.reminders.days', { count: days })}
              checked={draft.days_before.includes(days)}
              onChange={(event) => update({ days_before: toggled<ExpiryReminderDay>(EXPIRY_REMINDER_DAYS, draft.days_before, days, event.target.checked) })}
            />
          ))}
        </Options>
        <Hint>{draft.days_before.length === 0 ? t('settings.reminders.daysOff') : t('settings.reminders.daysHint')}</Hint>
        {fieldError('days_before') ? <Alert tone="danger">{fieldError('days_before')}</Alert> : null}
      </Group>
      <Group disabled={!canEdit}>
        <legend>{t('settings.reminders.recipientsLegend')}</legend>
        <Options>
          {ROLES.map((role) => (
            <CheckboxField
              key={role}
              label={t(`settings.reminders.roles.${role}`)}
              checked={draft.recipient_roles.includes(role)}
              onChange={(event) => update({ recipient_roles: toggled(ROLES, draft.recipient_roles, role, event.target.checked) })}
            />
          ))}
          <CheckboxField
            label={t('settings.reminders.notifyWorker')}
            checked={draft.notify_worker}
            onChange={(event) => update({ notify_worker: event.target.checked })}
          />
        </Options>
        {fieldError('recipient_roles') ? <Alert tone="danger">{fieldError('recipient_roles')}</Alert> : null}
      </Group>
      <Digest
        label={t('settings.reminders.digestLabel')}
        hint={t('settings.reminders.digestHint')}
        disabled={!canEdit}
        value={draft.weekly_digest_day ?? ''}
        error={fieldError('weekly_digest_day')}
        options={[
          { value: '', label: t('settings.reminders.digestOff') },
          ...WEEKDAYS.map((day) => ({ value: day, label: t(`settings.reminders.weekdays.${day}`) })),
        ]}
        onChange={(event) => update({ weekly_digest_day: (event.target.value || null) as Weekday | null })}
      />
      {canEdit ? (
        <Footer>
          <Button type="submit" loading={saving} disabled={!changed}>
            {t('settings.reminders.save')}
          </Button>
        </Footer>
      ) : (
        <Hint>{t('settings.reminders.readOnly')}</Hint>
      )}
    </Form>
  );
}
