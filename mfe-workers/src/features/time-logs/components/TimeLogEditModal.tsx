import { useState, type FormEvent } from 'react';
import { durationFromTimes, formErrorsFrom, TIME_LOG_MAX_HOURS, TIME_LOG_MAX_MINUTES, updateTimeLog, type TimeLog, type TimeLogOptionsResponse } from 'shared-api';
import { Alert, Button, FieldGrid, FieldGridWide, Modal, SelectField, TimeLogFields, useToast } from 'shared-ui';
import { getWorkersT, useWorkersT } from '../../../i18n';
import {
  timeLogFormValues,
  timeLogInput,
  validateTimeLog,
  type TimeLogFormErrors,
  type TimeLogFormField,
  type TimeLogFormValues,
} from '../utils/timeLogForm';

export interface TimeLogEditModalProps {
  timeLog: TimeLog;
  options: TimeLogOptionsResponse | undefined;
  onClose: () => void;
  onSaved: (timeLog: TimeLog) => void;
}

/** The fields the server may refuse: the form's, and the duration they add up to, which has no input of its own. */
const SERVER_FIELDS: Array<TimeLogFormField | 'duration'> = ['worker_id', 'crew_id', 'date', 'start_time', 'end_time', 'hours', 'minutes', 'notes', 'duration'];

const FORM_ID = 'time-log-edit-form';

/** Edit a time log: worker and date required, hours up to 24 and minutes up to 59; start and end, when both are given, make the duration. */
export function TimeLogEditModal({ timeLog, options, onClose, onSaved }: TimeLogEditModalProps) {
  const toast = useToast();
  const [values, setValues] = useState<TimeLogFormValues>(() => {
    // A log saved before start, end and duration had to agree shows the duration its times make.
    const initial = timeLogFormValues(timeLog);
    return { ...initial, ...durationFromTimes(initial.start_time, initial.end_time) };
  });
  const [errors, setErrors] = useState<TimeLogFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { t } = useWorkersT();

  function change(patch: Partial<TimeLogFormValues>) {
    setValues((current) => {
      const next = { ...current, ...patch };
      return { ...next, ...durationFromTimes(next.start_time, next.end_time) };
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const found = validateTimeLog(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const response = await updateTimeLog(timeLog.id, timeLogInput(values));
      toast.success(getWorkersT()('timeLogs.edit.updated'));
      onSaved(response.time_log);
    } catch (error) {
      const { fields, message } = formErrorsFrom(error, SERVER_FIELDS, getWorkersT()('timeLogs.edit.failed'));
      const { duration, ...onInputs } = fields;
      setErrors(onInputs);
      // The duration has no input: its error is shown above the form.
      setFailure(duration ?? message);
    } finally {
      setSaving(false);
    }
  }

  // The log's own worker and crew stay choosable even if they are no longer in the lists (archived, removed).
  const workerOptions = (options?.workers ?? []).map((worker) => ({ value: String(worker.id), label: worker.full_name }));
  if (!workerOptions.some((option) => option.value === String(timeLog.worker.id))) {
    workerOptions.unshift({ value: String(timeLog.worker.id), label: timeLog.worker.full_name });
  }
  const crewOptions = (options?.crews ?? []).map((crew) => ({ value: String(crew.id), label: crew.name }));
  if (timeLog.crew && !crewOptions.some((option) => option.value === String(timeLog.crew?.id))) {
    crewOptions.unshift({ value: String(timeLog.crew.id), label: timeLog.crew.name });
  }

  return (
    <Modal
      open
      title={t('timeLogs.edit.title')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} loading={saving}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={submit}>
        <FieldGrid>
          {failure ? (
            <FieldGridWide>
              <Alert tone="danger">{failure}</Alert>
            </FieldGridWide>
          ) : null}
          <SelectField
            label={t('timeLogs.edit.worker')}
            required
            placeholder={t('timeLogs.edit.chooseWorker')}
            options={workerOptions}
            value={values.worker_id}
            error={errors.worker_id}
            onChange={(event) => change({ worker_id: event.target.value })}
          />
          <SelectField
            label={t('timeLogs.edit.crew')}
            placeholder={t('timeLogs.edit.noCrew')}
            options={crewOptions}
            value={values.crew_id}
            error={errors.crew_id}
            onChange={(event) => change({ crew_id: event.target.value })}
          />
          <TimeLogFields
            values={values}
            errors={errors}
            onChange={change}
            computed={durationFromTimes(values.start_time, values.end_time) !== null}
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
        </FieldGrid>
      </form>
    </Modal>
  );
}
