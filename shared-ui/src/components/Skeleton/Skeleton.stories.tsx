import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Card } from '../Card/Card';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { lines: 3, width: '100%', height: 14 },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paragraph: Story = {};

export const LoadingCard: Story = {
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <Card title="Total Workers">
        <Skeleton width={96} height={32} />
        <div style={{ height: 16 }} />
        <Skeleton {...args} lines={4} />
      </Card>
    </div>
  ),
};
