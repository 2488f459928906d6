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
