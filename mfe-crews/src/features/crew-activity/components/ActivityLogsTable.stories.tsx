import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { timeLogs } from '../../../fixtures';
import { ActivityLogsTable } from './ActivityLogsTable';

const meta = { title: 'Crews/ActivityLogsTable', component: ActivityLogsTable, args: { logs: timeLogs, emptyText: 'No time logged in the last 7 days' } } satisfies Meta<typeof ActivityLogsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { logs: [] } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const LongText: Story = {
  args: {
    logs: [
      {
        ...timeLogs[0],
        id: 3,
        worker: { id: 14, full_name: 'Maximiliana-Josephine Vandenberghe-Okonkwo-Tremblay' },
        notes: 'Rigging inspection on the north tower crane, then standby for the concrete pour until the inspector signed off the lift plan.',
      },
      ...timeLogs,
    ],
  },
};
