import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { locations } from '../fixtures';
import { LocationCards } from './LocationCards';

const meta = {
  title: 'Testing & Training/LocationCards',
  component: LocationCards,
  args: { locations },
} satisfies Meta<typeof LocationCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Regina Campus has no address, phone or website. */
export const Listed: Story = {};
export const Empty: Story = { args: { locations: [] } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

/** A long centre name, street address and website, which wrap inside the card instead of widening it. */
export const LongText: Story = {
  args: {
    locations: [
      {
        ...locations[0],
        name: 'Northern Lights Trade Testing and Certification Centre of Excellence, Fort McMurray Campus',
        address: 'Unit 4100, 9909 Franklin Avenue, Keyano College Industrial Training Centre, Building C',
        website: 'https://northernlights-trade-testing-and-certification.example/locations/fort-mcmurray-campus',
      },
    ],
  },
};

export const LongTextPhone: Story = { ...LongText, globals: { viewport: { value: 'phone' } } };
