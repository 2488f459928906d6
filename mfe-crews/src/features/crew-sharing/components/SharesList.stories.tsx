import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { shares } from '../../../fixtures';
import { SharesList } from './SharesList';

const meta = {
  title: 'Crews/SharesList',
  component: SharesList,
  args: { shares, links: { 61: 'https://portal.test/shares/crews/abc' }, hasMore: true, onLoadMore: fn(), onCopy: fn(), onResend: fn(), onWithdraw: fn() },
} satisfies Meta<typeof SharesList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { shares: [], hasMore: false } };
export const Withdrawing: Story = { args: { busy: { id: 61, action: 'withdraw' } } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const LongText: Story = {
  args: {
    shares: [
      {
        ...shares[0],
        recipient_name: 'Maximiliana-Josephine Vandenberghe-Okonkwo-Tremblay',
        recipient_email: 'maximiliana-josephine.vandenberghe-okonkwo@a-very-long-subsidiary-name.example.ca',
        message: 'Our crane crew for the tower job on the corner of 4th Avenue and Centre Street, with the riggers and signallers who worked the last two lifts. Long message. '.repeat(2),
      },
    ],
  },
};
