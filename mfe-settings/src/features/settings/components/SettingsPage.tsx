import { useState } from 'react';
import {
  generateIntegrationToken,
  regenerateIntegrationToken,
  updateExpiryReminders,
  useAccountFeatures,
  useEnterpriseCustomer,
  useExpiryReminders,
  useIntegrationToken,
  useSubscriptions,
  type ExpiryReminderSettings,
  type IntegrationToken,
} from 'shared-api';
import { Grid, PageHeader, Stack, useConfirm, useDocumentTitle, useToast } from 'shared-ui';
import { getSettingsT, useSettingsT } from '../../../i18n';
import { FeaturesCard, SubscriptionCard } from './AccountCards';
import { ExpiryRemindersForm } from './ExpiryRemindersForm';
import { IntegrationTokenCard } from './IntegrationTokenCard';

/** /settings: integration token, account features, the active subscription and the expiry reminder schedule. */
export default function SettingsPage() {
  const { t } = useSettingsT();
  useDocumentTitle(t('settings.title'));
  const toast = useToast();
  const confirm = useConfirm();
  const customer = useEnterpriseCustomer();
  const token = useIntegrationToken();
  const features = useAccountFeatures();
  const subscriptions = useSubscriptions();
  const reminders = useExpiryReminders();
  // The full token exists only in the answer that made it: kept for this visit, never in the shared cache.
  const [revealed, setRevealed] = useState<IntegrationToken | null>(null);
  const [tokenBusy, setTokenBusy] = useState(false);

  const role = customer.data?.enterprise_customer_user.role;
  const canManage = role === 'owner' || role === 'admin';

  async function makeToken(regenerate: boolean) {
    if (regenerate) {
      const confirmed = await confirm(t('settings.token.regenerateConfirm'), {
        title: t('settings.token.regenerateTitle'),
        confirmLabel: t('settings.token.regenerate'),
        tone: 'danger',
      });
      if (!confirmed) return;
    }
    setTokenBusy(true);
    try {
      const answer = await (regenerate ? regenerateIntegrationToken() : generateIntegrationToken());
      setRevealed(answer.token);
      toast.success(answer.message);
      await token.mutate();
    } catch (error) {
      toast.error((error as Error).message || getSettingsT()('settings.token.generateFailed'));
      await token.mutate();
    } finally {
      setTokenBusy(false);
    }
  }

  async function copy(value: string) {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(getSettingsT()('settings.token.copied'));
    } catch {
      toast.error(getSettingsT()('settings.token.copyFailed'));
    }
  }

  async function saveReminders(settings: ExpiryReminderSettings) {
    const answer = await updateExpiryReminders(settings);
    await reminders.mutate({ expiry_reminders: answer.expiry_reminders }, { revalidate: false });
    toast.success(answer.message);
  }

  const shownToken = token.data === undefined ? undefined : (revealed ?? token.data.token);

  return (
    <>
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      <Stack gap={3}>
        <IntegrationTokenCard
          token={shownToken}
          error={token.error}
          onRetry={() => void token.mutate()}
          canManage={canManage}
          busy={tokenBusy}
          onGenerate={() => void makeToken(false)}
          onRegenerate={() => void makeToken(true)}
          onCopy={(value) => void copy(value)}
        />
        <Grid minColumnWidth={320}>
          <FeaturesCard features={features.data?.features} error={features.error} onRetry={() => void features.mutate()} />
          <SubscriptionCard
            subscription={subscriptions.data ? (subscriptions.data.subscriptions[0] ?? null) : undefined}
            error={subscriptions.error}
            onRetry={() => void subscriptions.mutate()}
          />
        </Grid>
        <ExpiryRemindersForm
          settings={reminders.data?.expiry_reminders}
          error={reminders.error}
          onRetry={() => void reminders.mutate()}
          canEdit={canManage}
          onSave={saveReminders}
        />
      </Stack>
    </>
  );
}
