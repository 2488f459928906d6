import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, mockApi, renderWithProviders, type ApiReply } from 'shared-ui/testing';
import { crewWorkers, timeLogs } from '../../../../fixtures';
import { LogTimeModal } from '../LogTimeModal';

function renderModal() {
  const onSaved = jest.fn();
  const onClose = jest.fn();
  renderWithProviders(<LogTimeModal crewId={7} workers={crewWorkers} onClose={onClose} onSaved={onSaved} />);
  const dialog = screen.getByRole('dialog', { name: 'Log time' });
  return { dialog, onSaved, onClose };
}

async function fillIn(dialog: HTMLElement, user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /Worker/ }), 'Bram Okafor');
  await user.type(within(dialog).getByRole('spinbutton', { name: 'Hours' }), '4');
}

describe('LogTimeModal', () => {
  it('logs the time once, however often Save is pressed, says so and hands the answer on', async () => {
    const answer = deferred<ApiReply>();
    const api = mockApi({ 'POST /crews/7/time-logs': () => answer.promise });
    const user = userEvent.setup();
    const { dialog, onSaved } = renderModal();
    await fillIn(dialog, user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await user.click(within(dialog).getByRole('button', { name: /Save/ }));
    const response = { message: 'Time logged.', time_log: timeLogs[0] };
    answer.resolve({ body: response });
    expect(await screen.findByText('Time logged.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/crews/7/time-logs')).toHaveLength(1);
    expect(api.callsTo('POST', '/crews/7/time-logs')[0].body).toEqual({
      worker_id: 12,
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      start_time: null,
      end_time: null,
      hours: 4,
      minutes: null,
      notes: null,
    });
    expect(onSaved).toHaveBeenCalledWith(response);
  });

  it('says the default text when the server gives no message', async () => {
    mockApi({ 'POST /crews/7/time-logs': { body: { message: '', time_log: timeLogs[0] } } });
    const user = userEvent.setup();
    const { dialog, onSaved } = renderModal();
    await fillIn(dialog, user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Time logged successfully')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalled();
  });

  it('shows what the server refuses on its field, and a duration error above the form', async () => {
    mockApi({
      'POST /crews/7/time-logs': {
        status: 422,
        body: { message: 'The given data was invalid.', errors: { worker_id: ['This worker is not in the crew.'], duration: ['A time log can be at most 24 hours.'] } },
      },
    });
    const user = userEvent.setup();
    const { dialog, onSaved } = renderModal();
    await fillIn(dialog, user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A time log can be at most 24 hours.')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /Worker/ })).toHaveAccessibleDescription('This worker is not in the crew.');
    expect(within(dialog).queryByText('The given data was invalid.')).not.toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('says the server\'s message above the form when no field carries the error, and keeps what was typed', async () => {
    mockApi({ 'POST /crews/7/time-logs': { status: 403, body: { message: 'Time logs are not part of your plan.' } } });
    const user = userEvent.setup();
    const { dialog, onSaved } = renderModal();
    await fillIn(dialog, user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Time logs are not part of your plan.')).toBeInTheDocument();
    expect(within(dialog).getByRole('spinbutton', { name: 'Hours' })).toHaveValue(4);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
