import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { missingCredentials } from '../../../fixtures';
import { MissingCredentialsList } from './MissingCredentialsList';

const meta = {
  title: 'Crews/MissingCredentialsList',
  component: MissingCredentialsList,
  args: { credentials: missingCredentials.credentials, onRequest: fn(), onWithdraw: fn(), onMassRequest: fn() },
} satisfies Meta<typeof MissingCredentialsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { credentials: [] } };
export const Requesting: Story = { args: { busy: { credentialId: 102, workerId: 11, action: 'request' } } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
