import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { fullToken, maskedToken } from '../fixtures';
import { IntegrationTokenCard } from './IntegrationTokenCard';

const meta = {
  title: 'Settings/Settings/IntegrationTokenCard',
  component: IntegrationTokenCard,
  args: { token: maskedToken, canManage: true, busy: false, onRetry: fn(), onGenerate: fn(), onRegenerate: fn(), onCopy: fn() },
} satisfies Meta<typeof IntegrationTokenCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Masked: Story = {};
/** Right after generating: the one time the whole token is shown, with Copy. */
export const JustGenerated: Story = { args: { token: fullToken } };
export const NoneYet: Story = { args: { token: null } };
export const NoneYetMember: Story = { args: { token: null, canManage: false } };
export const Generating: Story = { args: { token: null, busy: true } };
export const Loading: Story = { args: { token: undefined } };
export const Failed: Story = { args: { token: undefined, error: new Error('500') } };
export const Phone: Story = { args: { token: fullToken }, globals: { viewport: { value: 'phone' } } };
