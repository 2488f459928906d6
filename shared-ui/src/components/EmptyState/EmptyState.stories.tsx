import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    icon: 'crews',
    title: 'No crews yet',
    description: 'Group workers into crews to see who is on which job and share them with clients.',
    action: <Button icon="crews">Create a crew</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {};

export const InACard: Story = {
  args: { icon: 'bell', title: 'No notifications', description: 'You are all caught up.', action: undefined },
  render: (args) => (
    <Card title="Recent Notifications">
      <EmptyState {...args} />
    </Card>
  ),
};

export const LongText: Story = {
  args: {
    title: 'No workers match every one of the filters you chose, including the tags and the crew',
    description:
      'Remove a filter or reset them all to see every worker of the company again. Archived workers show only when the status filter includes them.',
  },
};

export const Phone: Story = { ...LongText, parameters: { viewport: { defaultViewport: 'mobile1' } } };
