import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { QuotaPanel } from './QuotaPanel';

const meta = {
  title: 'Crews/QuotaPanel',
  component: QuotaPanel,
  args: { crewId: 7, quota: { min_workers: 4, max_workers: null }, warnings: ['Minimum workers quota of 4 is not met'], onSaved: fn() },
} satisfies Meta<typeof QuotaPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MinimumNotMet: Story = {};
export const Exceeded: Story = { args: { quota: { min_workers: null, max_workers: 2 }, warnings: ['Maximum workers quota is exceeded by 1'] } };
export const NoQuota: Story = { args: { quota: null, warnings: [] } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
/** Both limits set, the minimum not met, at phone width. */
export const BothLimitsPhone: Story = {
  args: { quota: { min_workers: 12, max_workers: 40 }, warnings: ['Minimum workers quota of 12 is not met'] },
  globals: { viewport: { value: 'phone' } },
};
