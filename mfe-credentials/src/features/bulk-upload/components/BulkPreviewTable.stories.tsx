import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { previewValid, previewWithErrors } from '../fixtures';
import { BulkPreviewTable } from './BulkPreviewTable';

const meta = {
  title: 'Credentials/BulkPreviewTable',
  component: BulkPreviewTable,
  args: { preview: previewValid },
} satisfies Meta<typeof BulkPreviewTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every row valid; one will create a new worker. */
export const Ready: Story = {};
export const WithErrors: Story = { args: { preview: previewWithErrors } };
export const Phone: Story = { args: { preview: previewWithErrors }, globals: { viewport: { value: 'phone' } } };
