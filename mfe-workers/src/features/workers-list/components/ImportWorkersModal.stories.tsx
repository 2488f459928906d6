import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withServerAnswers } from 'shared-ui/storybook';
import { fn, userEvent, within } from 'storybook/test';
import { previewValid, previewWithErrors } from '../fixtures';
import { ImportWorkersModal } from './ImportWorkersModal';

const meta = {
  title: 'Workers/ImportWorkersModal',
  component: ImportWorkersModal,
  args: { open: true, onClose: fn(), onImported: fn() },
} satisfies Meta<typeof ImportWorkersModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const CSV = 'first_name,last_name,email\nAda,Fraser,ada@example.com\n';

/** Chooses a file and asks for the preview, as a user would; the modal is in a portal, hence document.body. */
const previewed: Story['play'] = async () => {
  const page = within(document.body);
  await userEvent.upload(await page.findByLabelText('CSV file'), new File([CSV], 'crew-roster.csv', { type: 'text/csv' }));
  await userEvent.click(await page.findByRole('button', { name: 'Preview' }));
};

const answering = (status: number, body: unknown) => withServerAnswers({ '/imports/workers/preview': { status, body } });

/** Before a file is chosen: the columns expected and the sample file. */
export const ChooseFile: Story = {};
/** Some rows have errors: import nothing (fix the file) or the valid rows now, with the others downloaded. */
export const RowsWithErrors: Story = { decorators: [answering(200, previewWithErrors)], play: previewed };
export const AllValid: Story = { decorators: [answering(200, previewValid)], play: previewed };
/** No row is valid: nothing can be imported, and the modal says how to fix the file. */
export const NoValidRow: Story = {
  decorators: [answering(200, { ...previewWithErrors, rows: previewWithErrors.rows.slice(1, 3), valid_count: 0, error_count: 2 })],
  play: previewed,
};
/** The server cannot read the file at all: its message on the file. */
export const FileRefused: Story = {
  decorators: [answering(422, { message: 'The given data was invalid.', errors: { csv: ['Line 3 has an unclosed quote.'] } })],
  play: previewed,
};
export const RowsWithErrorsPhone: Story = { ...RowsWithErrors, globals: { viewport: { value: 'phone' } } };
