import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { timeLogs } from '../fixtures';
import { TimeLogsTable } from './TimeLogsTable';

const meta = {
  title: 'Workers/TimeLogsTable',
  component: TimeLogsTable,
  args: { timeLogs, onEdit: fn(), onDelete: fn() },
} satisfies Meta<typeof TimeLogsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Deleting: Story = { args: { busyIds: [2] } };
export const Empty: Story = { args: { timeLogs: [] } };
/** Below the mobile breakpoint the logs are listed as blocks. */
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
