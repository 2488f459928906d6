import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { previewRow, previewValid, previewWithErrors, readAsExcelFrench } from '../fixtures';
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
export const Empty: Story = { args: { preview: { read_as: readAsExcelFrench, rows: [], valid_count: 0, error_count: 0 } } };
/** Long names, e-mails and credential names wrap in their cells. */
export const LongText: Story = {
  args: {
    preview: {
      read_as: readAsExcelFrench,
      rows: [
        previewRow(2, {
          first_name: 'Marie-Ève',
          last_name: 'Tremblay-Bouchard de la Fontaine',
          email: 'marie-eve.tremblay-bouchard.delafontaine@northern-alberta-construction.example',
          credential_name: 'Confined Space Entry and Rescue with Supplied Air Respirator (Level 2)',
          supporting_credential_name: 'Self-Contained Breathing Apparatus Fit Test and Annual Refresher',
          supporting_issued: '2025-04-01',
        }),
      ],
      valid_count: 1,
      error_count: 0,
    },
  },
};
