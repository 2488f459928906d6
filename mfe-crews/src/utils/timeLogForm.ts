import { timeLogAmount, timeLogFormProblems, TIME_LOG_MAX_HOURS, type CrewTimeLogInput } from 'shared-api';
import { timeLogErrors } from 'shared-ui';
import { getCrewsT } from '../i18n';

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

/**
 * The spec's rules (§5): worker required, date required, hours at most 24, minutes at most 59; and start, end and
 * duration agreeing as the server checks them (shared-api's `timeLogFormProblems`).
 */
export function validateCrewTimeLog(values: CrewTimeLogValues): CrewTimeLogErrors {
  const t = getCrewsT();
  return timeLogErrors(values, {
    problems: timeLogFormProblems(values),
    maxHours: TIME_LOG_MAX_HOURS,
    text: (message, options) => t(`activity.form.${message}`, options),
  });
}

/** What is sent: blank times and notes as null, blank hours and minutes as null (worked out from the times). */
export const crewTimeLogInput = (values: CrewTimeLogValues): CrewTimeLogInput => ({
  worker_id: Number(values.worker_id),
  date: values.date,
  start_time: values.start_time || null,
  end_time: values.end_time || null,
  hours: timeLogAmount(values.hours),
  minutes: timeLogAmount(values.minutes),
  notes: values.notes.trim() || null,
});
