import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Grid } from '../Layout/Layout';
import { PageHeader } from '../PageHeader/PageHeader';
import { SampleBrand, SampleFooter, sampleItems, samplePinnedItems } from '../Sidebar/sampleNav';
import { Sidebar } from '../Sidebar/Sidebar';
import { Table } from '../Table/Table';
import { AppLayout } from './AppLayout';

function DashboardContent() {
  return (
    <>
      <PageHeader title="Morning, Sam" actions={<Button icon="workers">Add worker</Button>} />
      <Grid>
        <Card title="Total Workers">
          <p style={{ fontSize: 32, fontWeight: 700 }}>128</p>
        </Card>
        <Card title="Expiring Credentials" flush>
          <Table
            columns={[
              { key: 'worker', header: 'Worker' },
              { key: 'credential', header: 'Credential' },
              {
                key: 'expiry',
                header: 'Expiry',
                render: (row: { expiry: string; expired: boolean }) =>
                  row.expired ? <Badge tone="danger">Expired</Badge> : row.expiry,
              },
            ]}
            rows={[
              { id: 1, worker: 'Liam O’Connor', credential: 'White Card', expiry: 'in 12 days', expired: false },
              { id: 2, worker: 'Priya Natarajan', credential: 'First Aid', expiry: '3 days ago', expired: true },
            ]}
            getRowKey={(row) => row.id}
            rowTone={(row) => (row.expired ? 'danger' : undefined)}
          />
        </Card>
        <Card title="Total Crews">
          <p style={{ fontSize: 32, fontWeight: 700 }}>9</p>
        </Card>
      </Grid>
    </>
  );
}

const meta = {
  title: 'Layout/AppLayout',
  component: AppLayout,
  args: {
    topBar: <SampleBrand />,
    sidebar: (
      <Sidebar brand={<SampleBrand />} items={sampleItems} pinnedItems={samplePinnedItems} footer={<SampleFooter />} />
    ),
    children: <DashboardContent />,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

/** Below 768 px the sidebar hides behind the menu button in the top bar. */
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
