import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { timeLogs } from '../../../fixtures';
import { ActivityLogsTable } from './ActivityLogsTable';

const meta = { title: 'Crews/ActivityLogsTable', component: ActivityLogsTable, args: { logs: timeLogs, emptyText: 'No time logged in the last 7 days' } } satisfies Meta<typeof ActivityLogsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { logs: [] } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
