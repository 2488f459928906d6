import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ApiError } from 'shared-api';
import { fn } from 'storybook/test';
import { RegistrationForm } from './RegistrationForm';

const meta = {
  title: 'Public/AcceptInvite/RegistrationForm',
  component: RegistrationForm,
  args: { email: 'new.admin@example.ca', onSubmit: fn(() => Promise.resolve()) },
} satisfies Meta<typeof RegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Register with an empty field, or two different passwords, to see the spec's alerts. */
export const Default: Story = {};
export const ServerRefuses: Story = {
  args: {
    onSubmit: fn(() =>
      Promise.reject(new ApiError(422, { message: 'Check the form.', errors: { password: ['The password must be at least 12 characters.'] } })),
    ),
  },
};
export const LongEmail: Story = { args: { email: 'maximiliana-josephine.vandenberghe-okonkwo@a-very-long-subsidiary-name.example.ca' } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
