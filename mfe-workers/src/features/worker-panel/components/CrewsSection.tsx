import { useWorkerCrews } from 'shared-api';
import { EmptyState, PanelSection, RetryAlert, Skeleton } from 'shared-ui';
import { CrewList } from './CrewList';

/** The crews the worker belongs to, each linking to its crew page. */
export function CrewsSection({ workerId }: { workerId: number }) {
  const { data, error, isLoading, mutate } = useWorkerCrews(workerId);
  if (error) {
    return (
      <RetryAlert onRetry={() => void mutate()}>
        The crews could not be loaded.
      </RetryAlert>
    );
  }
  if (isLoading || !data) return <Skeleton lines={3} label="Loading crews" />;
  if (data.crews.length === 0) return <EmptyState icon="crews" title="No Crews" description="This worker is not in any crew yet." />;
  return (
    <PanelSection title="Crews">
      <CrewList crews={data.crews} />
    </PanelSection>
  );
}
