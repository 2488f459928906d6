import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { worker } from '../fixtures';
import { WorkerSummary } from './WorkerSummary';

const meta = {
  title: 'Workers/Worker panel/WorkerSummary',
  component: WorkerSummary,
  args: { worker },
} satisfies Meta<typeof WorkerSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Sparse: Story = {
  args: {
    worker: { ...worker, email: null, phone_number: null, address: null, city: null, state: null, zip: null, dob: null, user: null, is_active: 0 },
  },
};
