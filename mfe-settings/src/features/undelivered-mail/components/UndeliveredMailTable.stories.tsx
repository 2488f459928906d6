import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { mails } from '../fixtures';
import { UndeliveredMailTable } from './UndeliveredMailTable';

const meta = {
  title: 'Settings/UndeliveredMail/UndeliveredMailTable',
  component: UndeliveredMailTable,
  args: { mails, onResend: fn() },
} satisfies Meta<typeof UndeliveredMailTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Listed: Story = {};
export const Resending: Story = { args: { resendingIds: new Set([41]) } };
export const Empty: Story = { args: { mails: [] } };
export const LongText: Story = {
  args: {
    mails: [
      {
        ...mails[1],
        to_address: 'occupational.health.and.safety.coordinator@fort-mcmurray-shutdown-unit3.example.com',
        subject: 'Fort McMurray Shutdown – Unit 3: three credentials expire before the turnaround starts on December 14',
      },
    ],
  },
};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
