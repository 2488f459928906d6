import type { TimeLogFieldValues } from './TimeLogFields';

/**
 * What is wrong with a time log's times and amounts (shared-api's `TimeLogFormProblem`, from its
 * `timeLogFormProblems`: shared-ui knows nothing of the API, so the caller brings the problems found).
 */
export type TimeLogProblemFound =
  | { code: 'not_whole'; field: 'hours' | 'minutes' }
  | { code: 'over_max'; field: 'hours' | 'minutes'; max: number }
  | { code: 'same_times' }
  | { code: 'duration_mismatch'; expected: number }
  | { code: 'too_long' }
  | { code: 'empty' };

/** The messages a time log form shows; each remote words them in its own catalog. */
export type TimeLogMessage =
  | 'workerRequired'
  | 'dateRequired'
  | 'hoursWhole'
  | 'minutesWhole'
  | 'hoursMax'
  | 'minutesMax'
  | 'tooLong'
  | 'sameTimes'
  | 'mismatch'
  | 'noDuration';

export interface TimeLogErrorsOptions {
  /** The problems of the times and amounts, keyed by the input that shows each. */
  problems: Partial<Record<'hours' | 'minutes' | 'end_time', TimeLogProblemFound>>;
  /** The longest log, in hours, named by 'tooLong'. */
  maxHours: number;
  /** The caller's text for a message, with its values ({{max}}, {{hours}}, {{minutes}}). */
  text: (message: TimeLogMessage, values?: Record<string, number>) => string;
}

function problemText(problem: TimeLogProblemFound, { maxHours, text }: TimeLogErrorsOptions): string {
  switch (problem.code) {
    case 'not_whole':
      return text(problem.field === 'hours' ? 'hoursWhole' : 'minutesWhole');
    case 'over_max':
      return text(problem.field === 'hours' ? 'hoursMax' : 'minutesMax', { max: problem.max });
    case 'too_long':
      return text('tooLong', { max: maxHours });
    case 'same_times':
      return text('sameTimes');
    case 'duration_mismatch':
      return text('mismatch', { hours: Math.floor(problem.expected / 60), minutes: problem.expected % 60 });
    case 'empty':
      return text('noDuration');
  }
}

/**
 * A time log form's check before sending, by field: worker and date required, then the problems of the times and
 * amounts in the caller's words.
 */
export function timeLogErrors<Values extends TimeLogFieldValues & { worker_id: string }>(
  values: Values,
  options: TimeLogErrorsOptions,
): Partial<Record<keyof Values, string>> {
  const errors: Partial<Record<keyof Values, string>> = {};
  if (!values.worker_id) errors.worker_id = options.text('workerRequired');
  // A date input gives YYYY-MM-DD or nothing.
  if (!/^\d{4}-\d{2}-\d{2}/.test(values.date)) errors.date = options.text('dateRequired');
  for (const [field, problem] of Object.entries(options.problems)) {
    if (problem) errors[field as keyof Values] = problemText(problem, options);
  }
  return errors;
}
