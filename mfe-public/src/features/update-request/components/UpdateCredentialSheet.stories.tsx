import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ApiError } from 'shared-api';
import { fn } from 'storybook/test';
import { PublicLayout } from '../../../components/PublicLayout';
import { updateRequest } from '../fixtures';
import { UpdateCredentialSheet, type UpdateCredentialSheetProps } from './UpdateCredentialSheet';

type Submit = UpdateCredentialSheetProps['onSubmit'];

const meta = {
  title: 'Public/Update credential request',
  component: UpdateCredentialSheet,
  parameters: { layout: 'fullscreen' },
  args: {
    request: updateRequest(),
    completed: false,
    // Stories never reach a server: the update pretends to upload, then succeeds.
    onSubmit: fn<Submit>(async (input, onProgress) => {
      if (input.document) {
        for (const loaded of [0, 1000, 2000, 3000]) {
          onProgress({ loaded, total: 3000 });
          await new Promise((resolve) => setTimeout(resolve, 300));
        }
      }
      return 'Your credential has been updated. Thank you!';
    }),
  },
  render: (args) => (
    <PublicLayout note="Demo Construction Ltd. sent you this link through Trades Portal. Please do not forward it.">
      <UpdateCredentialSheet {...args} />
    </PublicLayout>
  ),
} satisfies Meta<typeof UpdateCredentialSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AlreadyCompleted: Story = {
  args: { completed: true, request: updateRequest({ completed_at: '2025-05-02T10:00:00.000Z' }) },
};

export const NoDocumentNoMessage: Story = {
  args: { request: updateRequest({ message: null }, { document_url: null, issued: null, expiry: null }) },
};

/** Every update is refused, as a 422 from the server would be. */
export const ServerRefuses: Story = {
  args: {
    onSubmit: fn<Submit>(async () => {
      throw new ApiError(422, { message: 'The expiry date must be after the issued date.' });
    }),
  },
};

/** The phone viewport (390 px) defined in .storybook/preview. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/** A catalogue credential valid 36 months: a new issued date proposes the expiry (still editable). */
export const WithValidityPeriod: Story = {
  args: { request: updateRequest({}, { validity_period_months: 36 }) },
};

/** A long credential name and message at phone width. */
export const LongTextPhone: Story = {
  args: {
    request: updateRequest(
      { message: 'Please send the renewed certificate before the Riverside Tower start. '.repeat(6).trim() },
      { name: 'Working at Heights — Fall Protection, Elevating Work Platforms and Suspended Access Equipment (Ontario)' },
    ),
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
