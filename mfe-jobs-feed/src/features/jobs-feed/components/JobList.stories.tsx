import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { jobs } from '../fixtures';
import { JobList } from './JobList';

const meta = {
  title: 'Jobs Feed/JobList',
  component: JobList,
  args: { jobs, onEdit: fn(), onDelete: fn(), onToggleActive: fn() },
} satisfies Meta<typeof JobList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Listed: Story = {};
export const Switching: Story = { args: { pendingIds: new Set([1]) } };
export const Empty: Story = { args: { jobs: [] } };
export const LongText: Story = { args: { jobs: [jobs[2]] } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
