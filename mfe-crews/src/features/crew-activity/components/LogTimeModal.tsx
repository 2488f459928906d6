import { durationFromTimes, formErrorsFrom, logCrewTime, TIME_LOG_MAX_HOURS, TIME_LOG_MAX_MINUTES, type CrewTimeLogResponse } from 'shared-api';
import { FormModal, SelectField, TimeLogFields, useTimeLogForm } from 'shared-ui';
import { getCrewsT, useCrewsT } from '../../../i18n';
import { isoDay } from '../../../utils/crewRules';
import {
  crewTimeLogInput,
  emptyTimeLog,
  validateCrewTimeLog,
  type CrewTimeLogField,
  type CrewTimeLogValues,
} from '../../../utils/timeLogForm';

export interface LogTimeModalProps {
  crewId: number;
  workers: Array<{ id: number; full_name: string }>;
  onClose: () => void;
  onSaved: (response: CrewTimeLogResponse) => void;
}

const SERVER_FIELDS: Array<CrewTimeLogField | 'duration'> = ['worker_id', 'date', 'start_time', 'end_time', 'hours', 'minutes', 'notes', 'duration'];

/** Log time for a crew worker: worker and date required, hours up to 24, minutes up to 59 (spec §5); start and end, when both are given, make the duration. */
export function LogTimeModal({ crewId, workers, onClose, onSaved }: LogTimeModalProps) {
  const { t } = useCrewsT();
  const form = useTimeLogForm<CrewTimeLogValues, CrewTimeLogResponse>({
    initial: emptyTimeLog(isoDay(new Date())),
    durationFromTimes,
    validate: validateCrewTimeLog,
    send: (values) => logCrewTime(crewId, crewTimeLogInput(values)),
    refusal: (error) => formErrorsFrom(error, SERVER_FIELDS, getCrewsT()('activity.form.failed')),
    savedText: (response) => response.message || getCrewsT()('activity.form.saved'),
    onSaved,
  });
  const { values, errors, failure, saving, change } = form;

  return (
    <FormModal
      title={t('activity.form.title')}
      onClose={onClose}
      onSubmit={form.submit}
      submitLabel={t('common.save')}
      saving={saving}
      failure={failure}
    >
      <SelectField
        label={t('activity.form.worker')}
        required
        placeholder={t('activity.form.chooseWorker')}
        options={workers.map((worker) => ({ value: String(worker.id), label: worker.full_name }))}
        value={values.worker_id}
        error={errors.worker_id}
        onChange={(event) => change({ worker_id: event.target.value })}
      />
      <TimeLogFields
        {...form.fields}
        maxHours={TIME_LOG_MAX_HOURS}
        maxMinutes={TIME_LOG_MAX_MINUTES}
        labels={{
          date: t('activity.form.date'),
          startTime: t('activity.form.start'),
          endTime: t('activity.form.end'),
          hours: t('activity.form.hours'),
          minutes: t('activity.form.minutes'),
          notes: t('activity.form.notes'),
          computed: t('activity.form.computed'),
        }}
      />
    </FormModal>
  );
}
