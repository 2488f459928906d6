import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { referral } from '../fixtures';
import { SignUpSheet } from './SignUpSheet';

const meta = {
  title: 'Public/ReferralSignUp/SignUpSheet',
  component: SignUpSheet,
  args: { referral, onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof SignUpSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offer: Story = {};
export const NoTrialNoDiscount: Story = {
  args: { referral: { ...referral, plan: { ...referral.plan, name: 'Starter', price_monthly: 49.5, metadata: { trial_period_days: 0, discount: 0 } } } },
};
export const LongText: Story = {
  args: { referral: { ...referral, referrer: { name: 'Northern Alberta Construction Association and Trades Training Society' } } },
};
export const SaveFails: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new Error('offline');
    }),
  },
};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
