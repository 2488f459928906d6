import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { jobs } from '../fixtures';
import { JobFormModal } from './JobFormModal';

const meta = {
  title: 'Jobs Feed/JobFormModal',
  component: JobFormModal,
  args: { job: null, onClose: fn(), onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof JobFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new job: one position, posted today, displayed until 28 days ahead. */
export const Create: Story = {};
export const Edit: Story = { args: { job: jobs[0] } };
export const LongText: Story = { args: { job: jobs[2] } };
export const SaveFails: Story = {
  args: {
    failureText: 'Failed to create job. Please try again.',
    onSubmit: fn(async () => {
      throw new Error('offline');
    }),
  },
};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
