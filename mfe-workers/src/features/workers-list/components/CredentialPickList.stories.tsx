import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { CredentialPickList } from './CredentialPickList';

const meta = {
  title: 'Workers/CredentialPickList',
  component: CredentialPickList,
  args: {
    credentials: [
      { id: 3, label: 'First Aid' },
      { id: 5, label: 'Working at Heights' },
      { id: 8, label: 'H2S Alive' },
      { id: 9, label: 'Confined Space Entry' },
      { id: 11, label: 'WHMIS 2015' },
    ],
    selected: [5],
    onChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof CredentialPickList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { credentials: undefined } };
export const Failed: Story = { args: { credentials: undefined, error: 'Server error' } };
export const NoCredentials: Story = { args: { credentials: [], selected: [] } };
