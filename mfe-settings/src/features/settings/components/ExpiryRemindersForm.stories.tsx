import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ApiError } from 'shared-api';
import { fn } from 'storybook/test';
import { reminderDefaults } from '../fixtures';
import { ExpiryRemindersForm } from './ExpiryRemindersForm';

const meta = {
  title: 'Settings/Settings/ExpiryRemindersForm',
  component: ExpiryRemindersForm,
  args: { settings: reminderDefaults, canEdit: true, onRetry: fn(), onSave: fn(() => Promise.resolve()) },
} satisfies Meta<typeof ExpiryRemindersForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {};
export const EveryThresholdWithDigest: Story = {
  args: { settings: { days_before: [90, 60, 30, 14, 7, 1], recipient_roles: ['owner', 'admin', 'member'], notify_worker: true, weekly_digest_day: 'monday' } },
};
export const Off: Story = { args: { settings: { ...reminderDefaults, days_before: [] } } };
export const ReadOnly: Story = { args: { canEdit: false } };
export const SaveRefused: Story = {
  args: { onSave: fn(() => Promise.reject(new ApiError(422, { message: 'Check the form.', errors: { recipient_roles: ['Choose at least one role.'] } }))) },
};
export const Loading: Story = { args: { settings: undefined } };
export const Failed: Story = { args: { settings: undefined, error: new Error('500') } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
