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
