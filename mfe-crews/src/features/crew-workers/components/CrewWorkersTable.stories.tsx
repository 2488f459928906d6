import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { crewWorkers } from '../../../fixtures';
import { CrewWorkersTable } from './CrewWorkersTable';

const meta = { title: 'Crews/CrewWorkersTable', component: CrewWorkersTable, args: { workers: crewWorkers, onOpen: fn(), onRemove: fn() } } satisfies Meta<typeof CrewWorkersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Removing: Story = { args: { removingId: 12 } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const LongText: Story = {
  args: {
    workers: [
      {
        ...crewWorkers[0],
        id: 14,
        first_name: 'Maximiliana-Josephine',
        last_name: 'Vandenberghe-Okonkwo-Tremblay',
        full_name: 'Maximiliana-Josephine Vandenberghe-Okonkwo-Tremblay',
        email: 'maximiliana-josephine.vandenberghe-okonkwo@a-very-long-subsidiary-name.example.ca',
        job_title: 'Journeyperson industrial electrician and instrumentation technician',
      },
      ...crewWorkers,
    ],
  },
};
