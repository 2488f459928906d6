import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { longNotifications, notifications } from '../fixtures';
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
export const LongText: Story = { args: { state: { data: longNotifications, onRetry: fn() } } };
/** The phone viewport (390 px) defined in .storybook/preview. */
export const Phone: Story = { args: { state: { data: longNotifications, onRetry: fn() } }, globals: { viewport: { value: 'phone', isRotated: false } } };
