import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { enterpriseCustomerKey, invitesKey, meKey, usersKey } from 'shared-api';
import { withApiStates, type ApiState } from 'shared-ui/storybook';
import { customerAs, invites, longUsers, meAs, users } from '../fixtures';
import AdminsPage from './AdminsPage';

const meta = { title: 'Settings/Admins/AdminsPage', component: AdminsPage } satisfies Meta<typeof AdminsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const asOwner: Record<string, ApiState> = {
  [meKey]: { data: meAs(1) },
  [enterpriseCustomerKey]: { data: customerAs('owner') },
  [usersKey]: { data: { users } },
  [invitesKey]: { data: { invites } },
};
const owner = withApiStates(asOwner);

/** An owner: Invite, role changes and removal, outstanding invites. */
export const Owner: Story = { decorators: [owner] };
/** A member reads the users and invites. */
export const Member: Story = {
  decorators: [withApiStates({ ...asOwner, [meKey]: { data: meAs(3) }, [enterpriseCustomerKey]: { data: customerAs('member') } })],
};
export const Loading: Story = { decorators: [withApiStates({})] };
export const Failed: Story = {
  decorators: [withApiStates({ ...asOwner, [usersKey]: { error: new Error('500') }, [invitesKey]: { error: new Error('500') } })],
};
export const NoInvites: Story = { decorators: [withApiStates({ ...asOwner, [invitesKey]: { data: { invites: [] } } })] };
export const LongText: Story = { decorators: [withApiStates({ ...asOwner, [usersKey]: { data: { users: longUsers } } })] };
export const Phone: Story = { decorators: [owner], globals: { viewport: { value: 'phone' } } };
