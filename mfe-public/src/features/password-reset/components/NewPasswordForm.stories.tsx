import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ApiError } from 'shared-api';
import { fn } from 'storybook/test';
import { NewPasswordForm } from './NewPasswordForm';

const meta = {
  title: 'Public/PasswordReset/NewPasswordForm',
  component: NewPasswordForm,
  args: { email: 'dana.whitford@demo.test', onSubmit: fn(() => Promise.resolve()) },
} satisfies Meta<typeof NewPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Save with a short password, or two different ones, to see the checks made before sending. */
export const Default: Story = {};
export const LinkExpiredMeanwhile: Story = {
  args: {
    onSubmit: fn(() => Promise.reject(new ApiError(404, { message: 'This reset link is not valid: it was already used, it expired, or it was copied incompletely.' }))),
  },
};
export const LongEmail: Story = { args: { email: 'maximiliana-josephine.vandenberghe-okonkwo@a-very-long-subsidiary-name.example.ca' } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
