import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { crewWorkers } from '../../../fixtures';
import { LogTimeModal } from './LogTimeModal';

const meta = {
  title: 'Crews/LogTimeModal',
  component: LogTimeModal,
  args: { crewId: 7, workers: crewWorkers, onClose: fn(), onSaved: fn() },
} satisfies Meta<typeof LogTimeModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoWorkers: Story = { args: { workers: [] } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const LongText: Story = {
  args: { workers: [{ ...crewWorkers[0], id: 14, full_name: 'Maximiliana-Josephine Vandenberghe-Okonkwo-Tremblay' }, ...crewWorkers] },
};
