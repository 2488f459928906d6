import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from 'shared-api';
import { DEFAULT_WORKER_FILTERS } from 'shared-api';
import { jsonResponse, renderWithProviders } from 'shared-ui/testing';
import { changeLocale } from 'shared-ui';
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
    renderWithProviders(<ExportWorkersModal open onClose={onClose} filters={{ ...DEFAULT_WORKER_FILTERS, search: 'kelly' }} total={12} />);

    await user.click(screen.getByRole('checkbox', { name: 'First name' }));
    await user.click(screen.getByRole('checkbox', { name: 'E-mail' }));
    await user.click(screen.getByRole('checkbox', { name: 'Credentials needing review' }));
    await user.click(screen.getByRole('checkbox', { name: 'Phone' }));
    await user.click(screen.getByRole('checkbox', { name: 'Tags' }));
    await user.click(screen.getByRole('checkbox', { name: 'Status' }));
    await user.type(await screen.findByRole('searchbox', { name: 'Find a credential' }), 'heights');
    expect(screen.queryByRole('checkbox', { name: 'First Aid' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Working at Heights' }));
    await user.click(screen.getByRole('button', { name: 'Export' }));

    expect(mocked.exportWorkers).toHaveBeenCalledWith({
      first_name: true,
      last_name: false,
      full_name: true,
      email: false,
      phone_number: true,
      job_title: false,
      crews: false,
      tags: true,
      status: true,
      needs_review: true,
      credentials: [5],
      filters: { active: 'true', has_crews: '', worker_tags: [], search: 'kelly' },
    });
    await waitFor(() => expect(downloadTextFile).toHaveBeenCalledTimes(1));
    const [csv, fileName] = (downloadTextFile as jest.Mock).mock.calls[0];
    expect(csv).toBe('Full Name,Email\nAda Fraser,ada@example.com\n');
    expect(fileName).toMatch(/^exported_workers_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.csv$/);
    expect(onClose).toHaveBeenCalled();
  });

  it('cannot export with nothing chosen', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ExportWorkersModal open onClose={jest.fn()} filters={DEFAULT_WORKER_FILTERS} total={66} />);
    await user.click(screen.getByRole('checkbox', { name: 'Full name' }));
    await user.click(screen.getByRole('checkbox', { name: 'E-mail' }));
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
    expect(screen.getByText('Choose at least one column to export.')).toBeInTheDocument();
  });

  it('says which workers the export holds: the list\'s filters and its count', () => {
    const { rerender } = renderWithProviders(<ExportWorkersModal open onClose={jest.fn()} filters={{ ...DEFAULT_WORKER_FILTERS, search: 'kelly' }} total={12} />);
    const scope = () => screen.getByRole('status', { name: 'Workers exported' });
    expect(scope()).toHaveTextContent('12 workers matching “kelly”');
    expect(scope()).toHaveTextContent('Filters: active.');
    rerender(<ExportWorkersModal open onClose={jest.fn()} filters={{ ...DEFAULT_WORKER_FILTERS, active: '' }} total={1066} />);
    expect(scope()).toHaveTextContent('All 1,066 workers');
    expect(scope()).not.toHaveTextContent('Filters:');
    rerender(<ExportWorkersModal open onClose={jest.fn()} filters={DEFAULT_WORKER_FILTERS} total={1} />);
    expect(scope()).toHaveTextContent('The only active worker');
    rerender(
      <ExportWorkersModal
        open
        onClose={jest.fn()}
        filters={{ ...DEFAULT_WORKER_FILTERS, active: 'false', has_crews: 'false', worker_tags: ['Welding', 'Night shift'] }}
        total={3}
      />,
    );
    expect(scope()).toHaveTextContent('3 workers matching the list’s filters');
    expect(scope()).toHaveTextContent('Filters: tagged Welding or Night shift, in no crew, inactive.');
    rerender(<ExportWorkersModal open onClose={jest.fn()} filters={DEFAULT_WORKER_FILTERS} total={null} />);
    expect(scope()).toHaveTextContent('The workers matching the list’s filters');
  });

  it('offers no export when the filters match nobody', () => {
    renderWithProviders(<ExportWorkersModal open onClose={jest.fn()} filters={{ ...DEFAULT_WORKER_FILTERS, search: 'zzz' }} total={0} />);
    expect(screen.getByRole('status', { name: 'Workers exported' })).toHaveTextContent('0 workers matching “zzz”');
    expect(screen.getByText('No worker matches the list’s filters: change them on the workers list, then export.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  });

  it('says it in French, with French plurals and numbers', async () => {
    await act(() => changeLocale('fr-CA'));
    try {
      const { rerender } = renderWithProviders(<ExportWorkersModal open onClose={jest.fn()} filters={{ ...DEFAULT_WORKER_FILTERS, search: 'kelly' }} total={12} />);
      const scope = () => screen.getByRole('status', { name: 'Travailleurs exportés' });
      expect(scope()).toHaveTextContent('12 travailleurs correspondant à « kelly »');
      rerender(<ExportWorkersModal open onClose={jest.fn()} filters={{ ...DEFAULT_WORKER_FILTERS, active: '' }} total={1066} />);
      expect(scope().textContent?.replace(/\s/g, ' ')).toContain('Les 1 066 travailleurs');
    } finally {
      await act(() => changeLocale('en-CA'));
    }
  });
});
