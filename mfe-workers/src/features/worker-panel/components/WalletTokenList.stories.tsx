import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { walletTokens } from '../fixtures';
import { WalletTokenList } from './WalletTokenList';

const meta = {
  title: 'Workers/Worker panel/WalletTokenList',
  component: WalletTokenList,
  args: { tokens: walletTokens, onRemove: fn(), onResend: fn() },
} satisfies Meta<typeof WalletTokenList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Removing: Story = { args: { removingId: 11 } };
export const SendingAgain: Story = { args: { resendingId: 11 } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const Empty: Story = { args: { tokens: [] } };
