import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { Card } from '../Card/Card';
import { EmptyState } from '../EmptyState/EmptyState';
import { Grid } from '../Layout/Layout';
import { RetryAlert } from '../RetryAlert/RetryAlert';
import { Skeleton } from '../Skeleton/Skeleton';
import { Reserved } from './Reserved';

const meta = {
  title: 'Layout/Reserved',
  component: Reserved,
  args: { height: { desktop: 180, mobile: 240 } },
} satisfies Meta<typeof Reserved>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = ['Ada Lovelace — Working at Heights', 'Grace Hopper — First Aid', 'Alan Turing — WHMIS', 'Mary Jackson — Fall Arrest'];

/** Loading, failed, empty and loaded: each card body keeps the same height, so nothing below the cards moves. */
export const EveryState: Story = {
  render: (args) => (
    <Grid minColumnWidth={240}>
      <Card title="Loading">
        <Reserved {...args}>
          <Skeleton lines={4} height={16} label="Loading the workers" />
        </Reserved>
      </Card>
      <Card title="Failed">
        <Reserved {...args}>
          <RetryAlert onRetry={fn()}>Could not load the workers.</RetryAlert>
        </Reserved>
      </Card>
      <Card title="Empty">
        <Reserved {...args}>
          <EmptyState icon="workers" title="No workers yet" description="Workers you add show here." />
        </Reserved>
      </Card>
      <Card title="Loaded">
        <Reserved {...args}>
          <ul>
            {rows.map((row) => (
              <li key={row}>{row}</li>
            ))}
          </ul>
        </Reserved>
      </Card>
    </Grid>
  ),
};

/** In a column, the footer (margin-top: auto) sits at the bottom of the reserved height, however few rows there are. */
export const ColumnWithFooter: Story = {
  args: { column: true, height: { desktop: 220, mobile: 260 } },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Card title="Total Workers" flush>
        <Reserved {...args}>
          <p style={{ padding: 20 }}>{rows[0]}</p>
          <div style={{ marginTop: 'auto', padding: '12px 20px', borderTop: '1px solid #ddd', textAlign: 'right' }}>View All</div>
        </Reserved>
      </Card>
    </div>
  ),
};

export const Phone: Story = { ...EveryState, parameters: { viewport: { defaultViewport: 'mobile1' } } };
