import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from 'shared-ui';
import { currentLocation, jsonResponse, renderRoute } from 'shared-ui/testing';
import { timeLogOptions, timeLogsResponse } from '../../fixtures';
import TimeLogsPage from '../TimeLogsPage';

interface SentRequest {
  method: string;
  path: string;
  body?: unknown;
}

let requests: SentRequest[] = [];
let updateResponse: () => Promise<Response>;

beforeEach(() => {
  requests = [];
  updateResponse = () => jsonResponse({ time_log: timeLogsResponse.time_logs.data[0], message: 'Time log updated.' });
  global.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    requests.push({ method, path: `${url.pathname}${url.search}`, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url.pathname === '/json/time-logs/options/workers') {
      // All of the customer's workers, searched on the server: 'zyl' finds one who never logged time.
      const search = url.searchParams.get('search') ?? '';
      const everyone = [...timeLogOptions.workers, { id: 99, full_name: 'Zoë Zylstra-Quinn' }];
      const chosen = everyone.find((worker) => String(worker.id) === url.searchParams.get('id')) ?? null;
      const matches = everyone.filter((worker) => worker.full_name.toLowerCase().includes(search));
      return jsonResponse({ workers: matches.slice(0, 3), has_more: matches.length > 3, chosen });
    }
    if (url.pathname === '/json/time-logs/options/crews') return jsonResponse({ crews: timeLogOptions.crews, has_more: false, chosen: null });
    if (url.pathname === '/json/time-logs') return jsonResponse(timeLogsResponse);
    if (method === 'PUT') return updateResponse();
    if (method === 'DELETE') return jsonResponse({ message: 'Time log deleted.' });
    return jsonResponse({ message: 'Not found' }, 404);
  }) as typeof fetch;
});

const renderPage = () => renderRoute(<TimeLogsPage />, { path: '/workers/time-logs', url: '/workers/time-logs' });

const thisYear = new Date().getFullYear();
const listRequests = () => requests.filter((request) => request.method === 'GET' && request.path.startsWith('/json/time-logs?'));

