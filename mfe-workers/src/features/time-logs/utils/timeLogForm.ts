import type { TimeLog, TimeLogInput } from 'shared-api';
import { getWorkersT } from '../../../i18n';

export const MAX_HOURS = 24;
export const MAX_MINUTES = 59;

export interface TimeLogFormValues {
  worker_id: string;
  crew_id: string;
  date: string;
  start_time: string;
  end_time: string;
  hours: string;
  minutes: string;
  notes: string;
}

export type TimeLogFormField = keyof TimeLogFormValues;
export type TimeLogFormErrors = Partial<Record<TimeLogFormField, string>>;

/** 'YYYY-MM-DD' from a calendar date or an ISO timestamp; '' for anything else. */
export function isoDate(value: string | null | undefined): string {
  const match = value?.match(/^(\d{4}-\d{2}-\d{2})/);
  return match ? match[1] : '';
}

const shortTime = (time: string | null) => (time ? time.slice(0, 5) : '');

export function timeLogFormValues(log: TimeLog): TimeLogFormValues {
  return {
    worker_id: String(log.worker.id),
    crew_id: log.crew_id === null ? '' : String(log.crew_id),
    date: isoDate(log.date),
    start_time: shortTime(log.start_time),
    end_time: shortTime(log.end_time),
    hours: String(log.hours),
    minutes: String(log.minutes),
    notes: log.notes ?? '',
  };
}

function wholeNumberError(value: string, max: number, field: 'hours' | 'minutes'): string | undefined {
  if (value.trim() === '') return undefined;
  const t = getWorkersT();
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) return t(field === 'hours' ? 'timeLogs.edit.hoursWhole' : 'timeLogs.edit.minutesWhole');
  if (number > max) return t(field === 'hours' ? 'timeLogs.edit.hoursMax' : 'timeLogs.edit.minutesMax', { max });
  return undefined;
}

/** The spec's rules: worker and date required, hours at most 24, minutes at most 59 (and 24 hours in all). */
export function validateTimeLog(values: TimeLogFormValues): TimeLogFormErrors {
  const t = getWorkersT();
  const errors: TimeLogFormErrors = {};
  if (!values.worker_id) errors.worker_id = t('timeLogs.edit.workerRequired');
  if (!isoDate(values.date)) errors.date = t('timeLogs.edit.dateRequired');
  const hours = wholeNumberError(values.hours, MAX_HOURS, 'hours');
  if (hours) errors.hours = hours;
  const minutes = wholeNumberError(values.minutes, MAX_MINUTES, 'minutes');
  if (minutes) errors.minutes = minutes;
  if (!hours && !minutes && Number(values.hours || 0) * 60 + Number(values.minutes || 0) > MAX_HOURS * 60) {
    errors.hours = t('timeLogs.edit.tooLong', { max: MAX_HOURS });
  }
  return errors;
}

/** The update payload: the date as YYYY-MM-DD, blank optional fields as null. */
export function timeLogInput(values: TimeLogFormValues): TimeLogInput {
  return {
    worker_id: Number(values.worker_id),
    crew_id: values.crew_id ? Number(values.crew_id) : null,
    date: isoDate(values.date),
    start_time: values.start_time || null,
    end_time: values.end_time || null,
    hours: Number(values.hours || 0),
    minutes: Number(values.minutes || 0),
    notes: values.notes.trim() || null,
  };
}

/** Hours and minutes between two 'HH:MM' times; a shift that ends before it starts ran past midnight. */
export function durationBetween(start: string, end: string): { hours: number; minutes: number } | null {
  const toMinutes = (time: string) => {
    const match = time.match(/^(\d{2}):(\d{2})/);
    return match ? Number(match[1]) * 60 + Number(match[2]) : null;
  };
  const from = toMinutes(start);
  const to = toMinutes(end);
  if (from === null || to === null) return null;
  const total = (to - from + 24 * 60) % (24 * 60);
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}
