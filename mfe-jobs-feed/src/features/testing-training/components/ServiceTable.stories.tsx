import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { services } from '../fixtures';
import { ServiceTable } from './ServiceTable';

const meta = {
  title: 'Testing & Training/ServiceTable',
  component: ServiceTable,
  args: { services },
} satisfies Meta<typeof ServiceTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Confined Space Entry has no price: its cell stays blank. */
export const Listed: Story = {};
export const NoneFound: Story = { args: { services: [] } };
export const LongText: Story = {
  args: { services: [{ id: 9, name: 'Construction Safety Training System (CSTS-2020) with Ground Disturbance Level II and H2S Alive', price: 1249.99 }] },
};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
