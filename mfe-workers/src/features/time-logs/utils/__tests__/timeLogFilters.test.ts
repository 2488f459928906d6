import { decimalHours, formatDuration, timeRange } from '../duration';
import { parseTimeLogFilters, timeLogQuery, writeTimeLogFilters, yearOptions } from '../timeLogFilters';

const now = new Date(2026, 10, 22);

describe('time log filters', () => {
  it('offers the current year and the 4 before it', () => {
    expect(yearOptions(now)).toEqual([2026, 2025, 2024, 2023, 2022]);
  });

  it('defaults to this year, all months, page 1, and keeps defaults out of the URL', () => {
    const values = parseTimeLogFilters(new URLSearchParams(''), now);
    expect(values).toEqual({ year: '2026', month: '', worker_id: '', crew_id: '', date: '', page: 1 });
    expect(writeTimeLogFilters(values, now).toString()).toBe('');
  });

  it('round-trips the filters and rejects years the picker does not offer', () => {
    const values = { year: '2024', month: '3', worker_id: '12', crew_id: '7', date: '', page: 2 };
    expect(parseTimeLogFilters(writeTimeLogFilters(values, now), now)).toEqual(values);
    expect(parseTimeLogFilters(new URLSearchParams('year=2019&month=13&date=yesterday'), now)).toMatchObject({ year: '2026', month: '', date: '' });
  });

  it('asks for a single date instead of year and month when a date is chosen', () => {
    expect(timeLogQuery({ year: '2026', month: '11', worker_id: '12', crew_id: '', date: '', page: 1 })).toEqual({
      year: 2026,
      month: 11,
      worker_id: 12,
      page: 1,
    });
    expect(timeLogQuery({ year: '2026', month: '11', worker_id: '', crew_id: '7', date: '2026-11-20', page: 1 })).toEqual({
      date: '2026-11-20',
      crew_id: 7,
      page: 1,
    });
  });
});

describe('durations', () => {
  it('shows minutes as hours and minutes', () => {
    expect(formatDuration(510)).toBe('8h 30m');
    expect(formatDuration(45)).toBe('45m');
    expect(formatDuration(480)).toBe('8h');
    expect(formatDuration(0)).toBe('0m');
    expect(formatDuration(1_395_450)).toBe('23,257h 30m');
    expect(decimalHours(1_395_450)).toBe('23,257.5');
  });

  it('shows start and end as HH:MM', () => {
    expect(timeRange('07:00:00', '15:30:00')).toBe('07:00 – 15:30');
    expect(timeRange(null, null)).toBe('');
    expect(timeRange('07:00', null)).toBe('07:00 – ?');
  });
});
