import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { finishedUpload, makeUpload } from '../fixtures';
import { BulkUploadProgress } from './BulkUploadProgress';

const meta = {
  title: 'Credentials/BulkUploadProgress',
  component: BulkUploadProgress,
  args: { upload: makeUpload({ total_rows: 1200, processed_rows: 450 }) },
} satisfies Meta<typeof BulkUploadProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Processing: Story = {};
export const Queued: Story = { args: { upload: makeUpload({ status: 'queued', processed_rows: 0 }) } };
export const Done: Story = { args: { upload: finishedUpload } };
export const Failed: Story = {
  args: { upload: makeUpload({ status: 'failed', processed_rows: 2, total_rows: 4, error: 'The stored file could not be read. Nothing was written.' }) },
};
/** A long reason wraps under the bar. */
export const LongText: Story = {
  args: {
    upload: makeUpload({
      status: 'failed',
      processed_rows: 4_500,
      total_rows: 12_000,
      error:
        'Processing stopped and could not be resumed. Upload the file again. If this keeps happening, split the file into smaller files of a few thousand rows each and upload them one after another.',
    }),
  },
};
export const Phone: Story = { args: { upload: finishedUpload }, globals: { viewport: { value: 'phone' } } };
