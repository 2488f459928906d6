import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { providers } from '../fixtures';
import { ProviderDetails } from './ProviderDetails';

const meta = {
  title: 'Testing & Training/ProviderDetails',
  component: ProviderDetails,
  args: { html: providers[0].description },
} satisfies Meta<typeof ProviderDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Described: Story = {};
export const Empty: Story = { args: { html: '' } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

/** A long description from the provider, with an unbroken address that must wrap. */
export const LongText: Story = {
  args: {
    html:
      '<p>Red Seal exam preparation, safety certification and upgrading for every trade on Alberta and Saskatchewan job sites, in classrooms, on site or online, with evening and weekend sessions for crews on rotation.</p>' +
      '<p>Bookings: https://northernlights-trade-testing-and-certification.example/bookings/red-seal-exam-preparation</p>',
  },
};

export const LongTextPhone: Story = { ...LongText, globals: { viewport: { value: 'phone' } } };
