import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { finishedUpload, makeUpload } from '../fixtures';
import { BulkUploadReport } from './BulkUploadReport';

const meta = {
  title: 'Credentials/BulkUploadReport',
  component: BulkUploadReport,
  args: { upload: finishedUpload },
} satisfies Meta<typeof BulkUploadReport>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Finished: Story = {};
/** Opened while the job still runs: the progress shows above the rows done so far. */
export const InProgress: Story = { args: { upload: makeUpload({ results: finishedUpload.results.slice(0, 1) }) } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
