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
    workers: {
      options: timeLogOptions.workers.map((worker) => ({ value: String(worker.id), label: worker.full_name })),
      chosenLabel: 'Ada Fraser',
      loading: false,
      failed: false,
      more: true,
      onSearch: fn(),
    },
    crews: {
      options: timeLogOptions.crews.map((crew) => ({ value: String(crew.id), label: crew.name })),
      chosenLabel: 'North Tower Electrical',
      loading: false,
      failed: false,
      more: false,
      onSearch: fn(),
    },
    onChange: fn(),
  },
} satisfies Meta<typeof TimeLogsFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {};
export const Filtered: Story = { args: { values: { year: '2025', month: '3', worker_id: '12', crew_id: '7', date: '', page: 1 }, onReset: fn() } };
/** A date replaces year and month. */
export const ByDate: Story = { args: { values: { year: '2026', month: '', worker_id: '', crew_id: '', date: '2026-11-20', page: 1 }, onReset: fn() } };
const nothing = { options: [], chosenLabel: '', more: false, onSearch: fn() };
export const LoadingOptions: Story = { args: { workers: { ...nothing, loading: true, failed: false }, crews: { ...nothing, loading: true, failed: false } } };
export const OptionsFailed: Story = { args: { workers: { ...nothing, loading: false, failed: true }, crews: { ...nothing, loading: false, failed: true } } };
export const LongText: Story = {
  args: {
    values: { year: '2026', month: '', worker_id: '12', crew_id: '', date: '', page: 1 },
    workers: { ...nothing, loading: false, failed: false, chosenLabel: 'Marie-Ève Tremblay-Desjardins de la Rochefoucauld-Beauchemin' },
  },
};
export const Phone: Story = { ...Filtered, parameters: { viewport: { defaultViewport: 'mobile1' } } };
