import { useState, type FormEvent } from 'react';
import { durationFromTimes, formErrorsFrom, logCrewTime, TIME_LOG_MAX_HOURS, TIME_LOG_MAX_MINUTES, type CrewTimeLogResponse } from 'shared-api';
import { Alert, Button, FieldGrid, FieldGridWide, Modal, SelectField, TimeLogFields, useToast } from 'shared-ui';
import { getCrewsT, useCrewsT } from '../../../i18n';
import { isoDay } from '../../../utils/crewRules';
import {
  crewTimeLogInput,
  emptyTimeLog,
  validateCrewTimeLog,
  type CrewTimeLogErrors,
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
const FORM_ID = 'crew-log-time-form';

/** Log time for a crew worker: worker and date required, hours up to 24, minutes up to 59 (spec §5); start and end, when both are given, make the duration. */
export function LogTimeModal({ crewId, workers, onClose, onSaved }: LogTimeModalProps) {
  const { t } = useCrewsT();
  const toast = useToast();
  const [values, setValues] = useState<CrewTimeLogValues>(() => emptyTimeLog(isoDay(new Date())));
  const [errors, setErrors] = useState<CrewTimeLogErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  function change(patch: Partial<CrewTimeLogValues>) {
    setValues((current) => {
      const next = { ...current, ...patch };
      return { ...next, ...durationFromTimes(next.start_time, next.end_time) };
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const found = validateCrewTimeLog(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const response = await logCrewTime(crewId, crewTimeLogInput(values));
      toast.success(response.message || getCrewsT()('activity.form.saved'));
      onSaved(response);
    } catch (error) {
      const { fields, message } = formErrorsFrom(error, SERVER_FIELDS, getCrewsT()('activity.form.failed'));
      const { duration, ...onInputs } = fields;
      setErrors(onInputs);
      setFailure(duration ?? message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={t('activity.form.title')}
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
            label={t('activity.form.worker')}
            required
            placeholder={t('activity.form.chooseWorker')}
            options={workers.map((worker) => ({ value: String(worker.id), label: worker.full_name }))}
            value={values.worker_id}
            error={errors.worker_id}
            onChange={(event) => change({ worker_id: event.target.value })}
          />
          <TimeLogFields
            values={values}
            errors={errors}
            onChange={change}
            computed={durationFromTimes(values.start_time, values.end_time) !== null}
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
        </FieldGrid>
      </form>
    </Modal>
  );
}
