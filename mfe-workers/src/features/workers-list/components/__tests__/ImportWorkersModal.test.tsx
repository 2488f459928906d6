import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from 'shared-api';
import { polyfillFileText, renderWithProviders } from 'shared-ui/testing';
import { previewValid, previewWithErrors } from '../../fixtures';
import { downloadTextFile } from '../../utils/exportFile';
import { ImportWorkersModal } from '../ImportWorkersModal';

jest.mock('shared-api', () => ({
  ...jest.requireActual('shared-api'),
  previewWorkerImport: jest.fn(),
  importWorkers: jest.fn(),
}));
jest.mock('../../utils/exportFile', () => ({
  ...jest.requireActual('../../utils/exportFile'),
  downloadTextFile: jest.fn(),
}));

const mocked = api as jest.Mocked<typeof api>;
const CSV = 'first name,last name,email\nAda,Fraser,ada@example.com\n';
/** What the modal sends: the file's bytes, so that the server reads their encoding. */
const SENT = { csv_base64: btoa(CSV), encoding: undefined };

beforeAll(polyfillFileText);

beforeEach(() => jest.clearAllMocks());

async function chooseCsv(user: ReturnType<typeof userEvent.setup>, name = 'crew-a.csv') {
  await user.upload(screen.getByLabelText('CSV file'), new File([CSV], name, { type: 'text/csv' }));
}

