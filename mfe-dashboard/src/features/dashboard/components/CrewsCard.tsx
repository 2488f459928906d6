import type { CrewSummary, CrewsSummaryResponse } from 'shared-api';
import { Card, EmptyState, Table, useFormat, VisuallyHidden, type ReservedHeight, type TableColumn } from 'shared-ui';
import { DashboardTrans, useDashboardT } from '../../../i18n';
import { CardContent, CardLink, Figure, Footer } from './CardContent';
import type { AsyncState, ExpandableProps } from './types';

/** Measured height of the loaded body at 1280 and 390 px: The figure and a table of SUMMARY_LIMIT crews, one line each (e2e/tests/layout-stability.test.ts). */
const CREWS_HEIGHT: ReservedHeight = { desktop: 515, mobile: 515 };

export interface CrewsCardProps extends ExpandableProps {
  state: AsyncState<CrewsSummaryResponse>;
}

export function CrewsCard({ state, expanded, onToggleExpand }: CrewsCardProps) {
  const { t } = useDashboardT();
  const format = useFormat();
  const columns: TableColumn<CrewSummary>[] = [
    { key: 'name', header: t('crews.crew') },
    {
      key: 'crew_workers_count',
      header: t('crews.workers'),
      align: 'right',
      width: 90,
      render: (crew) => format.number(crew.crew_workers_count),
    },
    {
      key: 'view',
      // Named for screen readers; the links say what they open.
      header: <VisuallyHidden>{t('crews.open')}</VisuallyHidden>,
      align: 'right',
      width: 80,
      render: (crew) => (
        <CardLink to={`/crews/${crew.id}`} aria-label={t('crews.viewCrew', { name: crew.name })}>
          {t('crews.view')}
        </CardLink>
      ),
    },
  ];
  return (
    <Card title={t('crews.title')} expandable expanded={expanded} onToggleExpand={onToggleExpand} flush>
      <CardContent
        reserve={CREWS_HEIGHT}
        state={state}
        failedText={t('crews.loadFailed')}
        loadingLabel={t('crews.loading')}
        isEmpty={(data) => data.crews_count === 0}
        empty={<EmptyState icon="crews" title={t('crews.emptyTitle')} description={t('crews.emptyDescription')} />}
      >
        {(data) => (
          <>
            <Figure>
              <DashboardTrans
                i18nKey="crews.figure"
                count={data.crews_count}
                values={{ value: format.number(data.crews_count) }}
                components={[<strong key="figure" />]}
              />
            </Figure>
            <Table caption={t('crews.caption')} columns={columns} rows={data.crews} getRowKey={(crew) => crew.id} oneLine />
          </>
        )}
      </CardContent>
      <Footer>
        <CardLink to="/crews">{t('crews.viewAll')}</CardLink>
      </Footer>
    </Card>
  );
}
