import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { longWorkerTags, workerTags } from '../fixtures';
import { WorkerTagsCard } from './WorkerTagsCard';

const meta = {
  title: 'Dashboard/WorkerTagsCard',
  component: WorkerTagsCard,
  args: { expanded: false, onToggleExpand: fn(), state: { data: workerTags(12), onRetry: fn() } },
} satisfies Meta<typeof WorkerTagsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve tags: eight shown and '+ 4 more'. */
export const ManyTags: Story = {};
export const FewTags: Story = { args: { state: { data: workerTags(5), onRetry: fn() } } };
export const Loading: Story = { args: { state: { onRetry: fn() } } };
export const Empty: Story = { args: { state: { data: [], onRetry: fn() } } };
export const Failed: Story = { args: { state: { error: new Error('500'), onRetry: fn() } } };
export const LongText: Story = { args: { state: { data: longWorkerTags, onRetry: fn() } } };
/** The phone viewport (390 px) defined in .storybook/preview. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
