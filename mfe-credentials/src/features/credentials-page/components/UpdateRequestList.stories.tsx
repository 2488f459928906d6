import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { updateRequests } from '../fixtures';
import { UpdateRequestList } from './UpdateRequestList';

const meta = {
  title: 'Credentials/UpdateRequestList',
  component: UpdateRequestList,
  args: { requests: updateRequests, onWithdraw: fn(), onResend: fn() },
} satisfies Meta<typeof UpdateRequestList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Withdrawing: Story = { args: { busyIds: [7] } };
export const SendingAgain: Story = { args: { resendingIds: [7] } };
export const Empty: Story = { args: { requests: [] } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
/** A long message is cut in the table (whole in its tooltip) and kept whole on a phone. */
export const LongText: Story = {
  args: {
    requests: [
      {
        ...updateRequests[0],
        message:
          'Your Working at Heights card on file expired last month. Please upload a photo of the renewed card, both sides, before the shutdown at the Fort McMurray site starts on Monday, or you will not be allowed on the scaffold crew.',
        user_credential: { ...updateRequests[0].user_credential, name: 'Confined Space Entry and Rescue with Supplied Air Respirator (Level 2)' },
      },
    ],
  },
};
