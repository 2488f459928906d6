import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Grid, Stack } from './Layout';

const meta = {
  title: 'Foundations/Layout',
  component: Stack,
  args: { direction: 'row', gap: 1, wrap: true },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StackOfButtons: Story = {
  render: (args) => (
    <Stack {...args}>
      <Button>Create</Button>
      <Button variant="secondary">Import</Button>
      <Button variant="secondary">Export</Button>
    </Stack>
  ),
};

export const DashboardGrid: Story = {
  render: () => (
    <Grid minColumnWidth={320}>
      {['Total Workers', 'Expiring Credentials', 'Total Crews', 'Worker Tags', 'Recent Notifications'].map((title) => (
        <Card key={title} title={title}>
          …
        </Card>
      ))}
    </Grid>
  ),
};
