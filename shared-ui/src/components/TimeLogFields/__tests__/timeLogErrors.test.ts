import { timeLogErrors, type TimeLogErrorsOptions } from '../timeLogErrors';

const values = { worker_id: '12', date: '2026-11-20', start_time: '', end_time: '', hours: '8', minutes: '0', notes: '' };

/** The caller's catalog, reduced to the message and its values, so each test reads what the form would show. */
const options = (problems: TimeLogErrorsOptions['problems']): TimeLogErrorsOptions => ({
  problems,
  maxHours: 24,
  text: (message, params) => (params ? `${message} ${JSON.stringify(params)}` : message),
});

describe('timeLogErrors', () => {
  it('finds nothing in a complete log', () => {
    expect(timeLogErrors(values, options({}))).toEqual({});
  });

  it('requires a worker and a calendar date', () => {
    expect(timeLogErrors({ ...values, worker_id: '', date: '' }, options({}))).toEqual({
      worker_id: 'workerRequired',
      date: 'dateRequired',
    });
  });

  it('words each problem of the times and amounts under the input that shows it', () => {
    expect(
      timeLogErrors(
        values,
        options({ hours: { code: 'not_whole', field: 'hours' }, minutes: { code: 'over_max', field: 'minutes', max: 59 } }),
      ),
    ).toEqual({ hours: 'hoursWhole', minutes: 'minutesMax {"max":59}' });
    expect(timeLogErrors(values, options({ hours: { code: 'too_long' } }))).toEqual({ hours: 'tooLong {"max":24}' });
    expect(timeLogErrors(values, options({ end_time: { code: 'same_times' } }))).toEqual({ end_time: 'sameTimes' });
    expect(timeLogErrors(values, options({ hours: { code: 'duration_mismatch', expected: 510 } }))).toEqual({
      hours: 'mismatch {"hours":8,"minutes":30}',
    });
    expect(timeLogErrors(values, options({ hours: { code: 'empty' } }))).toEqual({ hours: 'noDuration' });
  });
});
