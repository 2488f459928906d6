import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { longCard, notificationCards } from '../fixtures';
import { NotificationsView } from './NotificationsView';

const meta = {
  title: 'Dashboard/Notifications/NotificationsView',
  component: NotificationsView,
  args: {
    notifications: notificationCards,
    total: 42,
    filter: '',
    hasMore: true,
    loadingMore: false,
    unreadCount: 2,
    markingAll: false,
    onRetry: fn(),
    onFilterChange: fn(),
    onLoadMore: fn(),
    onMarkAllRead: fn(),
  },
} satisfies Meta<typeof NotificationsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LoadingMore: Story = { args: { loadingMore: true } };
export const MoreFailed: Story = { args: { moreFailed: true } };
export const AllLoaded: Story = { args: { hasMore: false, unreadCount: 0, total: 5 } };
export const Loading: Story = { args: { notifications: undefined } };
export const Empty: Story = { args: { notifications: [], hasMore: false, unreadCount: 0 } };
export const EmptyFiltered: Story = { args: { notifications: [], hasMore: false, filter: 'worker_restored' } };
export const Failed: Story = { args: { notifications: undefined, error: new Error('500') } };
export const LongText: Story = { args: { notifications: [longCard, ...notificationCards] } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
