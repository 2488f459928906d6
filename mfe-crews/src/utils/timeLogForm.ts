import { splitMinutes, timeLogAmount, timeLogFormProblems, TIME_LOG_MAX_HOURS, type CrewTimeLogInput, type TimeLogFormProblem } from 'shared-api';
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

/** The shared rule's problem in this remote's words. */
function problemText(problem: TimeLogFormProblem): string {
  const t = getCrewsT();
  switch (problem.code) {
    case 'not_whole':
      return t(problem.field === 'hours' ? 'activity.form.hoursWhole' : 'activity.form.minutesWhole');
    case 'over_max':
      return t(problem.field === 'hours' ? 'activity.form.hoursMax' : 'activity.form.minutesMax', { max: problem.max });
    case 'too_long':
      return t('activity.form.tooLong', { max: TIME_LOG_MAX_HOURS });
    case 'same_times':
      return t('activity.form.sameTimes');
    case 'duration_mismatch':
      return t('activity.form.mismatch', splitMinutes(problem.expected));
    case 'empty':
      return t('activity.form.noDuration');
  }
}

/**
 * The spec's rules (§5): worker required, date required, hours at most 24, minutes at most 59; and start, end and
 * duration agreeing as the server checks them (shared-api's `timeLogFormProblems`).
 */
export function validateCrewTimeLog(values: CrewTimeLogValues): CrewTimeLogErrors {
  const t = getCrewsT();
  const errors: CrewTimeLogErrors = {};
  if (!values.worker_id) errors.worker_id = t('activity.form.workerRequired');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date)) errors.date = t('activity.form.dateRequired');
  for (const [field, problem] of Object.entries(timeLogFormProblems(values))) errors[field as CrewTimeLogField] = problemText(problem);
  return errors;
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
