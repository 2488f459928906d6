import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { crewsSummary, expiringCredentials, notifications, workerTags, workersSummary } from '../fixtures';
import { DashboardView } from './DashboardView';

const meta = {
  title: 'Dashboard/DashboardView',
  component: DashboardView,
  parameters: { layout: 'fullscreen' },
  args: {
    greeting: 'Good Morning, Ada',
    workers: { data: workersSummary, onRetry: fn() },
    credentialsView: 'expiring',
    onCredentialsViewChange: fn(),
    credentials: { data: expiringCredentials, onRetry: fn() },
    crews: { data: crewsSummary, onRetry: fn() },
    tags: { data: workerTags(12), onRetry: fn() },
    notifications: { data: notifications, onRetry: fn() },
  },
} satisfies Meta<typeof DashboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
/** The phone viewport (390 px) defined in .storybook/preview. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const Loading: Story = {
  args: {
    workers: { onRetry: fn() },
    credentials: { onRetry: fn() },
    crews: { onRetry: fn() },
    tags: { onRetry: fn() },
    notifications: { onRetry: fn() },
  },
};
