import { makeTimeLog } from '../../fixtures';
import { isoDate, timeLogFormValues, timeLogInput, validateTimeLog, type TimeLogFormValues } from '../timeLogForm';

const valid: TimeLogFormValues = {
  worker_id: '12',
  crew_id: '',
  date: '2026-11-20',
  start_time: '07:00',
  end_time: '15:30',
  hours: '8',
  minutes: '30',
  notes: '  ',
};

describe('time log form', () => {
  it('requires a worker and a date with the spec messages', () => {
    expect(validateTimeLog({ ...valid, worker_id: '', date: '' })).toEqual({ worker_id: 'Worker is required', date: 'Date is required' });
    expect(validateTimeLog(valid)).toEqual({});
  });

  it('allows at most 24 hours and 59 minutes, in whole numbers', () => {
    const untimed = { ...valid, start_time: '', end_time: '' };
    expect(validateTimeLog({ ...untimed, hours: '24', minutes: '0' })).toEqual({});
    expect(validateTimeLog({ ...untimed, hours: '23', minutes: '59' })).toEqual({});
    expect(validateTimeLog({ ...untimed, hours: '25', minutes: '60' })).toEqual({
      hours: 'Hours must be at most 24.',
      minutes: 'Minutes must be at most 59.',
    });
    expect(validateTimeLog({ ...untimed, hours: '24', minutes: '30' })).toEqual({ hours: 'The duration may not be more than 24 hours.' });
    expect(validateTimeLog({ ...untimed, hours: '-1', minutes: '1.5' })).toEqual({
      hours: 'Hours must be a whole number.',
      minutes: 'Minutes must be a whole number.',
    });
  });

  it('sends the date as YYYY-MM-DD and blank optional fields as null', () => {
    expect(timeLogInput({ ...valid, date: '2026-11-20T00:00:00.000Z', start_time: '', end_time: '' })).toEqual({
      worker_id: 12,
      crew_id: null,
      date: '2026-11-20',
      start_time: null,
      end_time: null,
      hours: 8,
      minutes: 30,
      notes: null,
    });
  });

  it('fills the form from a time log', () => {
    expect(timeLogFormValues(makeTimeLog({ id: 1, date: '2026-11-20T00:00:00.000Z', notes: 'Level 4' }))).toEqual({
      worker_id: '12',
      crew_id: '7',
      date: '2026-11-20',
      start_time: '07:00',
      end_time: '15:30',
      hours: '8',
      minutes: '30',
      notes: 'Level 4',
    });
  });

  it('refuses start, end and duration that contradict each other, and allows an overnight shift', () => {
    expect(validateTimeLog({ ...valid, start_time: '22:15', end_time: '06:00', hours: '7', minutes: '45' })).toEqual({});
    expect(validateTimeLog({ ...valid, hours: '9', minutes: '0' })).toEqual({ hours: 'Hours and minutes must match the time from start to end (8 h 30 min).' });
    expect(validateTimeLog({ ...valid, end_time: '07:00' })).toEqual({ end_time: 'The end time must be different from the start time.' });
    expect(validateTimeLog({ ...valid, start_time: '', end_time: '', hours: '', minutes: '' })).toEqual({
      hours: 'Enter the hours and minutes worked, or the start and end times.',
    });
  });

  it('sends blank hours and minutes as null, for the server to work out from start and end', () => {
    expect(timeLogInput({ ...valid, hours: '', minutes: '' })).toMatchObject({ start_time: '07:00', end_time: '15:30', hours: null, minutes: null });
  });

  it('reads only calendar dates', () => {
    expect(isoDate('2026-02-03')).toBe('2026-02-03');
    expect(isoDate('03/02/2026')).toBe('');
  });
});
