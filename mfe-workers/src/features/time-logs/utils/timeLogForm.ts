import {
  splitMinutes,
  timeLogAmount,
  timeLogFormProblems,
  TIME_LOG_MAX_HOURS,
  type TimeLog,
  type TimeLogFormProblem,
  type TimeLogInput,
} from 'shared-api';
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

/** The shared rule's problem in this remote's words. */
export function timeLogProblemText(problem: TimeLogFormProblem): string {
  const t = getWorkersT();
  switch (problem.code) {
    case 'not_whole':
      return t(problem.field === 'hours' ? 'timeLogs.edit.hoursWhole' : 'timeLogs.edit.minutesWhole');
    case 'over_max':
      return t(problem.field === 'hours' ? 'timeLogs.edit.hoursMax' : 'timeLogs.edit.minutesMax', { max: problem.max });
    case 'too_long':
      return t('timeLogs.edit.tooLong', { max: TIME_LOG_MAX_HOURS });
    case 'same_times':
      return t('timeLogs.edit.sameTimes');
    case 'duration_mismatch':
      return t('timeLogs.edit.mismatch', splitMinutes(problem.expected));
    case 'empty':
      return t('timeLogs.edit.noDuration');
  }
}

/**
 * The spec's rules: worker and date required, hours at most 24, minutes at most 59 (and 24 hours in all), and
 * start, end and duration agreeing as the server checks them (shared-api's `timeLogFormProblems`).
 */
export function validateTimeLog(values: TimeLogFormValues): TimeLogFormErrors {
  const t = getWorkersT();
  const errors: TimeLogFormErrors = {};
  if (!values.worker_id) errors.worker_id = t('timeLogs.edit.workerRequired');
  if (!isoDate(values.date)) errors.date = t('timeLogs.edit.dateRequired');
  for (const [field, problem] of Object.entries(timeLogFormProblems(values))) errors[field as TimeLogFormField] = timeLogProblemText(problem);
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
    hours: timeLogAmount(values.hours),
    minutes: timeLogAmount(values.minutes),
    notes: values.notes.trim() || null,
  };
}
