import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { providers } from '../fixtures';
import { ProviderList } from './ProviderList';

const meta = {
  title: 'Testing & Training/ProviderList',
  component: ProviderList,
  args: { providers, onViewServices: fn() },
} satisfies Meta<typeof ProviderList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The second provider has a long name, no website and more services than the card lists. */
export const Listed: Story = {};
export const Empty: Story = { args: { providers: [] } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
