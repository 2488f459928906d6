import { useState } from 'react';
import {
  addApprovedDomain,
  addFilteredLocation,
  removeApprovedDomain,
  removeFilteredLocation,
  useApprovedDomains,
  useFeedIntegration,
  useFilteredLocations,
  useLocationsByProvince,
  type ApprovedDomain,
  type FilteredLocation,
  type ProvinceCode,
} from 'shared-api';
import { Card, RetryAlert, Skeleton, Stack, useConfirm, useToast } from 'shared-ui';
import styled from 'styled-components';
import { getJobsFeedT, useJobsFeedT } from '../../../i18n';
import { failureText } from '../utils/failure';
import { ApprovedDomains } from './ApprovedDomains';
import { FeedSnippet } from './FeedSnippet';
import { FilteredLocations } from './FilteredLocations';

const Intro = styled.p`
  margin-bottom: ${({ theme }) => theme.spacing(2)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Integration: where the public feed may be read from, which towns it lists, and what to paste into a careers page. */
export function IntegrationTab() {
  const { t } = useJobsFeedT();
  const toast = useToast();
  const confirm = useConfirm();
  const domains = useApprovedDomains();
  const locations = useFilteredLocations();
  const feed = useFeedIntegration();
  const [province, setProvince] = useState<ProvinceCode | ''>('');
  const towns = useLocationsByProvince(province || null);

  async function addDomain(domain: string) {
    const answer = await addApprovedDomain({ domain });
    await domains.mutate({ approved_domains: answer.approved_domains }, { revalidate: false });
    toast.success(answer.message ?? getJobsFeedT()('integration.domains.addedToast', { domain }));
  }

  async function removeDomain(domain: ApprovedDomain) {
    const before = getJobsFeedT();
    const confirmed = await confirm(before('integration.domains.removeConfirm', { domain: domain.domain }), {
      title: before('integration.domains.removeTitle'),
      confirmLabel: before('common.remove'),
      cancelLabel: before('common.cancel'),
      tone: 'danger',
    });
    if (!confirmed) return;
    try {
      const answer = await removeApprovedDomain(domain.id);
      await domains.mutate({ approved_domains: answer.approved_domains }, { revalidate: false });
      toast.success(answer.message ?? getJobsFeedT()('integration.domains.removedToast', { domain: domain.domain }));
    } catch (error) {
      toast.error(failureText(error, getJobsFeedT()('integration.domains.removeFailed')));
    }
  }

  async function addLocation(town: string, code: ProvinceCode) {
    try {
      const { message } = await addFilteredLocation({ town, province: code });
      await locations.mutate();
      toast.success(message);
    } catch (error) {
      toast.error(failureText(error, getJobsFeedT()('integration.locations.addFailed')));
    }
  }

  async function removeLocation(location: FilteredLocation) {
    try {
      const { message } = await removeFilteredLocation(location.id);
      await locations.mutate(
        (current) => current && { filtered_locations: current.filtered_locations.filter(({ id }) => id !== location.id) },
        { revalidate: false },
      );
      toast.success(message);
    } catch (error) {
      toast.error(failureText(error, getJobsFeedT()('integration.locations.removeFailed')));
    }
  }

  const loading = (label: string) => <Skeleton lines={3} height={18} label={label} />;

  return (
    <Stack gap={2}>
      <Card title={t('integration.domains.title')}>
        <Intro>{t('integration.domains.intro')}</Intro>
        {domains.error && !domains.data ? (
          <RetryAlert onRetry={() => void domains.mutate()}>{t('integration.domains.loadFailed')}</RetryAlert>
        ) : !domains.data ? (
          loading(t('integration.domains.loading'))
        ) : (
          <ApprovedDomains domains={domains.data.approved_domains} onAdd={addDomain} onRemove={(domain) => void removeDomain(domain)} />
        )}
      </Card>
      <Card title={t('integration.locations.title')}>
        <Intro>{t('integration.locations.intro')}</Intro>
        {locations.error && !locations.data ? (
          <RetryAlert onRetry={() => void locations.mutate()}>{t('integration.locations.loadFailed')}</RetryAlert>
        ) : !locations.data ? (
          loading(t('integration.locations.loading'))
        ) : (
          <FilteredLocations
            locations={locations.data.filtered_locations}
            province={province}
            onProvinceChange={setProvince}
            towns={towns.data?.towns ?? (towns.error ? [] : undefined)}
            townsFailed={Boolean(towns.error)}
            onRetryTowns={() => void towns.mutate()}
            onAdd={addLocation}
            onRemove={(location) => void removeLocation(location)}
          />
        )}
      </Card>
      <Card title={t('integration.feed.title')}>
        {feed.error && !feed.data ? (
          <RetryAlert onRetry={() => void feed.mutate()}>{t('integration.feed.loadFailed')}</RetryAlert>
        ) : !feed.data ? (
          loading(t('integration.feed.loading'))
        ) : (
          <FeedSnippet
            feed={feed.data}
            onCopy={(text, what) => {
              const after = getJobsFeedT();
              navigator.clipboard
                .writeText(text)
                .then(() => toast.success(after(`integration.feed.copied.${what}`)))
                .catch(() => toast.error(after('integration.feed.copyFailed')));
            }}
          />
        )}
      </Card>
    </Stack>
  );
}
