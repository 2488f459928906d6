import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TimeLog } from 'shared-api';
import { deferred, mockApi, renderWithProviders, type ApiCall, type ApiReply, type ApiRoute } from 'shared-ui/testing';
import { timeLogOptions, timeLogs } from '../../fixtures';
import { TimeLogEditModal } from '../TimeLogEditModal';

/** All of the customer's workers, searched on the server: Zoë never logged time, Ada (the log's own) is archived and listed by id only. */
const everyone = [...timeLogOptions.workers.filter((worker) => worker.id !== 12), { id: 99, full_name: 'Zoë Zylstra-Quinn' }];
const archived = { id: 12, full_name: 'Ada Fraser' };

function workerOptions(call: ApiCall): ApiReply {
  const search = call.query.get('search')?.toLowerCase() ?? '';
  const matches = everyone.filter((worker) => worker.full_name.toLowerCase().includes(search));
  const chosen = [...everyone, archived].find((worker) => String(worker.id) === call.query.get('id')) ?? null;
  return { body: { workers: matches.slice(0, 2), has_more: matches.length > 2, chosen } };
}

function crewOptions(call: ApiCall): ApiReply {
  const chosen = timeLogOptions.crews.find((crew) => String(crew.id) === call.query.get('id')) ?? null;
  return { body: { crews: timeLogOptions.crews, has_more: false, chosen } };
}

const updated = (call: ApiCall): ApiReply => ({ body: { time_log: { ...timeLogs[0], ...(call.body as object) }, message: 'Time log updated.' } });

function renderModal(timeLog: TimeLog, routes: Record<string, ApiRoute> = {}) {
  const api = mockApi({
    'GET /time-logs/options/workers': workerOptions,
    'GET /time-logs/options/crews': crewOptions,
    [`PUT /time-logs/${timeLog.id}`]: updated,
    ...routes,
  });
  const onSaved = jest.fn();
  renderWithProviders(<TimeLogEditModal timeLog={timeLog} onClose={jest.fn()} onSaved={onSaved} />);
  const dialog = screen.getByRole('dialog', { name: 'Edit time log' });
  return { api, dialog, onSaved, user: userEvent.setup() };
}

const worker = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: /Worker/ });
const crew = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: 'Crew' });

describe('TimeLogEditModal', () => {
  it('names the log\'s own worker and crew at once, even one no list shows, and asks the server for them by id', async () => {
    const answer = deferred<ApiReply>();
    const { api, dialog } = renderModal(timeLogs[0], { 'GET /time-logs/options/workers': () => answer.promise });
    expect(worker(dialog)).toHaveValue('Ada Fraser');
    expect(worker(dialog)).toBeRequired();
    expect(crew(dialog)).toHaveValue('North Tower Electrical');
    answer.resolve(workerOptions(api.callsTo('GET', '/time-logs/options/workers')[0]));
    expect(api.callsTo('GET', '/time-logs/options/workers')[0].query.get('id')).toBe('12');
    expect(await within(dialog).findByDisplayValue('Ada Fraser')).toBe(worker(dialog));
    // The endpoint listing only workers and crews with logs is not used any more.
    expect(api.calls.some((call) => call.path === '/time-logs/options')).toBe(false);
  });

  it('finds a worker who never logged time by typing part of the name, and saves the log as theirs', async () => {
    const { api, dialog, onSaved, user } = renderModal(timeLogs[0]);
    await user.click(worker(dialog));
    expect(await within(dialog).findByText('More workers match: type a name to narrow the list.')).toBeInTheDocument();
    await user.type(worker(dialog), 'zyl');
    await user.click(await within(dialog).findByRole('option', { name: 'Zoë Zylstra-Quinn' }));
    expect(api.calls.some((call) => call.path === '/time-logs/options/workers' && call.query.get('search') === 'zyl')).toBe(true);
    expect(worker(dialog)).toHaveValue('Zoë Zylstra-Quinn');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Time log updated successfully')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/time-logs/1')[0].body).toMatchObject({ worker_id: 99, crew_id: 7 });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ worker_id: 99 }));
  });

  it('takes the log out of its crew with No crew', async () => {
    const first = renderModal(timeLogs[0]);
    await first.user.click(crew(first.dialog));
    await first.user.click(await within(first.dialog).findByRole('option', { name: 'No crew' }));
    expect(crew(first.dialog)).toHaveValue('');
    expect(crew(first.dialog)).toHaveAttribute('placeholder', 'No crew');
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Time log updated successfully');
    expect(first.api.callsTo('PUT', '/time-logs/1')[0].body).toMatchObject({ crew_id: null });
  });

  it('puts a log without a crew in one chosen from the list', async () => {
    const { api, dialog, user } = renderModal(timeLogs[1]);
    expect(crew(dialog)).toHaveValue('');
    await user.click(crew(dialog));
    await user.click(await within(dialog).findByRole('option', { name: 'Pipefitters B' }));
    expect(crew(dialog)).toHaveValue('Pipefitters B');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Time log updated successfully');
    expect(api.callsTo('PUT', '/time-logs/2')[0].body).toMatchObject({ worker_id: 13, crew_id: 8, hours: 4, minutes: 0 });
  });

  it('refuses to save without a worker, and shows the server\'s refusal on the worker and the duration above the form', async () => {
    const { api, dialog, onSaved, user } = renderModal(timeLogs[1], {
      'PUT /time-logs/2': {
        status: 422,
        body: { message: 'The given data was invalid.', errors: { worker_id: ['The worker is not one of yours.'], duration: ['A time log can be at most 24 hours.'] } },
      },
    });
    await user.click(worker(dialog));
    await user.click(await within(dialog).findByRole('option', { name: 'Choose a worker' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(worker(dialog)).toHaveAccessibleDescription('Worker is required');
    expect(api.callsTo('PUT', '/time-logs/2')).toHaveLength(0);

    await user.click(worker(dialog));
    await user.click(await within(dialog).findByRole('option', { name: 'Bram Okafor' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A time log can be at most 24 hours.')).toBeInTheDocument();
    expect(worker(dialog)).toHaveAccessibleDescription('The worker is not one of yours.');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('says when the workers could not be loaded, and still names the log\'s own', async () => {
    const { dialog, user } = renderModal(timeLogs[0], { 'GET /time-logs/options/workers': { status: 500, body: { message: 'Server error' } } });
    await user.click(worker(dialog));
    expect(await within(dialog).findByText('The workers could not be loaded. Type again to retry.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(worker(dialog)).toHaveValue('Ada Fraser');
  });
});
