import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { association } from '../fixtures';
import { AssociationDetails } from './AssociationDetails';

const meta = {
  title: 'Settings/Association/AssociationDetails',
  component: AssociationDetails,
  args: { association },
} satisfies Meta<typeof AssociationDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {};
export const NoContactNoBenefits: Story = {
  args: {
    association: {
      ...association,
      contact: { name: null, email: null, phone: null, pretty_phone: null, website: null, address: null },
      membership_benefits: [],
    },
  },
};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
