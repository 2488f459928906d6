import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Username', placeholder: 'e.g. jsmith', required: false, disabled: false },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Required: Story = { args: { label: 'First name', required: true } };

export const WithHint: Story = {
  args: { label: 'Password', type: 'password', hint: 'At least 8 characters.' },
};

export const WithError: Story = {
  args: {
    label: 'Password',
    type: 'password',
    defaultValue: 'short',
    hint: 'At least 8 characters.',
    error: 'Password must be at least 8 characters long',
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'jsmith' } };

export const LongText: Story = {
  args: {
    label: 'Emergency contact name and relationship to the worker (as written on the site orientation form)',
    defaultValue: 'Marie-Ève Tremblay-Desjardins, spouse, reachable after 6 p.m. on weekdays',
    hint: 'Shown to the site supervisor only.',
  },
};

export const Phone: Story = { ...WithError, parameters: { viewport: { defaultViewport: 'mobile1' } } };
