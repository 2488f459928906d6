import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { credentials } from '../fixtures';
import { CredentialsList } from './CredentialsList';

const meta = {
  title: 'Credentials/CredentialsList',
  component: CredentialsList,
  args: { credentials, emptyText: 'No credentials yet.' },
} satisfies Meta<typeof CredentialsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Expired credentials carry the Expired pill and a red row; one without expiry says No Expiry. */
export const Mixed: Story = {};
/** Read from a file or sent by a worker and not confirmed yet: the Needs review pill beside the name. */
export const NeedsReview: Story = { args: { credentials: credentials.map((credential, index) => ({ ...credential, needs_review: index % 2 === 0 })) } };
export const NeedsReviewPhone: Story = { ...NeedsReview, globals: { viewport: { value: 'phone' } } };
export const Empty: Story = { args: { credentials: [], emptyText: 'No credentials match this search.' } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
