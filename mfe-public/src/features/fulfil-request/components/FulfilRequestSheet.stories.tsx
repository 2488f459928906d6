import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ApiError } from 'shared-api';
import { Skeleton } from 'shared-ui';
import { fn } from 'storybook/test';
import { PublicLayout } from '../../../components/PublicLayout';
import { RequestSheet } from '../../../components/RequestSheet';
import { credentialRequest } from '../fixtures';
import { CredentialRequestFulfilled } from './CredentialRequestFulfilled';
import { FulfilRequestSheet, type FulfilRequestSheetProps } from './FulfilRequestSheet';

type Submit = FulfilRequestSheetProps['onSubmit'];

const meta = {
  title: 'Public/Fulfil credential request',
  component: FulfilRequestSheet,
  parameters: { layout: 'fullscreen' },
  args: {
    request: credentialRequest(),
    // Stories never reach a server: the submit pretends to upload, then succeeds.
    onSubmit: fn<Submit>(async (_input, onProgress) => {
      for (const loaded of [0, 400, 800, 1200]) {
        onProgress({ loaded, total: 1200 });
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
    }),
  },
  render: (args) => (
    <PublicLayout note="Demo Construction Ltd. sent you this link through Trades Portal. Please do not forward it.">
      <FulfilRequestSheet {...args} />
    </PublicLayout>
  ),
} satisfies Meta<typeof FulfilRequestSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const NoValidityPeriod: Story = {
  args: { request: credentialRequest({}, { label: 'Journeyperson Electrician (309A)', validity_period_months: null }) },
};

/** Every submit is refused, as a 422 from the server would be. */
export const ServerRefuses: Story = {
  args: {
    onSubmit: fn<Submit>(async () => {
      throw new ApiError(422, {
        message: 'The file must be a PDF, PNG or JPEG file.',
        errors: { document: ['The file must be a PDF, PNG or JPEG file.'] },
      });
    }),
  },
};

export const LongTexts: Story = {
  args: {
    request: credentialRequest({
      enterprise_customer: { name: 'Northern Electric & Instrumentation Contractors Incorporated' },
      worker: { full_name: 'Maximiliana Alexandra Featherstonehaugh-Worthington' },
      metadata: {
        credential: { label: 'Ontario Electrical Safety Code Update Course for Licensed Contractors', validity_period_months: 60 },
        prompt: {
          title: 'Upload your Ontario Electrical Safety Code Update Course for Licensed Contractors',
          message: 'Site access at the Riverside Tower project requires a current certificate.\nBring the original on your first day.',
        },
      },
    }),
  },
};

/** The phone viewport (390 px) defined in .storybook/preview. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

export const Loading: Story = {
  render: () => (
    <PublicLayout>
      <RequestSheet eyebrow="Credential request" title="Loading Data...">
        <Skeleton lines={5} height={18} label="Loading the request" />
      </RequestSheet>
    </PublicLayout>
  ),
};

export const Fulfilled: Story = {
  render: () => (
    <PublicLayout>
      <CredentialRequestFulfilled customerName="Demo Construction Ltd." />
    </PublicLayout>
  ),
};
