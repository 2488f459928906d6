import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { CreateCrewModal } from './CreateCrewModal';

const meta = {
  title: 'Crews/CreateCrewModal',
  component: CreateCrewModal,
  args: {
    admins: [
      { id: 2, full_name: 'Olivia Owner' },
      { id: 3, full_name: 'Adam Admin' },
    ],
    crewTypes: [{ id: 1, name: 'Construction' }],
    onClose: fn(),
    onCreated: fn(),
    onLimit: fn(),
  },
} satisfies Meta<typeof CreateCrewModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoCrewTypes: Story = { args: { crewTypes: [] } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
