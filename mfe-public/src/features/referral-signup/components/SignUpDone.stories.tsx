import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { signedUp } from '../fixtures';
import { SignUpDone } from './SignUpDone';

const meta = {
  title: 'Public/ReferralSignUp/SignUpDone',
  component: SignUpDone,
  args: { result: signedUp },
} satisfies Meta<typeof SignUpDone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTrial: Story = {};
export const NoTrial: Story = { args: { result: { ...signedUp, trial_end_date: null } } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

/** A long company name and e-mail address, which wrap instead of widening the page. */
export const LongText: Story = {
  args: {
    result: {
      ...signedUp,
      user: { email: 'accounts-payable.and.site-administration@prairie-drywall-and-interior-finishing.example' },
      enterprise_customer: { name: 'Prairie Drywall, Acoustic Ceilings and Interior Finishing Contractors of Saskatchewan Inc.' },
    },
  },
};

export const LongTextPhone: Story = { ...LongText, globals: { viewport: { value: 'phone' } } };
