import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ApiError } from 'shared-api';
import { fn } from 'storybook/test';
import { issuers } from '../fixtures';
import { IssuerFormModal } from './IssuerFormModal';

const meta = {
  title: 'Credentials/IssuerFormModal',
  component: IssuerFormModal,
  args: { open: true, issuer: null, onClose: fn(), onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof IssuerFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Saving with an empty name says Name is required. without asking the server. */
export const Create: Story = {};
export const Edit: Story = { args: { issuer: issuers[0] } };
/** The server's 422 shows under the field it names. */
export const ServerRejectsEmail: Story = {
  args: {
    issuer: issuers[1],
    onSubmit: fn(async () => {
      throw new ApiError(422, {
        message: 'The contact email must be a valid email address.',
        errors: { contact_email: ['The contact email must be a valid email address.'] },
      });
    }),
  },
};
export const Phone: Story = { args: { issuer: issuers[0] }, globals: { viewport: { value: 'phone' } } };
