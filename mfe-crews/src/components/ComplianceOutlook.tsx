import type { CrewComplianceOutlookResponse, CrewOutlookCredential } from 'shared-api';
import { EmptyState, PhoneItemDetail, PhoneItemHeader, RetryAlert, Skeleton, Table, useFormat, type TableColumn } from 'shared-ui';
import styled from 'styled-components';
import { useCrewsT } from '../i18n';
import { listOf } from '../utils/duration';

export interface ComplianceOutlookProps {
  data?: CrewComplianceOutlookResponse;
  error?: unknown;
  onRetry: () => void;
  retrying?: boolean;
}

const WINDOWS = ['today', 'in_30_days', 'in_60_days', 'in_90_days'] as const;

const Held = styled.span<{ $short: boolean }>`
  color: ${({ theme, $short }) => ($short ? theme.tones.warning.fg : theme.colors.text)};
  font-weight: ${({ theme, $short }) => ($short ? theme.fontWeights.semibold : theme.fontWeights.regular)};
  white-space: nowrap;
`;

const Loss = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/**
 * For each followed credential: how many crew workers hold a valid one today and in 30, 60 and 90 days, and the first
 * day someone loses it ("Maria Lopez's Fall Protection expires Mar 3 — 4 of 6 will hold it").
 */
export function ComplianceOutlook({ data, error, onRetry, retrying }: ComplianceOutlookProps) {
  const { t } = useCrewsT();
  const format = useFormat();
  if (error && !data) {
    return (
      <RetryAlert onRetry={onRetry} loading={retrying}>
        {t('outlook.loadFailed')}
      </RetryAlert>
    );
  }
  if (!data) return <Skeleton lines={4} label={t('outlook.loading')} />;
  if (data.credentials.length === 0) {
    return <EmptyState icon="credential" title={t('outlook.empty')} description={t('outlook.emptyHint')} />;
  }
  const total = data.workers_count;
  const held = (count: number) => (
    <Held $short={count < total}>{t('outlook.held', { held: format.number(count), total: format.number(total) })}</Held>
  );
  const lossText = (row: CrewOutlookCredential) =>
    row.first_loss
      ? t('outlook.firstLoss', {
          names: listOf(row.first_loss.workers.map((worker) => worker.full_name), format.locale),
          count: row.first_loss.workers.length,
          credential: row.credential.label,
          date: format.date(row.first_loss.expiry),
          held: format.number(row.first_loss.holders_after),
          total: format.number(total),
        })
      : t('outlook.noLoss');
  const headers = {
    today: t('outlook.today'),
    in_30_days: t('outlook.inDays', { days: 30 }),
    in_60_days: t('outlook.inDays', { days: 60 }),
    in_90_days: t('outlook.inDays', { days: 90 }),
  };
  const columns: TableColumn<CrewOutlookCredential>[] = [
    { key: 'credential', header: t('outlook.credential'), render: (row) => row.credential.label },
    ...WINDOWS.map((window) => ({
      key: window,
      header: headers[window],
      align: 'right' as const,
      render: (row: CrewOutlookCredential) => held(row.holders[window]),
    })),
    { key: 'first_loss', header: t('outlook.firstLossHeader'), render: (row) => <Loss>{lossText(row)}</Loss> },
  ];
  return (
    <Table
      caption={t('outlook.caption')}
      columns={columns}
      rows={data.credentials}
      getRowKey={(row) => row.credential_follow_id}
      renderPhoneItem={(row) => (
        <>
          <PhoneItemHeader title={row.credential.label} trailing={held(row.holders.today)} />
          <PhoneItemDetail>
            {WINDOWS.slice(1)
              .map((window) => `${headers[window]}: ${t('outlook.held', { held: format.number(row.holders[window]), total: format.number(total) })}`)
              .join(' · ')}
          </PhoneItemDetail>
          <PhoneItemDetail>{lossText(row)}</PhoneItemDetail>
        </>
      )}
    />
  );
}
