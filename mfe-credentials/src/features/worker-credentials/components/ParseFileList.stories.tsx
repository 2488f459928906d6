import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { ParseFileList } from './ParseFileList';

const meta = {
  title: 'Credentials/Worker panel/ParseFileList',
  component: ParseFileList,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    files: [
      { key: '1', name: 'working-at-heights-certificate-2024.pdf', size: 248_320, status: 'uploaded', progress: 100, error: null },
      { key: '2', name: 'first-aid.png', size: 1_204_224, status: 'processing', progress: 45, error: null },
      { key: '3', name: 'forklift-licence-scan.jpeg', size: 88_064, status: 'queued', progress: 0, error: null },
      {
        key: '4',
        name: 'notes.pdf',
        size: 2_048,
        status: 'failed',
        progress: 0,
        error: 'The file must be a PDF, PNG or JPEG.',
      },
    ],
  },
} satisfies Meta<typeof ParseFileList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sent one after another: the first is uploaded, the second on its way, the third waits. */
export const Sending: Story = {};
/** Before sending, waiting files can be removed. */
export const Chosen: Story = {
  args: {
    files: [
      { key: '1', name: 'working-at-heights-certificate-2024.pdf', size: 248_320, status: 'queued', progress: 0, error: null },
      { key: '2', name: 'first-aid.png', size: 1_204_224, status: 'queued', progress: 0, error: null },
    ],
    onRemove: fn(),
  },
};
/** Every file finished: read into a credential, or failed while being sent or read, each with its reason. */
export const Finished: Story = {
  args: {
    files: [
      { key: '1', name: 'working-at-heights-certificate-2024.pdf', size: 248_320, status: 'done', progress: 100, error: null },
      {
        key: '2',
        name: 'first-aid.png',
        size: 1_204_224,
        status: 'failed',
        progress: 100,
        failedWhile: 'reading',
        error: 'No text could be read from this file. Upload a sharper photo or a text PDF.',
      },
      { key: '3', name: 'notes.pdf', size: 2_048, status: 'failed', progress: 0, failedWhile: 'sending', error: 'The file must be a PDF, PNG or JPEG.' },
    ],
  },
};
/** Long names are cut to 25 characters (the whole name is the row's label); long reasons wrap. */
export const LongText: Story = {
  args: {
    files: [
      {
        key: '1',
        name: 'scan-of-the-confined-space-entry-and-rescue-certificate-issued-by-the-northern-alberta-safety-council.pdf',
        size: 9_876_543,
        status: 'failed',
        progress: 100,
        failedWhile: 'reading',
        error:
          'This PDF could not be opened: the file is damaged. Ask the worker for another copy, or scan the paper certificate again at a higher resolution and upload it.',
      },
    ],
  },
};
export const Empty: Story = { args: { files: [] } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
