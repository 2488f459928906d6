import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { worker } from '../fixtures';
import { WorkerTags } from './WorkerTags';

const meta = {
  title: 'Workers/Worker panel/WorkerTags',
  component: WorkerTags,
  args: { tags: worker.tags, onRemove: fn() },
} satisfies Meta<typeof WorkerTags>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Removing: Story = { args: { removingId: 2 } };
