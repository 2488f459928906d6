import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SentLinkDetailsModal } from './SentLinkDetailsModal';

const meta = {
  title: 'Components/SentLinkDetailsModal',
  component: SentLinkDetailsModal,
  args: {
    title: 'Fall Protection requested from Maria Lopez',
    details: [
      { term: 'Sent to', description: 'Maria Lopez (maria.lopez@example.com)' },
      { term: 'Credential', description: 'Fall Protection' },
      { term: 'Requested', description: 'Nov 24, 2026' },
      { term: 'Message', description: 'Please upload your renewed card before Monday.\nThanks!' },
      { term: 'Status', description: 'Open: waiting for Maria Lopez' },
    ],
    link: null,
    linkTitle: 'Link e-mailed to Maria Lopez',
    linkNote: 'Copy it now if you need it elsewhere: it is shown only once.',
    copyLabel: 'Copy the link sent to Maria Lopez',
    hint: 'Send again e-mails a new link; the one sent before stops working.',
    closeLabel: 'Close',
    sendAgainLabel: 'Send again',
    onResend: () => undefined,
    onClose: () => undefined,
  },
} satisfies Meta<typeof SentLinkDetailsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** View Request later: what the portal knows, no link (only its hash is kept). */
export const Viewed: Story = {};

/** Right after Request or Send again: the new link, shown once, with Copy. */
export const JustSent: Story = {
  args: { link: 'https://portal.example.com/credential-requests/Zx8kP0aZ8mN4vB6cD1eF5gH9iJ2kL7mN0pQ4rS3q2-7' },
};

/** Send again on its way. */
export const Sending: Story = { args: { resending: true } };

/** A phone: terms above their values, the long link wrapped. */
export const Phone: Story = {
  args: { link: 'https://portal.example.com/credential-requests/Zx8kP0aZ8mN4vB6cD1eF5gH9iJ2kL7mN0pQ4rS3q2-7' },
  globals: { viewport: { value: 'phone' } },
};
