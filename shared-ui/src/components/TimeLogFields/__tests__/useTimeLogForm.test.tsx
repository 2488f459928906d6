import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred } from '../../../testing/deferred';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { TimeLogFields, type TimeLogFieldValues } from '../TimeLogFields';
import { useTimeLogForm, type TimeLogRefusal, type UseTimeLogFormOptions } from '../useTimeLogForm';

interface Values extends TimeLogFieldValues {
  worker_id: string;
}

const labels = { date: 'Date', startTime: 'Start', endTime: 'End', hours: 'Hours', minutes: 'Minutes', notes: 'Notes', computed: 'From start to end.' };
const empty: Values = { worker_id: '7', date: '2026-03-02', start_time: '', end_time: '', hours: '', minutes: '', notes: '' };

/** The rule the caller brings (shared-api's durationFromTimes), written out for the test: overnight allowed. */
function durationFromTimes(start: string, end: string) {
  if (!/^\d\d:\d\d$/.test(start) || !/^\d\d:\d\d$/.test(end)) return null;
  const minutes = (start: string) => Number(start.slice(0, 2)) * 60 + Number(start.slice(3));
  const span = (minutes(end) - minutes(start) + 24 * 60) % (24 * 60);
  return span ? { hours: String(Math.floor(span / 60)), minutes: String(span % 60) } : null;
}

const validate = (values: Values) => (values.hours || values.start_time ? {} : { hours: 'Give hours or a start and end.' });

function Form(props: Partial<UseTimeLogFormOptions<Values, { id: number }>>) {
  const form = useTimeLogForm<Values, { id: number }>({
    initial: empty,
    durationFromTimes,
    validate,
    send: async () => ({ id: 1 }),
    refusal: () => ({ fields: {}, message: 'Could not save.' }),
    savedText: (result) => `Saved log ${result.id}.`,
    onSaved: () => undefined,
    ...props,
  });
  return (
    <form aria-label="Log time" noValidate onSubmit={form.submit}>
      {form.failure ? <p data-testid="failure">{form.failure}</p> : null}
      <TimeLogFields {...form.fields} labels={labels} maxHours={24} maxMinutes={59} />
      <button type="submit" disabled={form.saving}>
        Save
      </button>
    </form>
  );
}

const hours = () => screen.getByRole('spinbutton', { name: 'Hours' });
const minutes = () => screen.getByRole('spinbutton', { name: 'Minutes' });

describe('useTimeLogForm', () => {
  it('fills hours and minutes from start and end, read-only while both are given, overnight included', async () => {
    renderWithProviders(<Form />);
    await userEvent.type(screen.getByLabelText('Start'), '22:00');
    expect(hours()).not.toHaveAttribute('readonly');
    await userEvent.type(screen.getByLabelText('End'), '06:30');
    expect(hours()).toHaveValue(8);
    expect(minutes()).toHaveValue(30);
    expect(hours()).toHaveAttribute('readonly');
    expect(hours()).toHaveAccessibleDescription('From start to end.');
  });

  it('shows the duration an old log\'s times make, not the one it was saved with', () => {
    renderWithProviders(<Form initial={{ ...empty, start_time: '07:00', end_time: '15:30', hours: '9', minutes: '0' }} />);
    expect(hours()).toHaveValue(8);
    expect(minutes()).toHaveValue(30);
  });

  it('sends nothing while the form\'s own check finds a problem, and shows it on its field', async () => {
    const send = jest.fn(async () => ({ id: 1 }));
    renderWithProviders(<Form send={send} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(hours()).toHaveAccessibleDescription('Give hours or a start and end.');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the values once however often Save is pressed, then toasts and hands the answer on', async () => {
    const answer = deferred<{ id: number }>();
    const send = jest.fn(() => answer.promise);
    const onSaved = jest.fn();
    renderWithProviders(<Form send={send} onSaved={onSaved} />);
    await userEvent.type(hours(), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    answer.resolve({ id: 42 });
    expect(await screen.findByText('Saved log 42.')).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ ...empty, hours: '3' });
    expect(onSaved).toHaveBeenCalledWith({ id: 42 });
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('puts a refusal on the fields, and the duration\'s error (which has no input) above the form', async () => {
    const refusal = jest.fn(
      (): TimeLogRefusal<keyof Values & string> => ({
        fields: { end_time: 'The end time must differ from the start time.', duration: 'More than 24 hours.' },
        message: null,
      }),
    );
    const onSaved = jest.fn();
    renderWithProviders(<Form send={() => Promise.reject(new Error('422'))} refusal={refusal} onSaved={onSaved} />);
    await userEvent.type(hours(), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('failure')).toHaveTextContent('More than 24 hours.');
    expect(screen.getByLabelText('End')).toHaveAccessibleDescription('The end time must differ from the start time.');
    expect(refusal).toHaveBeenCalledWith(new Error('422'));
    expect(onSaved).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
  });

  it('says the server\'s message above the form when no field carries the error, and clears it on the next try', async () => {
    const send = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ id: 2 });
    renderWithProviders(<Form send={send} />);
    await userEvent.type(hours(), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('failure')).toHaveTextContent('Could not save.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved log 2.')).toBeInTheDocument();
    expect(screen.queryByText('Could not save.')).not.toBeInTheDocument();
  });
});
