import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { platformCredential } from '../fixtures';
import { UpdateRequestDetailsModal } from './UpdateRequestDetailsModal';

const credential = { ...platformCredential, worker: { id: 42, full_name: 'Ada Fraser' } };
const request = { ...platformCredential.active_update_requests[0], message: 'Your card expires at the end of the month. Please upload the renewed one.' };

const meta = {
  title: 'Credentials/Worker panel/UpdateRequestDetailsModal',
  component: UpdateRequestDetailsModal,
  args: { credential, request, link: null, onResend: fn(), onClose: fn() },
} satisfies Meta<typeof UpdateRequestDetailsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** View request: who, what, when and the message; no link, which is not kept (ADR 0018). */
export const Viewed: Story = {};

/** Right after the request was made or sent again: the new link, shown once with Copy. */
export const JustSent: Story = { args: { link: 'https://portal.example.com/user-credential-requests/Zx8kP0aZ8mN4vB6cD1eF5gH9iJ2kL7mN0pQ4rS3q2-7' } };

export const SendingAgain: Story = { args: { resending: true } };

export const Phone: Story = { ...JustSent, globals: { viewport: { value: 'phone' } } };
