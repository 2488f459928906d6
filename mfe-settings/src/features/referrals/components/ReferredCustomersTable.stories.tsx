import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { referred } from '../fixtures';
import { ReferredCustomersTable } from './ReferredCustomersTable';

const meta = {
  title: 'Settings/Referrals/ReferredCustomersTable',
  component: ReferredCustomersTable,
  args: { subscriptions: referred },
} satisfies Meta<typeof ReferredCustomersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The second customer has a long name and a plan without a trial. */
export const Listed: Story = {};
export const Empty: Story = { args: { subscriptions: [] } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
