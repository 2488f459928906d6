import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { credential, expiredCredential, parsedCredential, platformCredential, undatedCredential } from '../fixtures';
import { CredentialRow } from './CredentialRow';

const meta = {
  title: 'Credentials/Worker panel/CredentialRow',
  component: CredentialRow,
  decorators: [
    (Story) => (
      <ul style={{ listStyle: 'none', padding: 0, maxWidth: 680 }}>
        <Story />
      </ul>
    ),
  ],
  args: {
    credential: credential(),
    expanded: false,
    onToggle: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onRequestUpdate: fn(),
    onWithdrawRequest: fn(),
    onViewRequest: fn(),
    onCopy: fn(),
    onChangeIssuer: fn(),
    onOpenAssessments: fn(),
  },
} satisfies Meta<typeof CredentialRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {};
/** More shows the issuer and the change-issuer action. */
export const Expanded: Story = { args: { expanded: true } };
export const Expired: Story = { args: { credential: expiredCredential, expanded: true } };
/** No file where one is expected (current, the customer's, not renewed), no dates: a warning and the placeholders. */
export const NoFileNoDates: Story = { args: { credential: undatedCredential, documentExpected: true } };
/** Within the days the worker's card warns of. */
export const ExpiresSoon: Story = { args: { credential: credential({ expires_pretty_date: 'Dec 3, 2026', expiry_diff_for_humans: 'in 8 days' }), expiringSoon: true } };
export const LongName: Story = {
  args: {
    credential: credential({ name: 'Red Seal Certificate – Steamfitter/Pipefitter (Interprovincial Standard, Journeyperson Level 4)', s3_url: null }),
    expiringSoon: true,
    documentExpected: true,
  },
};
export const Phone: Story = { args: { credential: undatedCredential, documentExpected: true, expiringSoon: false }, globals: { viewport: { value: 'phone' } } };
/** From the worker's platform account: copyable, not deletable; an active update request offers View and Withdraw. */
export const PlatformCredentialWithRequest: Story = { args: { credential: platformCredential, expanded: true } };
export const NeedsReview: Story = { args: { credential: parsedCredential } };
export const Deleting: Story = { args: { busyAction: 'delete' } };
