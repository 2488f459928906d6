import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { previewValid, previewWithErrors, readAsExcelFrench } from '../fixtures';
import { ImportPreviewTable } from './ImportPreviewTable';

const meta = {
  title: 'Workers/ImportPreviewTable',
  component: ImportPreviewTable,
  args: { preview: previewWithErrors },
} satisfies Meta<typeof ImportPreviewTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithErrors: Story = {};
export const AllValid: Story = { args: { preview: previewValid } };
export const Empty: Story = { args: { preview: { read_as: readAsExcelFrench, rows: [], valid_count: 0, error_count: 0 } } };
