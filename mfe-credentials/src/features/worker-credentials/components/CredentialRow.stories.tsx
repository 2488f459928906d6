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
/** No file, no dates: a warning and the placeholders. */
export const NoFileNoDates: Story = { args: { credential: undatedCredential } };
/** From the worker's platform account: copyable, not deletable; an active update request offers View and Withdraw. */
export const PlatformCredentialWithRequest: Story = { args: { credential: platformCredential, expanded: true } };
export const NeedsReview: Story = { args: { credential: parsedCredential } };
export const Deleting: Story = { args: { busyAction: 'delete' } };
