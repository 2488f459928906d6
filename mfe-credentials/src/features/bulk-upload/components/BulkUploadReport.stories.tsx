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
/** Opened before any row was processed: says so instead of an empty table. */
export const NothingYet: Story = { args: { upload: makeUpload({ status: 'queued', processed_rows: 0, created_count: 0, results: [] }) } };
/** The whole upload failed: the reason shows with the counts. */
export const Failed: Story = {
  args: {
    upload: makeUpload({
      status: 'failed',
      processed_rows: 1,
      results: finishedUpload.results.slice(0, 1),
      error: 'Processing stopped and could not be resumed. Upload the file again.',
    }),
  },
};
/** Long names and messages wrap in their cells. */
export const LongText: Story = {
  args: {
    upload: makeUpload({
      status: 'done',
      processed_rows: 1,
      total_rows: 1,
      finished_at: '2026-11-22T15:04:09.000Z',
      results: [
        {
          line: 2,
          outcome: 'failed',
          message:
            'The credential expiry is not a valid date. The supporting credential issued date is not a valid date. The supporting credential URL must be a valid URL starting with http:// or https://.',
          worker: { id: 41, full_name: 'Marie-Ève Tremblay-Bouchard de la Fontaine' },
          credential_name: 'Confined Space Entry and Rescue with Supplied Air Respirator (Level 2)',
        },
      ],
    }),
  },
};
