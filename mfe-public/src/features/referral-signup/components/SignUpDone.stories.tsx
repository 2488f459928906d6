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
