import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import type { EmailCheckResult } from '../hooks/useEmailCheck';
import { AddAdminModal } from './AddAdminModal';

const answer = (result: EmailCheckResult) => () => Promise.resolve(result);

const meta = {
  title: 'Settings/Admins/AddAdminModal',
  component: AddAdminModal,
  args: {
    open: true,
    roles: ['admin', 'member'],
    onClose: fn(),
    onInvited: fn(),
    invite: fn(() => Promise.resolve({ message: 'Invitation sent.', delivery: 'sent' as const })),
    checkEmail: answer({ is_valid_email: true, exists: false, message: 'No account yet: they will register from the e-mail.', can_send_invite: true }),
  },
} satisfies Meta<typeof AddAdminModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type an address with an @ and a dot: half a second later the server's answer shows under the field. */
export const NewUser: Story = {};
export const ExistingUser: Story = {
  args: { checkEmail: answer({ is_valid_email: true, exists: true, message: 'Ada Fraser has an account: they join by signing in.', can_send_invite: true }) },
};
export const AlreadyMember: Story = {
  args: { checkEmail: answer({ is_valid_email: true, exists: true, message: 'This person is already a user of this company.', can_send_invite: false }) },
};
export const CheckFails: Story = { args: { checkEmail: () => Promise.reject(new Error('offline')) } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
