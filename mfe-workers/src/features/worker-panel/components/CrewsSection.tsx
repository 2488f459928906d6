import { useWorkerCrews } from 'shared-api';
import { EmptyState, PanelSection, RetryAlert, Skeleton } from 'shared-ui';
import { useWorkersT } from '../../../i18n';
import { CrewList } from './CrewList';

/** The crews the worker belongs to, each linking to its crew page. */
export function CrewsSection({ workerId }: { workerId: number }) {
  const { data, error, isLoading, mutate } = useWorkerCrews(workerId);
  const { t } = useWorkersT();
  if (error) {
    return <RetryAlert onRetry={() => void mutate()}>{t('crews.loadFailed')}</RetryAlert>;
  }
  if (isLoading || !data) return <Skeleton lines={3} label={t('crews.loading')} />;
  if (data.crews.length === 0) return <EmptyState icon="crews" title={t('crews.emptyTitle')} description={t('crews.emptyDescription')} />;
  return (
    <PanelSection title={t('crews.title')}>
      <CrewList crews={data.crews} />
    </PanelSection>
  );
}
