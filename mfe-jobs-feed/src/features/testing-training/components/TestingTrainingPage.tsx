import { useState } from 'react';
import { TRAINING_PROVIDERS_PER_PAGE, useTrainingProviders, type TrainingProvider } from 'shared-api';
import { PageHeader, Pagination, RetryAlert, Skeleton, Stack, useDocumentTitle } from 'shared-ui';
import { useJobsFeedT } from '../../../i18n';
import { ProviderList } from './ProviderList';
import { ProviderPanel } from './ProviderPanel';

/** /testing-training: the testing and training providers, 20 a page from page 1, each with a side panel. */
export default function TestingTrainingPage() {
  const { t } = useJobsFeedT();
  useDocumentTitle(t('training.title'));
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<TrainingProvider | null>(null);
  const providers = useTrainingProviders({ page, per_page: TRAINING_PROVIDERS_PER_PAGE });
  const listed = providers.data?.training_providers;

  return (
    <>
      <PageHeader title={t('training.title')} description={t('training.description')} />
      {providers.error && !listed ? (
        <RetryAlert onRetry={() => void providers.mutate()} loading={providers.isValidating}>
          {t('training.loadFailed')}
        </RetryAlert>
      ) : !listed ? (
        <Skeleton lines={6} height={24} label={t('training.loading')} />
      ) : (
        <Stack gap={2}>
          {providers.error ? <RetryAlert onRetry={() => void providers.mutate()}>{t('training.loadFailed')}</RetryAlert> : null}
          <ProviderList providers={listed.data} onViewServices={setOpen} />
          <Pagination currentPage={listed.current_page} lastPage={listed.last_page} onPageChange={setPage} aria-label={t('training.pages')} />
        </Stack>
      )}
      {open ? <ProviderPanel key={open.id} provider={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