describe('TimeLogsPage', () => {
  it('lists the time logs for this year with totals for the whole filtered set', async () => {
    renderPage();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Today')).toBeInTheDocument();
    expect(within(table).getByText('07:00 – 15:30')).toBeInTheDocument();
    expect(within(table).getByText('8h 30m')).toBeInTheDocument();
    expect(within(table).getByText('No crew')).toBeInTheDocument();
    expect(screen.getByText('13h 15m')).toBeInTheDocument();
    expect(screen.getByText('13.25 hours over 3 logs matching these filters')).toBeInTheDocument();
    expect(listRequests()[0].path).toBe(`/json/time-logs?page=1&year=${thisYear}`);
    expect(screen.getByRole('combobox', { name: 'Year' }).querySelectorAll('option')).toHaveLength(5);
  });

  it('filters by worker and by date, and keeps the filters in the URL', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table');
    const worker = screen.getByRole('combobox', { name: 'Worker' });
    await user.click(worker);
    expect(await screen.findByText('More workers match: type a name to narrow the list.')).toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Bram Okafor' }));
    await waitFor(() => expect(listRequests().at(-1)?.path).toBe(`/json/time-logs?page=1&year=${thisYear}&worker_id=13`));
    expect(currentLocation.search).toBe('?worker_id=13');
    expect(worker).toHaveValue('Bram Okafor');
  });

  it('searches all of the customer\'s workers on the server as one types', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table');
    await user.type(screen.getByRole('combobox', { name: 'Worker' }), 'zyl');
    await user.click(await screen.findByRole('option', { name: 'Zoë Zylstra-Quinn' }));
    expect(requests.some((request) => request.path === '/json/time-logs/options/workers?search=zyl')).toBe(true);
    await waitFor(() => expect(currentLocation.search).toBe('?worker_id=99'));
    await user.type(screen.getByRole('combobox', { name: 'Worker' }), 'nobody');
    expect(await screen.findByText('No worker matches. Check the spelling or type less.')).toBeInTheDocument();
  });

  it('validates the edit form with the spec messages and sends the date as YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit time log of Ada Fraser on Nov 22, 2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit time log' });

    // Hours come from start and end while both are given: clearing the end lets them be typed.
    expect(within(dialog).getByRole('spinbutton', { name: 'Hours' })).toHaveAttribute('readonly');
    await user.clear(within(dialog).getByLabelText('End time'));
    await user.click(within(dialog).getByRole('combobox', { name: /Worker/ }));
    await user.click(await within(dialog).findByRole('option', { name: 'Choose a worker' }));
    await user.clear(within(dialog).getByLabelText(/Date/));
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Hours' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Hours' }), '25');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Worker is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Date is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Hours must be at most 24.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);

    await user.click(within(dialog).getByRole('combobox', { name: /Worker/ }));
    await user.click(await within(dialog).findByRole('option', { name: 'Chantal Nguyen' }));
    await user.type(within(dialog).getByLabelText(/Date/), '2026-11-19');
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Hours' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Hours' }), '7');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Time log updated successfully')).toBeInTheDocument();
    const put = requests.find((request) => request.method === 'PUT');
    expect(put).toEqual({
      method: 'PUT',
      path: '/json/time-logs/1',
      body: {
        worker_id: 14,
        crew_id: 7,
        date: '2026-11-19',
        start_time: '07:00',
        end_time: null,
        hours: 7,
        minutes: 30,
        notes: 'Pulled cable on level 4.',
      },
    });
    expect(screen.queryByRole('dialog', { name: 'Edit time log' })).not.toBeInTheDocument();
  });

  it('shows the server field errors under the fields', async () => {
    const user = userEvent.setup();
    updateResponse = () => jsonResponse({ message: 'The given data was invalid.', errors: { end_time: ['The end time must be after the start time.'] } }, 422);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit time log of Ada Fraser on Nov 22, 2026' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The end time must be after the start time.')).toBeInTheDocument();
  });

  it("deletes a time log only after 'This action cannot be undone!'", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete time log of Bram Okafor on Nov 21, 2026' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('This action cannot be undone!');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Time log deleted.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual(['/json/time-logs/2']);
    await waitFor(() => expect(listRequests()).toHaveLength(2));
  });

  it('speaks Canadian French: filters, months through Intl, durations, totals, table and the edit form', async () => {
    await act(() => changeLocale('fr-CA'));
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Feuilles de temps' });
    expect(screen.getByRole('heading', { name: 'Feuilles de temps', level: 1 })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Travailleur' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Durée' })).toBeInTheDocument();
    expect(within(table).getByText('8 h 30 min')).toBeInTheDocument();
    expect(within(table).getByText('Aucune équipe')).toBeInTheDocument();
    expect(screen.getByText('13 h 15 min')).toBeInTheDocument();
    expect(screen.getByText('13,25 heures sur 3 entrées correspondant à ces filtres')).toBeInTheDocument();
    const month = screen.getByRole('combobox', { name: 'Mois' });
    expect(within(month).getByRole('option', { name: 'Tous les mois' })).toBeInTheDocument();
    expect(within(month).getByRole('option', { name: 'Janvier' })).toBeInTheDocument();
    expect(within(month).getByRole('option', { name: 'Décembre' })).toBeInTheDocument();

    await user.click(within(table).getAllByRole('button', { name: /^Modifier l’entrée de temps de / })[0]);
    const dialog = screen.getByRole('dialog', { name: 'Modifier l’entrée de temps' });
    expect(within(dialog).getByRole('spinbutton', { name: 'Heures' })).toHaveAccessibleDescription(/Calculé à partir des heures de début et de fin/);
    await user.clear(within(dialog).getByLabelText('Heure de fin'));
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Heures' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Heures' }), '25');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(within(dialog).getByText('Les heures ne peuvent pas dépasser 24.')).toBeInTheDocument();
  });
});
