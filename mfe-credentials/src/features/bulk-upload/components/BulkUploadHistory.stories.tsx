import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { makeUploadSummary, uploadHistory } from '../fixtures';
import { BulkUploadHistory } from './BulkUploadHistory';

const meta = {
  title: 'Credentials/BulkUploadHistory',
  component: BulkUploadHistory,
  args: { uploads: uploadHistory, error: null, onRetry: fn() },
} satisfies Meta<typeof BulkUploadHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Listed: Story = {};
export const Loading: Story = { args: { uploads: undefined } };
export const Empty: Story = { args: { uploads: [] } };
export const LoadFailed: Story = { args: { uploads: undefined, error: 'The server did not answer.' } };
export const Paged: Story = { args: { page: { current: 2, last: 7, onChange: fn() } } };
export const LongText: Story = {
  args: {
    uploads: [
      makeUploadSummary({
        file_name: 'credentials-export-from-the-northern-alberta-pipeline-project-phase-two-final-revised-2026.csv',
        uploaded_by: { id: 9, full_name: 'Marie-Ève Tremblay-Bouchard de la Fontaine' },
      }),
      makeUploadSummary({
        id: 30,
        status: 'failed',
        error: 'Processing stopped and could not be resumed. Upload the file again. If this keeps happening, split the file into smaller files of a few thousand rows each.',
      }),
    ],
  },
};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
