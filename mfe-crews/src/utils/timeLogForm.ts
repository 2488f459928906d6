import { getCrewsT } from '../i18n';
import { MAX_HOURS, MAX_MINUTES } from './crewRules';

export interface CrewTimeLogValues {
  worker_id: string;
  date: string;
  start_time: string;
  end_time: string;
  hours: string;
  minutes: string;
  notes: string;
}

export type CrewTimeLogField = keyof CrewTimeLogValues;
export type CrewTimeLogErrors = Partial<Record<CrewTimeLogField, string>>;

export const emptyTimeLog = (date: string): CrewTimeLogValues => ({
  worker_id: '',
  date,
  start_time: '',
  end_time: '',
  hours: '',
  minutes: '',
  notes: '',
});

function numberError(value: string, max: number, field: 'hours' | 'minutes'): string | undefined {
  if (value.trim() === '') return undefined;
  const t = getCrewsT();
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) return t(field === 'hours' ? 'activity.form.hoursWhole' : 'activity.form.minutesWhole');
  if (number > max) return t(field === 'hours' ? 'activity.form.hoursMax' : 'activity.form.minutesMax', { max });
  return undefined;
}

/** The spec's rules (§5): worker required, date required, hours at most 24, minutes at most 59. */
export function validateCrewTimeLog(values: CrewTimeLogValues): CrewTimeLogErrors {
  const t = getCrewsT();
  const errors: CrewTimeLogErrors = {};
  if (!values.worker_id) errors.worker_id = t('activity.form.workerRequired');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date)) errors.date = t('activity.form.dateRequired');
  const hours = numberError(values.hours, MAX_HOURS, 'hours');
  if (hours) errors.hours = hours;
  const minutes = numberError(values.minutes, MAX_MINUTES, 'minutes');
  if (minutes) errors.minutes = minutes;
  if (!hours && !minutes && Number(values.hours || 0) * 60 + Number(values.minutes || 0) > MAX_HOURS * 60) {
    errors.hours = t('activity.form.tooLong', { max: MAX_HOURS });
  }
  return errors;
}

/** Hours and minutes between two 'HH:MM' times; a shift ending before it starts ran past midnight. */
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
