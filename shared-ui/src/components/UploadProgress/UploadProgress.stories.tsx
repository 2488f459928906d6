import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { UploadProgress } from './UploadProgress';

const meta = {
  title: 'Feedback/UploadProgress',
  component: UploadProgress,
  args: {
    state: { phase: 'uploading', loaded: 1_200_000, total: 3_400_000 },
    uploadingLabel: 'Uploading the file',
    processingLabel: 'Saving your credential…',
  },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <UploadProgress {...args} />
    </div>
  ),
} satisfies Meta<typeof UploadProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Uploading: Story = {};

/** The server reports no percentage while it works, so the bar does not pretend to know one. */
export const Processing: Story = { args: { state: { phase: 'processing' } } };
