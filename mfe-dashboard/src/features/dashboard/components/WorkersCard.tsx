import type { WorkerSummary, WorkersSummaryResponse } from 'shared-api';
import { Card, EmptyState, Table, type TableColumn } from 'shared-ui';
import { CardContent, CardLink, Figure, Footer } from './CardContent';
import type { AsyncState, ExpandableProps } from './types';

const columns: TableColumn<WorkerSummary>[] = [
  { key: 'full_name', header: 'Name' },
  { key: 'created_at_diff_for_humans', header: 'Added On' },
  { key: 'crews_count', header: 'Crews', align: 'right', width: 80 },
];

export interface WorkersCardProps extends ExpandableProps {
  state: AsyncState<WorkersSummaryResponse>;
}

export function WorkersCard({ state, expanded, onToggleExpand }: WorkersCardProps) {
  return (
    <Card title="Total Workers" expandable expanded={expanded} onToggleExpand={onToggleExpand} flush>
      <CardContent
        state={state}
        what="the workers"
        isEmpty={(data) => data.workers_count === 0}
        empty={<EmptyState icon="workers" title="No workers yet" description="Workers you add will be listed here." />}
      >
        {(data) => (
          <>
            <Figure>
              <strong>{data.workers_count}</strong>
              {data.workers_count === 1 ? 'worker' : 'workers'}
            </Figure>
            <Table caption="Recently added workers" columns={columns} rows={data.workers} getRowKey={(worker) => worker.id} />
          </>
        )}
      </CardContent>
      <Footer>
        <CardLink to="/workers">View All Workers</CardLink>
      </Footer>
    </Card>
  );
}
