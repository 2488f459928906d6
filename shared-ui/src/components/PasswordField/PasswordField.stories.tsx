import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password', autoComplete: 'current-password', defaultValue: 'correct horse battery' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = { args: { label: 'New password', hint: 'At least 8 characters.', defaultValue: '' } };

export const WithError: Story = { args: { defaultValue: 'short', error: 'The password field must be at least 8 characters.' } };

/** Marked invalid while one message above the form names both fields (a wrong e-mail or password). */
export const InvalidWithoutMessage: Story = { args: { invalid: true } };

export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
