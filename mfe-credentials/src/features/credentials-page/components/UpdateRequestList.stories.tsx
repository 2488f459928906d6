import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { updateRequests } from '../fixtures';
import { UpdateRequestList } from './UpdateRequestList';

const meta = {
  title: 'Credentials/UpdateRequestList',
  component: UpdateRequestList,
  args: { requests: updateRequests, onWithdraw: fn() },
} satisfies Meta<typeof UpdateRequestList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Withdrawing: Story = { args: { busyIds: [7] } };
export const Empty: Story = { args: { requests: [] } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
