import { timeLogAmount, timeLogFormProblems, TIME_LOG_MAX_HOURS, type TimeLog, type TimeLogInput } from 'shared-api';
import { timeLogErrors } from 'shared-ui';
import { getWorkersT } from '../../../i18n';

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

/**
 * The spec's rules: worker and date required, hours at most 24, minutes at most 59 (and 24 hours in all), and
 * start, end and duration agreeing as the server checks them (shared-api's `timeLogFormProblems`).
 */
export function validateTimeLog(values: TimeLogFormValues): TimeLogFormErrors {
  const t = getWorkersT();
  return timeLogErrors(values, {
    problems: timeLogFormProblems(values),
    maxHours: TIME_LOG_MAX_HOURS,
    text: (message, options) => t(`timeLogs.edit.${message}`, options),
  });
}

/** The update payload: the date as YYYY-MM-DD, blank optional fields as null. */
export function timeLogInput(values: TimeLogFormValues): TimeLogInput {
  return {
    worker_id: Number(values.worker_id),
    crew_id: values.crew_id ? Number(values.crew_id) : null,
    date: isoDate(values.date),
    start_time: values.start_time || null,
    end_time: values.end_time || null,
    hours: timeLogAmount(values.hours),
    minutes: timeLogAmount(values.minutes),
    notes: values.notes.trim() || null,
  };
}
