import type { WorkerSummary, WorkersSummaryResponse } from 'shared-api';
import { Card, EmptyState, Table, useFormat, type ReservedHeight, type TableColumn } from 'shared-ui';
import styled from 'styled-components';
import { DashboardTrans, useDashboardT } from '../../../i18n';
import { CardContent, CardLink, Figure, Footer } from './CardContent';
import type { AsyncState, ExpandableProps } from './types';

/** Measured height of the loaded body at 1280 and 390 px: The figure and a table of SUMMARY_LIMIT workers. (e2e/tests/layout-stability.test.ts). */
const WORKERS_HEIGHT: ReservedHeight = { desktop: 515, mobile: 515 };

const NameLink = styled(CardLink)`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export interface WorkersCardProps extends ExpandableProps {
  state: AsyncState<WorkersSummaryResponse>;
}

export function WorkersCard({ state, expanded, onToggleExpand }: WorkersCardProps) {
  const { t } = useDashboardT();
  const format = useFormat();
  // 'Added On' is the server's relative time (created_at_diff_for_humans), written in the request's language.
  const columns: TableColumn<WorkerSummary>[] = [
    // The worker's panel on the workers page.
    { key: 'full_name', header: t('workers.name'), render: (worker) => <NameLink to={`/workers/${worker.id}`}>{worker.full_name}</NameLink> },
    { key: 'created_at_diff_for_humans', header: t('workers.addedOn') },
    {
      key: 'crews_count',
      header: t('workers.crews'),
      align: 'right',
      width: 80,
      render: (worker) => format.number(worker.crews_count),
    },
  ];
  return (
    <Card title={t('workers.title')} expandable expanded={expanded} onToggleExpand={onToggleExpand} flush>
      <CardContent
        reserve={WORKERS_HEIGHT}
        state={state}
        failedText={t('workers.loadFailed')}
        loadingLabel={t('workers.loading')}
        isEmpty={(data) => data.workers_count === 0}
        empty={<EmptyState icon="workers" title={t('workers.emptyTitle')} description={t('workers.emptyDescription')} />}
      >
        {(data) => (
          <>
            <Figure>
              <DashboardTrans
                i18nKey="workers.figure"
                count={data.workers_count}
                values={{ value: format.number(data.workers_count) }}
                components={[<strong key="figure" />]}
              />
            </Figure>
            <Table caption={t('workers.caption')} columns={columns} rows={data.workers} getRowKey={(worker) => worker.id} oneLine />
          </>
        )}
      </CardContent>
      <Footer>
        <CardLink to="/workers">{t('workers.viewAll')}</CardLink>
      </Footer>
    </Card>
  );
}
