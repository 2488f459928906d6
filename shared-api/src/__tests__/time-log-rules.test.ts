import { durationFromTimes, minutesBetween, timeLogDuration, timeLogFormProblems } from '../time-log-rules';

const times = (start_time: string | null, end_time: string | null, hours: number | null, minutes: number | null) => ({ start_time, end_time, hours, minutes });

describe('time log rules', () => {
  it('counts an end before the start as the next day', () => {
    expect(minutesBetween('07:15', '15:45')).toBe(510);
    expect(minutesBetween('22:00', '06:30')).toBe(510);
    expect(minutesBetween('7am', '15:00')).toBeNull();
    expect(durationFromTimes('23:30', '00:15')).toEqual({ hours: '0', minutes: '45' });
    expect(durationFromTimes('08:00', '08:00')).toBeNull();
    expect(durationFromTimes('08:00', '')).toBeNull();
  });

  it('works the duration out from start and end, and refuses hours that say otherwise', () => {
    expect(timeLogDuration(times('22:00', '06:00', null, null))).toEqual({ duration: 480, problem: null });
    expect(timeLogDuration(times('22:00', '06:00', 8, 0))).toEqual({ duration: 480, problem: null });
    expect(timeLogDuration(times('08:00', '12:00', 9, null))).toEqual({ duration: null, problem: { code: 'duration_mismatch', expected: 240 } });
    expect(timeLogDuration(times('08:00', '08:00', null, null)).problem).toEqual({ code: 'same_times' });
  });

  it('takes hours and minutes when one time or none is given: more than nothing, at most 24 hours', () => {
    expect(timeLogDuration(times('07:00', null, 3, 15))).toEqual({ duration: 195, problem: null });
    expect(timeLogDuration(times(null, null, 24, 0))).toEqual({ duration: 1440, problem: null });
    expect(timeLogDuration(times(null, null, 24, 30)).problem).toEqual({ code: 'too_long' });
    expect(timeLogDuration(times(null, null, null, null)).problem).toEqual({ code: 'empty' });
    expect(timeLogDuration(times(null, null, 0, 0)).problem).toEqual({ code: 'empty' });
  });

  it('checks a form: amounts first, then the agreement, each under the input that shows it', () => {
    expect(timeLogFormProblems({ start_time: '', end_time: '', hours: '1.5', minutes: '75' })).toEqual({
      hours: { code: 'not_whole', field: 'hours' },
      minutes: { code: 'over_max', field: 'minutes', max: 59 },
    });
    expect(timeLogFormProblems({ start_time: '09:00', end_time: '09:00', hours: '', minutes: '' })).toEqual({ end_time: { code: 'same_times' } });
    expect(timeLogFormProblems({ start_time: '09:00', end_time: '17:00', hours: '7', minutes: '' })).toEqual({ hours: { code: 'duration_mismatch', expected: 480 } });
    expect(timeLogFormProblems({ start_time: '', end_time: '', hours: '', minutes: '' })).toEqual({ hours: { code: 'empty' } });
    expect(timeLogFormProblems({ start_time: '21:00', end_time: '05:00', hours: '8', minutes: '0' })).toEqual({});
  });
});
