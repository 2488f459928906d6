import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { plans } from '../fixtures';
import { PlanCard } from './PlanCard';

const meta = {
  title: 'Settings/Referrals/PlanCard',
  component: PlanCard,
  args: { plan: plans[0] },
} satisfies Meta<typeof PlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Trial days, price per month and discount per month. */
export const Plain: Story = {};
export const Choice: Story = { args: { name: 'plan_id', selected: false, onSelect: fn() } };
export const Chosen: Story = { args: { name: 'plan_id', selected: true, onSelect: fn() } };
export const NoTrialNoDiscount: Story = { args: { plan: plans[1] } };
export const LongText: Story = {
  args: {
    plan: {
      ...plans[0],
      name: 'Enterprise for general contractors with multiple divisions',
      description: 'Unlimited workers, crews, credentials, shared crews with subcontractors, jobs feed with careers page integration and priority support.',
    },
  },
};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
