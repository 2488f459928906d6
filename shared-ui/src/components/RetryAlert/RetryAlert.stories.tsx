import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { RetryAlert } from './RetryAlert';

const meta = {
  title: 'Feedback/RetryAlert',
  component: RetryAlert,
  args: { children: 'The notes could not be loaded.', onRetry: fn() },
} satisfies Meta<typeof RetryAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithReason: Story = {
  args: { children: 'Could not load the time logs. The server did not answer in time.' },
};

export const Retrying: Story = { args: { loading: true } };

export const CustomLabel: Story = { args: { children: 'The credentials could not be loaded.', retryLabel: 'Try again' } };

export const Warning: Story = {
  args: { children: 'Your account details could not be loaded, so some menu items may be missing.', tone: 'warning' },
};
