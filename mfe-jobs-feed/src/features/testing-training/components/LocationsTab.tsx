import { useEffect } from 'react';
import { useTrainingLocations } from 'shared-api';
import { RetryAlert, Skeleton, useToast } from 'shared-ui';
import { getJobsFeedT, useJobsFeedT } from '../../../i18n';
import { LocationCards } from './LocationCards';

/** The Locations tab; a failed load shows the spec's toast (§8) and stays on screen with a retry. */
export function LocationsTab({ providerId }: { providerId: number }) {
  const { t } = useJobsFeedT();
  const toast = useToast();
  const locations = useTrainingLocations(providerId);
  const { error } = locations;

  useEffect(() => {
    if (error) toast.error(getJobsFeedT()('training.locations.loadFailed'));
  }, [error, toast]);

  if (error && !locations.data) {
    return (
      <RetryAlert onRetry={() => void locations.mutate()} loading={locations.isValidating}>
        {t('training.locations.loadFailed')}
      </RetryAlert>
    );
  }
  if (!locations.data) return <Skeleton lines={4} height={18} label={t('training.locations.loading')} />;
  return <LocationCards locations={locations.data.locations} />;
}
