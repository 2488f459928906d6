import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { missingCredentials } from '../../../fixtures';
import { RequestDetailsModal } from './RequestDetailsModal';

const requested = missingCredentials.credentials[0].workers_without_credential[1];
const request = requested.credential_request!;

const meta = {
  title: 'Crews/RequestDetailsModal',
  component: RequestDetailsModal,
  args: { viewed: { request, email: requested.email, link: null }, onResend: fn(), onClose: fn() },
} satisfies Meta<typeof RequestDetailsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** View Request: who, when, what and the message; no link, which is not kept (ADR 0018). */
export const Viewed: Story = {};

/** Right after Request Credential or Send again: the new link, shown once with Copy. */
export const JustSent: Story = {
  args: {
    viewed: {
      request: { ...request, message: 'Please upload your WHMIS certificate before Monday’s shift.', last_requested_date: '2026-11-25' },
      email: requested.email,
      link: 'https://portal.example.com/credential-requests/Zx8kP0aZ8mN4vB6cD1eF5gH9iJ2kL7mN0pQ4rS3q2-7',
    },
  },
};

export const SendingAgain: Story = { args: { resending: true } };

export const WorkerWithoutEmail: Story = { args: { viewed: { request, email: null, link: null } } };

export const Phone: Story = { ...JustSent, globals: { viewport: { value: 'phone' } } };
