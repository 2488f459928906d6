import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { codes } from '../fixtures';
import { ReferralCodesTable } from './ReferralCodesTable';

const meta = {
  title: 'Settings/Referrals/ReferralCodesTable',
  component: ReferralCodesTable,
  args: { codes, onCopy: fn() },
} satisfies Meta<typeof ReferralCodesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Listed: Story = {};
export const Copying: Story = { args: { copyingIds: new Set([11]) } };
export const Empty: Story = { args: { codes: [] } };
export const LongText: Story = {
  args: {
    codes: [{ ...codes[0], description: 'Members of the Calgary Construction Association who joined at the 2026 spring trade show in the BMO Centre' }],
  },
};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
