import { durationFromTimes, formErrorsFrom, TIME_LOG_MAX_HOURS, TIME_LOG_MAX_MINUTES, updateTimeLog, type TimeLog } from 'shared-api';
import { FormModal, TimeLogFields, useTimeLogForm } from 'shared-ui';
import { getWorkersT, useWorkersT } from '../../../i18n';
import { useCrewFilterOptions, useWorkerFilterOptions } from '../hooks/useFilterOptions';
import { timeLogFormValues, timeLogInput, validateTimeLog, type TimeLogFormField, type TimeLogFormValues } from '../utils/timeLogForm';
import { SearchedChoiceField } from './SearchedChoiceField';

export interface TimeLogEditModalProps {
  timeLog: TimeLog;
  onClose: () => void;
  onSaved: (timeLog: TimeLog) => void;
}

/** The fields the server may refuse: the form's, and the duration they add up to, which has no input of its own. */
const SERVER_FIELDS: Array<TimeLogFormField | 'duration'> = ['worker_id', 'crew_id', 'date', 'start_time', 'end_time', 'hours', 'minutes', 'notes', 'duration'];

/**
 * Edit a time log: worker and date required, hours up to 24 and minutes up to 59; start and end, when both are given,
 * make the duration. The worker and crew are searched among all of the customer's, not only those with logs.
 */
export function TimeLogEditModal({ timeLog, onClose, onSaved }: TimeLogEditModalProps) {
  const { t } = useWorkersT();
  const form = useTimeLogForm<TimeLogFormValues, TimeLog>({
    initial: timeLogFormValues(timeLog),
    durationFromTimes,
    validate: validateTimeLog,
    send: async (values) => (await updateTimeLog(timeLog.id, timeLogInput(values))).time_log,
    refusal: (error) => formErrorsFrom(error, SERVER_FIELDS, getWorkersT()('timeLogs.edit.failed')),
    savedText: () => getWorkersT()('timeLogs.edit.updated'),
    onSaved,
  });
  const { values, errors, failure, saving, change } = form;
  // The log's own worker and crew are named at once, even archived or removed, before the server answers.
  const workers = useWorkerFilterOptions(values.worker_id, { value: String(timeLog.worker.id), label: timeLog.worker.full_name });
  const crews = useCrewFilterOptions(values.crew_id, timeLog.crew ? { value: String(timeLog.crew.id), label: timeLog.crew.name } : undefined);

  return (
    <FormModal
      title={t('timeLogs.edit.title')}
      onClose={onClose}
      onSubmit={form.submit}
      submitLabel={t('common.save')}
      saving={saving}
      failure={failure}
    >
      <SearchedChoiceField
        kind="worker"
        label={t('timeLogs.edit.worker')}
        placeholder={t('timeLogs.edit.chooseWorker')}
        required
        value={values.worker_id}
        found={workers}
        error={errors.worker_id}
        onChange={(worker_id) => change({ worker_id })}
      />
      <SearchedChoiceField
        kind="crew"
        label={t('timeLogs.edit.crew')}
        placeholder={t('timeLogs.edit.noCrew')}
        value={values.crew_id}
        found={crews}
        error={errors.crew_id}
        onChange={(crew_id) => change({ crew_id })}
      />
      <TimeLogFields
        {...form.fields}
        maxHours={TIME_LOG_MAX_HOURS}
        maxMinutes={TIME_LOG_MAX_MINUTES}
        labels={{
          date: t('timeLogs.edit.date'),
          startTime: t('timeLogs.edit.startTime'),
          endTime: t('timeLogs.edit.endTime'),
          hours: t('timeLogs.edit.hours'),
          minutes: t('timeLogs.edit.minutes'),
          notes: t('timeLogs.edit.notes'),
          computed: t('timeLogs.edit.computed'),
        }}
      />
    </FormModal>
  );
}
