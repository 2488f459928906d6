import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { CustomerChoice } from './CustomerChoice';

const meta = {
  title: 'Shell/CustomerChoice',
  component: CustomerChoice,
  args: {
    onChosen: fn(),
    customers: [
      { id: 1, name: 'Northwind Builders', role: 'owner', is_current: true },
      { id: 2, name: 'Riverside Electrical', role: 'admin', is_current: false },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CustomerChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Picking the current customer goes on at once; another one is switched to first. */
export const TwoCustomers: Story = {};
export const LongNames: Story = {
  args: {
    customers: [
      { id: 1, name: 'Northwind Builders', role: 'member', is_current: true },
      { id: 3, name: 'Vandenberghe-Okonkwo Mechanical, Electrical and Interior Finishing Contractors Ltd.', role: 'admin', is_current: false },
      { id: 4, name: 'Riverside Electrical', role: 'owner', is_current: false },
    ],
  },
};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
