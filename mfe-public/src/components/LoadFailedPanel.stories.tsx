import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ApiError } from 'shared-api';
import { fn } from 'storybook/test';
import { LoadFailedPanel } from './LoadFailedPanel';
import { PublicLayout } from './PublicLayout';

const meta = {
  title: 'Public/LoadFailedPanel',
  component: LoadFailedPanel,
  parameters: { layout: 'fullscreen' },
  args: { subject: 'wallet', error: new TypeError('Failed to fetch'), retrying: false, onRetry: fn() },
  render: (args) => (
    <PublicLayout>
      <LoadFailedPanel {...args} />
    </PublicLayout>
  ),
} satisfies Meta<typeof LoadFailedPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConnectionFailed: Story = {};

export const Retrying: Story = { args: { subject: 'request', retrying: true } };

export const RateLimited: Story = {
  args: { subject: 'request', error: new ApiError(429, { message: 'Too many attempts. Please wait a minute and try again.' }) },
};
