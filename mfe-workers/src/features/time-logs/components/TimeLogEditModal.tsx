import { useState, type FormEvent } from 'react';
import { formErrorsFrom, updateTimeLog, type TimeLog, type TimeLogOptionsResponse } from 'shared-api';
import { Alert, Button, FieldGrid, FieldGridWide, Modal, SelectField, TextAreaField, TextField, useToast } from 'shared-ui';
import styled from 'styled-components';
import { getWorkersT, useWorkersT } from '../../../i18n';
import {
  durationBetween,
  MAX_HOURS,
  MAX_MINUTES,
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

/** Hours and minutes side by side, even on a phone. */
const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing(1.5)};
`;

const FORM_ID = 'time-log-edit-form';

/** Edit a time log: worker and date required, hours up to 24 and minutes up to 59; start and end fill the duration. */
export function TimeLogEditModal({ timeLog, options, onClose, onSaved }: TimeLogEditModalProps) {
  const toast = useToast();
  const [values, setValues] = useState<TimeLogFormValues>(() => timeLogFormValues(timeLog));
  const [errors, setErrors] = useState<TimeLogFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { t } = useWorkersT();

  function change(patch: Partial<TimeLogFormValues>) {
    setValues((current) => {
      const next = { ...current, ...patch };
      if (('start_time' in patch || 'end_time' in patch) && next.start_time && next.end_time) {
        const duration = durationBetween(next.start_time, next.end_time);
        if (duration) return { ...next, hours: String(duration.hours), minutes: String(duration.minutes) };
      }
      return next;
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
          <TextField
            label={t('timeLogs.edit.date')}
            type="date"
            required
            value={values.date}
            error={errors.date}
            onChange={(event) => change({ date: event.target.value })}
          />
          <Pair>
            <TextField
              label={t('timeLogs.edit.hours')}
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_HOURS}
              step={1}
              value={values.hours}
              error={errors.hours}
              onChange={(event) => change({ hours: event.target.value })}
            />
            <TextField
              label={t('timeLogs.edit.minutes')}
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_MINUTES}
              step={1}
              value={values.minutes}
              error={errors.minutes}
              onChange={(event) => change({ minutes: event.target.value })}
            />
          </Pair>
          <TextField
            label={t('timeLogs.edit.startTime')}
            type="time"
            value={values.start_time}
            error={errors.start_time}
            onChange={(event) => change({ start_time: event.target.value })}
          />
          <TextField
            label={t('timeLogs.edit.endTime')}
            type="time"
            value={values.end_time}
            error={errors.end_time}
            onChange={(event) => change({ end_time: event.target.value })}
          />
          <FieldGridWide>
            <TextAreaField
              label={t('timeLogs.edit.notes')}
              rows={3}
              value={values.notes}
              error={errors.notes}
              onChange={(event) => change({ notes: event.target.value })}
            />
          </FieldGridWide>
        </FieldGrid>
      </form>
    </Modal>
  );
}
