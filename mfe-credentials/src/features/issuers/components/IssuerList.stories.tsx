import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { issuers } from '../fixtures';
import { IssuerList } from './IssuerList';

const meta = {
  title: 'Credentials/IssuerList',
  component: IssuerList,
  args: { issuers, onEdit: fn() },
} satisfies Meta<typeof IssuerList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Listed: Story = {};
export const Empty: Story = { args: { issuers: [] } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
/** Long names, addresses and descriptions wrap instead of widening the table. */
export const LongText: Story = {
  args: {
    issuers: [
      {
        ...issuers[0],
        name: 'Northern Alberta Construction Safety Training and Certification Council (NACSTCC)',
        description:
          'Fall protection, confined space entry and rescue, H2S Alive, ground disturbance level 2, aerial work platforms and supervisory safety training for the energy and construction sectors across the province.',
        contact_email: 'certificate.verification.requests@northern-alberta-construction-safety.example',
      },
    ],
  },
};
