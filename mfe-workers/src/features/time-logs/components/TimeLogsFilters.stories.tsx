import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { timeLogOptions } from '../fixtures';
import { TimeLogsFilters } from './TimeLogsFilters';

const meta = {
  title: 'Workers/TimeLogsFilters',
  component: TimeLogsFilters,
  args: {
    values: { year: '2026', month: '', worker_id: '', crew_id: '', date: '', page: 1 },
    years: [2026, 2025, 2024, 2023, 2022],
    options: timeLogOptions,
    onChange: fn(),
  },
} satisfies Meta<typeof TimeLogsFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {};
export const Filtered: Story = { args: { values: { year: '2025', month: '3', worker_id: '12', crew_id: '7', date: '', page: 1 }, onReset: fn() } };
/** A date replaces year and month. */
export const ByDate: Story = { args: { values: { year: '2026', month: '', worker_id: '', crew_id: '', date: '2026-11-20', page: 1 }, onReset: fn() } };
export const LoadingOptions: Story = { args: { options: undefined } };
