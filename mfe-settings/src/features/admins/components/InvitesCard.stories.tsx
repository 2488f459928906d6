import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { invites } from '../fixtures';
import { InvitesCard } from './InvitesCard';

const meta = {
  title: 'Settings/Admins/InvitesCard',
  component: InvitesCard,
  args: { invites, onRetry: fn(), onResend: fn(), onRevoke: fn() },
} satisfies Meta<typeof InvitesCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { invites: undefined } };
export const Empty: Story = { args: { invites: [] } };
export const Failed: Story = { args: { invites: undefined, error: new Error('500') } };
export const LongText: Story = {
  args: { invites: [{ ...invites[0], email: 'maximiliana-josephine.vandenberghe-okonkwo@a-very-long-subsidiary-name.example.ca' }] },
};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
