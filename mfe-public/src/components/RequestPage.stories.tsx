import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ApiError } from 'shared-api';
import { fn } from 'storybook/test';
import { RequestPage, type RequestPageProps } from './RequestPage';
import { RequestSheet } from './RequestSheet';

interface StoryRequest {
  enterprise_customer: { name: string };
  title: string;
}

function StoryRequestPage(props: RequestPageProps<StoryRequest>) {
  return <RequestPage {...props} />;
}

const meta = {
  title: 'Public/RequestPage',
  component: StoryRequestPage,
  parameters: { layout: 'fullscreen' },
  args: {
    request: undefined,
    error: undefined,
    retrying: false,
    onRetry: fn(),
    eyebrow: 'Credential request',
    loadingTitle: 'Loading Data...',
    notFound: { title: 'Request not found', description: 'Token not found. Could possibly be an already fulfilled request!' },
    children: (request) => (
      <RequestSheet eyebrow="Credential request" title={request.title}>
        <p>The page's form.</p>
      </RequestSheet>
    ),
  },
} satisfies Meta<typeof StoryRequestPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};

export const Loaded: Story = {
  args: { request: { enterprise_customer: { name: 'Demo Construction Ltd.' }, title: 'Upload your Working at Heights' } },
};

export const LinkGone: Story = { args: { error: new ApiError(404, { message: 'Not found.' }) } };

export const LoadFailed: Story = { args: { error: new TypeError('Failed to fetch') } };

export const Retrying: Story = { args: { error: new TypeError('Failed to fetch'), retrying: true } };

/** The phone viewport (390 px) defined in .storybook/preview. */
export const Phone: Story = { args: Loaded.args, globals: { viewport: { value: 'phone', isRotated: false } } };
