import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { longWorkersSummary, workersSummary } from '../fixtures';
import { WorkersCard } from './WorkersCard';

const meta = {
  title: 'Dashboard/WorkersCard',
  component: WorkersCard,
  args: { expanded: false, onToggleExpand: fn(), state: { data: workersSummary, onRetry: fn() } },
} satisfies Meta<typeof WorkersCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { state: { onRetry: fn() } } };
export const Empty: Story = { args: { state: { data: { workers: [], workers_count: 0 }, onRetry: fn() } } };
export const Failed: Story = { args: { state: { error: new Error('500'), onRetry: fn() } } };
export const LongText: Story = { args: { state: { data: longWorkersSummary, onRetry: fn() } } };
/** The phone viewport (390 px) defined in .storybook/preview. */
export const Phone: Story = { args: { state: { data: longWorkersSummary, onRetry: fn() } }, globals: { viewport: { value: 'phone', isRotated: false } } };
