import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { RequestList } from './RequestList';

const meta = {
  title: 'Workers/Worker panel/RequestList',
  component: RequestList,
  args: {
    requests: [
      { key: 'credential-31', id: 31, type: 'credential', name: 'Working at Heights', detail: 'For North Tower Electrical', created: '3 days ago' },
      { key: 'update-55', id: 55, type: 'update', name: 'First Aid Level 1', detail: 'Please upload the renewed card.', created: '1 week ago' },
    ],
    onWithdraw: fn(),
    onResend: fn(),
    emptyText: 'No credential requests.',
  },
} satisfies Meta<typeof RequestList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Withdrawing: Story = { args: { withdrawingKey: 'update-55' } };
export const SendingAgain: Story = { args: { resendingKey: 'credential-31' } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const Empty: Story = { args: { requests: [] } };
