import { makeTimeLog } from '../../fixtures';
import { durationBetween, isoDate, timeLogFormValues, timeLogInput, validateTimeLog, type TimeLogFormValues } from '../timeLogForm';

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
    expect(validateTimeLog({ ...valid, hours: '24', minutes: '0' })).toEqual({});
    expect(validateTimeLog({ ...valid, hours: '23', minutes: '59' })).toEqual({});
    expect(validateTimeLog({ ...valid, hours: '25', minutes: '60' })).toEqual({
      hours: 'Hours must be at most 24.',
      minutes: 'Minutes must be at most 59.',
    });
    expect(validateTimeLog({ ...valid, hours: '24', minutes: '30' })).toEqual({ hours: 'The duration may not be more than 24 hours.' });
    expect(validateTimeLog({ ...valid, hours: '-1', minutes: '1.5' })).toEqual({
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

  it('works out hours and minutes from start and end, across midnight too', () => {
    expect(durationBetween('07:00', '15:30')).toEqual({ hours: 8, minutes: 30 });
    expect(durationBetween('22:15', '06:00')).toEqual({ hours: 7, minutes: 45 });
    expect(durationBetween('', '06:00')).toBeNull();
  });

  it('reads only calendar dates', () => {
    expect(isoDate('2026-02-03')).toBe('2026-02-03');
    expect(isoDate('03/02/2026')).toBe('');
  });
});
