import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { UploadProgress } from './UploadProgress';

const meta = {
  title: 'Workers/UploadProgress',
  component: UploadProgress,
  args: { state: { phase: 'uploading', loaded: 1_300_000, total: 3_400_000 }, processingLabel: 'Importing the workers…' },
} satisfies Meta<typeof UploadProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Uploading: Story = {};
/** The server reports no percentage while it works, so the bar does not pretend to know one. */
export const Processing: Story = { args: { state: { phase: 'processing' } } };
