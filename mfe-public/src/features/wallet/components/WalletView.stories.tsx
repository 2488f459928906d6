import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from 'shared-ui';
import { PublicLayout } from '../../../components/PublicLayout';
import { publicWallet, walletCredential } from '../fixtures';
import { WalletSkeleton } from './WalletSkeleton';
import { WalletView } from './WalletView';

// An inline picture: stories never touch the network.
const picture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#c7d7f8"/><circle cx="48" cy="38" r="18" fill="#2457d6"/><path d="M14 96c4-22 18-32 34-32s30 10 34 32z" fill="#2457d6"/></svg>',
)}`;

const meta = {
  title: 'Public/WalletView',
  component: WalletView,
  parameters: { layout: 'fullscreen' },
  args: { wallet: publicWallet() },
  render: (args) => (
    <PublicLayout
      actions={
        <Button variant="secondary" size="sm">
          Print
        </Button>
      }
    >
      <WalletView {...args} />
    </PublicLayout>
  ),
} satisfies Meta<typeof WalletView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Valid, expired, no-expiry and no-document credentials side by side. */
export const Default: Story = {};

/** A credential read from a file or sent by the worker that the employer has not confirmed yet. */
export const NotYetVerified: Story = {
  args: { wallet: publicWallet({ credentials: [walletCredential({ needs_review: true }), walletCredential({ id: 2, name: 'WHMIS 2015', needs_review: true, is_expired: true })] }) },
};

export const WithPicture: Story = {
  args: { wallet: publicWallet({ worker: { full_name: 'Chantal Nguyen', job_title: 'Site Supervisor', profile_picture_url: picture } }) },
};

export const AllCurrent: Story = {
  args: { wallet: publicWallet({ credentials: [walletCredential(), walletCredential({ id: 9, name: 'Confined Space Entry', expiry: null, expires_pretty_date: null })] }) },
};

export const NoCredentials: Story = { args: { wallet: publicWallet({ credentials: [] }) } };

export const LongNames: Story = {
  args: {
    wallet: publicWallet({
      worker: {
        full_name: 'Maximiliana Alexandra Featherstonehaugh-Worthington',
        job_title: 'Senior Industrial Instrumentation and Controls Technician',
        profile_picture_url: null,
      },
      credentials: [
        walletCredential({
          name: 'Ontario Electrical Safety Code Update Course for Licensed Electrical Contractors and Master Electricians',
          document_number: 'OESC-2024-000000000000000884213',
        }),
      ],
    }),
  },
};

/** The phone viewport (390 px) defined in .storybook/preview. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

export const Loading: Story = {
  render: () => (
    <PublicLayout>
      <WalletSkeleton />
    </PublicLayout>
  ),
};