describe('ImportWorkersModal', () => {
  it('links the sample file and shows the chosen file with its size', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ImportWorkersModal open onClose={jest.fn()} onImported={jest.fn()} />);
    expect(screen.getByRole('link', { name: 'Download sample-workers.csv' })).toHaveAttribute('href', '/json/imports/workers/sample');
    expect(screen.getByRole('button', { name: 'Preview' })).toBeDisabled();

    await chooseCsv(user);
    expect(await screen.findByText('crew-a.csv')).toBeInTheDocument();
    expect(screen.getByText(`${CSV.length} B`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview' })).toBeEnabled();
  });

  it('shows the rows with their errors and keeps Import disabled while any row is invalid', async () => {
    const user = userEvent.setup();
    mocked.previewWorkerImport.mockResolvedValue(previewWithErrors);
    renderWithProviders(<ImportWorkersModal open onClose={jest.fn()} onImported={jest.fn()} />);
    await chooseCsv(user);
    await user.click(await screen.findByRole('button', { name: 'Preview' }));

    expect(mocked.previewWorkerImport.mock.calls[0][0]).toEqual(SENT);
    expect(await screen.findByText('Read as columns separated by semicolons (;), Windows-1252 (Excel on Windows).')).toBeInTheDocument();
    expect(await screen.findByText('2 with errors')).toBeInTheDocument();
    expect(screen.getByText('2 ready')).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    // Rows with errors come first, each listing its problems.
    expect(within(rows[0]).getByText('First name: First name is required.')).toBeInTheDocument();
    expect(within(rows[0]).getByText('E-mail: The email must be a valid email address.')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Date of birth: The dob is not a valid date.')).toBeInTheDocument();
    expect(within(rows[3]).getByText('Regina, East')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 2 workers' })).toBeDisabled();
    expect(mocked.importWorkers).not.toHaveBeenCalled();
  });

  it('offers, before importing, the valid rows alone with the rejected rows downloaded, and does both in one step', async () => {
    const user = userEvent.setup();
    const onImported = jest.fn();
    const rejectedCsv = '\uFEFFFirst Name,Last Name,Line,Reason\r\n,Okafor,3,First name is required.\r\n';
    mocked.previewWorkerImport.mockResolvedValue(previewWithErrors);
    mocked.importWorkers.mockResolvedValue({
      imported: 2,
      rejected: 2,
      message: 'Imported 2 workers. 2 rows with errors were not imported; they are in the downloaded file with their reasons.',
      rejected_csv: rejectedCsv,
    });
    renderWithProviders(<ImportWorkersModal open onClose={jest.fn()} onImported={onImported} />);
    await chooseCsv(user);
    await user.click(await screen.findByRole('button', { name: 'Preview' }));

    const choice = await screen.findByRole('group', { name: 'Rows with errors' });
    const nothing = within(choice).getByRole('radio', { name: /^Import nothing now/ });
    expect(nothing).toBeChecked();
    expect(screen.getByRole('button', { name: 'Import 2 workers' })).toBeDisabled();
    await user.click(
      within(choice).getByRole('radio', {
        name: 'Import the 2 valid rows now and download the 2 rows with errors as a CSV file, with the reason for each.',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Import 2 workers and download the rejected rows' }));

    expect(mocked.importWorkers).toHaveBeenCalledWith(SENT, expect.anything(), 'valid_rows');
    expect(await screen.findByText(/^Imported 2 workers\. 2 rows with errors/)).toBeInTheDocument();
    expect(downloadTextFile).toHaveBeenCalledTimes(1);
    const [text, fileName] = (downloadTextFile as jest.Mock).mock.calls[0];
    expect(text).toBe(rejectedCsv);
    expect(fileName).toMatch(/^rejected_workers_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.csv$/);
    expect(screen.getByText(`The rejected rows were downloaded as ${fileName}: fix them there and import that file.`)).toBeInTheDocument();
    expect(onImported).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Download the rejected rows again' }));
    expect(downloadTextFile).toHaveBeenLastCalledWith(rejectedCsv, fileName);
  });

  it('imports all or nothing unless the valid rows alone are chosen', async () => {
    const user = userEvent.setup();
    mocked.previewWorkerImport.mockResolvedValue(previewValid);
    mocked.importWorkers.mockResolvedValue({ imported: 4, rejected: 0, message: 'Imported 4 workers', rejected_csv: null });
    renderWithProviders(<ImportWorkersModal open onClose={jest.fn()} onImported={jest.fn()} />);
    await chooseCsv(user);
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('button', { name: 'Import 4 workers' })).toBeEnabled();
    expect(screen.queryByRole('group', { name: 'Rows with errors' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import 4 workers' }));
    expect(mocked.importWorkers).toHaveBeenCalledWith(SENT, expect.anything(), 'all');
    expect(await screen.findByText('Imported 4 workers')).toBeInTheDocument();
    expect(downloadTextFile).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Download the rejected rows again' })).not.toBeInTheDocument();
  });

  it('imports a file without errors and reports the server message', async () => {
    const user = userEvent.setup();
    const onImported = jest.fn();
    mocked.previewWorkerImport.mockResolvedValue(previewValid);
    mocked.importWorkers.mockResolvedValue({ imported: 4, rejected: 0, message: '4 workers imported.', rejected_csv: null });
    renderWithProviders(<ImportWorkersModal open onClose={jest.fn()} onImported={onImported} />);
    await chooseCsv(user);
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Import 4 workers' }));

    expect(await screen.findByText('4 workers imported.')).toBeInTheDocument();
    expect(mocked.importWorkers.mock.calls[0][0]).toEqual(SENT);
    expect(onImported).toHaveBeenCalledWith('4 workers imported.');
  });

  it('shows upload progress, then an indeterminate bar while the server works', async () => {
    const user = userEvent.setup();
    let finish: (value: typeof previewValid) => void = () => {};
    mocked.previewWorkerImport.mockImplementation((_csv, options) => {
      options?.onUploadProgress?.({ loaded: 20, total: 40 });
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    renderWithProviders(<ImportWorkersModal open onClose={jest.fn()} onImported={jest.fn()} />);
    await chooseCsv(user);
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    expect(screen.getByRole('progressbar', { name: 'Uploading the file' })).toHaveAttribute('aria-valuenow', '50');

    const onUploadProgress = mocked.previewWorkerImport.mock.calls[0][1]?.onUploadProgress;
    act(() => onUploadProgress?.({ loaded: 40, total: 40 }));
    expect(await screen.findByRole('progressbar', { name: 'Checking the rows…' })).not.toHaveAttribute('aria-valuenow');

    act(() => finish(previewValid));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it('says what the server could not read in the file', async () => {
    const user = userEvent.setup();
    mocked.previewWorkerImport.mockRejectedValue(
      new api.ApiError(422, { message: 'The given data was invalid.', errors: { csv: ['Line 4 has an unclosed quote.'] } }),
    );
    renderWithProviders(<ImportWorkersModal open onClose={jest.fn()} onImported={jest.fn()} />);
    await chooseCsv(user);
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Line 4 has an unclosed quote.')).toBeInTheDocument();
  });

  it('keeps nothing imported and says so when the server rejects the file', async () => {
    const user = userEvent.setup();
    mocked.previewWorkerImport.mockResolvedValue(previewValid);
    mocked.importWorkers.mockRejectedValue(
      new api.ApiError(422, {
        message: 'The file has 1 row with errors; nothing was imported.',
        errors: { rows: ['Line 3: A worker with this email already exists.'] },
      }),
    );
    renderWithProviders(<ImportWorkersModal open onClose={jest.fn()} onImported={jest.fn()} />);
    await chooseCsv(user);
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Import 4 workers' }));
    expect(await screen.findByText('The file has 1 row with errors; nothing was imported.')).toBeInTheDocument();
    expect(screen.getByText('Line 3: A worker with this email already exists.')).toBeInTheDocument();
  });
});
