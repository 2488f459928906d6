import type { CrewSummary, CrewsSummaryResponse } from 'shared-api';
import { Card, EmptyState, Table, type TableColumn } from 'shared-ui';
import { CardContent, CardLink, Figure, Footer } from './CardContent';
import type { AsyncState, ExpandableProps } from './types';

const columns: TableColumn<CrewSummary>[] = [
  { key: 'name', header: 'Crew' },
  { key: 'crew_workers_count', header: 'Workers', align: 'right', width: 90 },
  {
    key: 'view',
    header: '',
    align: 'right',
    width: 80,
    render: (crew) => (
      <CardLink to={`/crews/${crew.id}`} aria-label={`View ${crew.name}`}>
        View
      </CardLink>
    ),
  },
];

export interface CrewsCardProps extends ExpandableProps {
  state: AsyncState<CrewsSummaryResponse>;
}

export function CrewsCard({ state, expanded, onToggleExpand }: CrewsCardProps) {
  return (
    <Card title="Total Crews" expandable expanded={expanded} onToggleExpand={onToggleExpand} flush>
      <CardContent
        state={state}
        what="the crews"
        isEmpty={(data) => data.crews_count === 0}
        empty={<EmptyState icon="crews" title="No crews yet" description="Crews you create will be listed here." />}
      >
        {(data) => (
          <>
            <Figure>
              <strong>{data.crews_count}</strong>
              {data.crews_count === 1 ? 'crew' : 'crews'}
            </Figure>
            <Table caption="Crews" columns={columns} rows={data.crews} getRowKey={(crew) => crew.id} />
          </>
        )}
      </CardContent>
      <Footer>
        <CardLink to="/crews">View All Crews</CardLink>
      </Footer>
    </Card>
  );
}
