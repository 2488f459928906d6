import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { failedParseJob, parseJob } from '../fixtures';
import { ParseJobCard } from './ParseJobCard';

const meta = {
  title: 'Credentials/Worker panel/ParseJobCard',
  component: ParseJobCard,
  decorators: [
    (Story) => (
      <ul style={{ listStyle: 'none', padding: 0, maxWidth: 680 }}>
        <Story />
      </ul>
    ),
  ],
  args: { job: parseJob(), onDelete: fn() },
} satisfies Meta<typeof ParseJobCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Processing: Story = {};
export const Failed: Story = { args: { job: failedParseJob } };
export const Deleting: Story = { args: { job: failedParseJob, deleting: true } };
/** A long file name and reason wrap inside the card. */
export const LongText: Story = {
  args: {
    job: parseJob({
      id: 303,
      status: 'failed',
      file_name: 'scan-of-the-confined-space-entry-and-rescue-certificate-issued-by-the-northern-alberta-safety-council.pdf',
      error: 'Reading this file stopped and could not be resumed. Upload it again. If it keeps failing, upload a sharper photo or a PDF with a text layer.',
    }),
  },
};
export const Phone: Story = { args: { job: failedParseJob }, globals: { viewport: { value: 'phone' } } };
