import { TRAINING_SERVICES_PER_PAGE, useTrainingServices } from 'shared-api';
import { Pagination, RetryAlert, Skeleton, Stack, TextField } from 'shared-ui';
import { useJobsFeedT } from '../../../i18n';
import { useServiceSearch } from '../hooks/useServiceSearch';
import { ServiceTable } from './ServiceTable';

/** The Services tab: a trimmed, debounced search over the provider's services, 20 a page. */
export function ServicesTab({ providerId }: { providerId: number }) {
  const { t } = useJobsFeedT();
  const { typed, setTyped, search, page, setPage } = useServiceSearch();
  const services = useTrainingServices(providerId, { search, page, per_page: TRAINING_SERVICES_PER_PAGE });
  const listed = services.data?.services;

  return (
    <Stack gap={2}>
      <TextField
        label={t('training.services.searchLabel')}
        type="search"
        placeholder={t('training.services.searchPlaceholder')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      {services.error && !listed ? (
        <RetryAlert onRetry={() => void services.mutate()}>{t('training.services.loadFailed')}</RetryAlert>
      ) : !listed ? (
        <Skeleton lines={5} height={18} label={t('training.services.loading')} />
      ) : (
        <>
          {services.error ? <RetryAlert onRetry={() => void services.mutate()}>{t('training.services.loadFailed')}</RetryAlert> : null}
          <ServiceTable services={listed.data} />
          <Pagination
            currentPage={listed.current_page}
            lastPage={listed.last_page}
            onPageChange={setPage}
            aria-label={t('training.services.pages')}
          />
        </>
      )}
    </Stack>
  );
}
