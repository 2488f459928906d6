import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import {
  crewsSummary,
  expiringCredentials,
  longCredentials,
  longCrewsSummary,
  longNotifications,
  longWorkerTags,
  longWorkersSummary,
  notifications,
  workerTags,
  workersSummary,
} from '../fixtures';
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
    credentialsTotals: { expiring: 2, expired: 1 },
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
export const Empty: Story = {
  args: {
    workers: { data: { workers: [], workers_count: 0 }, onRetry: fn() },
    credentials: { data: [], onRetry: fn() },
    credentialsTotals: { expiring: 0, expired: 0 },
    crews: { data: { crews: [], crews_count: 0 }, onRetry: fn() },
    tags: { data: [], onRetry: fn() },
    notifications: { data: [], onRetry: fn() },
  },
};
export const Failed: Story = {
  args: {
    workers: { error: new Error('500'), onRetry: fn() },
    credentials: { error: new Error('500'), onRetry: fn() },
    credentialsTotals: {},
    crews: { error: new Error('500'), onRetry: fn() },
    tags: { error: new Error('500'), onRetry: fn() },
    notifications: { error: new Error('500'), onRetry: fn() },
  },
};
export const LongText: Story = {
  args: {
    greeting: 'Good Afternoon, Marie-Ève Tremblay-Desjardins de la Rochefoucauld-Beauchemin',
    workers: { data: longWorkersSummary, onRetry: fn() },
    credentials: { data: longCredentials, onRetry: fn() },
    credentialsTotals: { expiring: 1_204, expired: 87 },
    crews: { data: longCrewsSummary, onRetry: fn() },
    tags: { data: longWorkerTags, onRetry: fn() },
    notifications: { data: longNotifications, onRetry: fn() },
  },
};
export const LongTextPhone: Story = { ...LongText, globals: { viewport: { value: 'phone', isRotated: false } } };
