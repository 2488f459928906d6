import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { UploadProgress } from './UploadProgress';

const meta = {
  title: 'Public/UploadProgress',
  component: UploadProgress,
  args: { processingLabel: 'Saving your credential…', state: { phase: 'uploading', loaded: 1_200_000, total: 3_400_000 } },
  render: (args) => (
    <div style={{ maxWidth: 480, padding: 24 }}>
      <UploadProgress {...args} />
    </div>
  ),
} satisfies Meta<typeof UploadProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Uploading: Story = {};

export const Processing: Story = { args: { state: { phase: 'processing' } } };
