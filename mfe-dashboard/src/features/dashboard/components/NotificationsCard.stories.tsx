import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { notifications } from '../fixtures';
import { NotificationsCard } from './NotificationsCard';

const meta = {
  title: 'Dashboard/NotificationsCard',
  component: NotificationsCard,
  args: { expanded: false, onToggleExpand: fn(), state: { data: notifications, onRetry: fn() } },
} satisfies Meta<typeof NotificationsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { state: { onRetry: fn() } } };
export const Empty: Story = { args: { state: { data: [], onRetry: fn() } } };
export const Failed: Story = { args: { state: { error: new Error('500'), onRetry: fn() } } };
