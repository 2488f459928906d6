import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from 'shared-api';
import { jsonResponse, renderWithProviders } from 'shared-ui/testing';
import { downloadTextFile } from '../../utils/exportFile';
import { ExportWorkersModal } from '../ExportWorkersModal';

jest.mock('shared-api', () => ({
  ...jest.requireActual('shared-api'),
  exportWorkers: jest.fn(),
}));
jest.mock('../../utils/exportFile', () => ({
  ...jest.requireActual('../../utils/exportFile'),
  downloadTextFile: jest.fn(),
}));

const mocked = api as jest.Mocked<typeof api>;

beforeEach(() => {
  jest.clearAllMocks();
  // The credentials list loads through shared-api's SWR hook, which calls fetch itself.
  global.fetch = jest.fn((input: RequestInfo | URL) =>
    String(input) === '/json/credentials/unique'
      ? jsonResponse({
          credentials: [
            { id: 3, label: 'First Aid' },
            { id: 5, label: 'Working at Heights' },
            { id: 8, label: 'H2S Alive' },
          ],
        })
      : jsonResponse({ message: 'Not found' }, 404),
  ) as typeof fetch;
});

describe('ExportWorkersModal', () => {
  it('exports the chosen columns and credentials and downloads the CSV with a timestamped name', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    mocked.exportWorkers.mockResolvedValue({ csv_string: 'Full Name,Email\nAda Fraser,ada@example.com\n' });
    renderWithProviders(<ExportWorkersModal open onClose={onClose} />);

    await user.click(screen.getByRole('checkbox', { name: 'First name' }));
    await user.click(screen.getByRole('checkbox', { name: 'E-mail' }));
    await user.click(screen.getByRole('checkbox', { name: 'Credentials needing review' }));
    await user.type(await screen.findByRole('searchbox', { name: 'Find a credential' }), 'heights');
    expect(screen.queryByRole('checkbox', { name: 'First Aid' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Working at Heights' }));
    await user.click(screen.getByRole('button', { name: 'Export' }));

    expect(mocked.exportWorkers).toHaveBeenCalledWith({
      first_name: true,
      last_name: false,
      full_name: true,
      email: false,
      needs_review: true,
      credentials: [5],
    });
    await waitFor(() => expect(downloadTextFile).toHaveBeenCalledTimes(1));
    const [csv, fileName] = (downloadTextFile as jest.Mock).mock.calls[0];
    expect(csv).toBe('Full Name,Email\nAda Fraser,ada@example.com\n');
    expect(fileName).toMatch(/^exported_workers_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.csv$/);
    expect(onClose).toHaveBeenCalled();
  });

  it('cannot export with nothing chosen', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ExportWorkersModal open onClose={jest.fn()} />);
    await user.click(screen.getByRole('checkbox', { name: 'Full name' }));
    await user.click(screen.getByRole('checkbox', { name: 'E-mail' }));
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
    expect(screen.getByText('Choose at least one column to export.')).toBeInTheDocument();
  });
});
