import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { LinkOnceNotice } from './LinkOnceNotice';

const meta = {
  title: 'Feedback/LinkOnceNotice',
  component: LinkOnceNotice,
  args: {
    title: 'Link sent to hse@client-site.example.com',
    link: 'https://portal.example.com/wallet?token=3q2-7wX_kP0aZ8mN4vB6cD1eF5gH9iJ2kL7mN0pQ4rS',
  },
} satisfies Meta<typeof LinkOnceNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Right after a wallet was shared: the link, Copy, and the default note that it is shown only once. */
export const AfterSharing: Story = {};

/** After Send again, with a page's own note and a Dismiss button. */
export const AfterSendAgain: Story = {
  args: {
    title: 'New link e-mailed to Dana Whitfield',
    link: 'https://portal.example.com/credential-requests/Zx8kP0aZ8mN4vB6cD1eF5gH9iJ2kL7mN0pQ4rS3q2-7',
    note: 'The previous link no longer works. Copy this one now: it is shown only once.',
    onDismiss: () => undefined,
  },
};

/** A phone: the long link wraps instead of widening the page. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
};
