import { useState, type FormEvent } from 'react';
import { formErrorsFrom, logCrewTime, type CrewTimeLogResponse } from 'shared-api';
import { Alert, Button, FieldGrid, FieldGridWide, Modal, SelectField, TextAreaField, TextField, useToast } from 'shared-ui';
import styled from 'styled-components';
import { getCrewsT, useCrewsT } from '../../../i18n';
import { isoDay, MAX_HOURS, MAX_MINUTES } from '../../../utils/crewRules';
import { durationBetween, emptyTimeLog, validateCrewTimeLog, type CrewTimeLogErrors, type CrewTimeLogField, type CrewTimeLogValues } from '../../../utils/timeLogForm';

export interface LogTimeModalProps {
  crewId: number;
  workers: Array<{ id: number; full_name: string }>;
  onClose: () => void;
  onSaved: (response: CrewTimeLogResponse) => void;
}

const SERVER_FIELDS: Array<CrewTimeLogField | 'duration'> = ['worker_id', 'date', 'start_time', 'end_time', 'hours', 'minutes', 'notes', 'duration'];
const FORM_ID = 'crew-log-time-form';

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing(1.5)};
`;

/** Log time for a crew worker: worker and date required, hours up to 24, minutes up to 59 (spec §5). */
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
    const found = validateCrewTimeLog(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const response = await logCrewTime(crewId, {
        worker_id: Number(values.worker_id),
        date: values.date,
        start_time: values.start_time || null,
        end_time: values.end_time || null,
        hours: Number(values.hours || 0),
        minutes: Number(values.minutes || 0),
        notes: values.notes.trim() || null,
      });
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
          <TextField label={t('activity.form.date')} type="date" required value={values.date} error={errors.date} onChange={(event) => change({ date: event.target.value })} />
          <TextField label={t('activity.form.start')} type="time" value={values.start_time} error={errors.start_time} onChange={(event) => change({ start_time: event.target.value })} />
          <TextField label={t('activity.form.end')} type="time" value={values.end_time} error={errors.end_time} onChange={(event) => change({ end_time: event.target.value })} />
          <Pair>
            <TextField label={t('activity.form.hours')} type="number" inputMode="numeric" min={0} max={MAX_HOURS} step={1} value={values.hours} error={errors.hours} onChange={(event) => change({ hours: event.target.value })} />
            <TextField label={t('activity.form.minutes')} type="number" inputMode="numeric" min={0} max={MAX_MINUTES} step={1} value={values.minutes} error={errors.minutes} onChange={(event) => change({ minutes: event.target.value })} />
          </Pair>
          <FieldGridWide>
            <TextAreaField label={t('activity.form.notes')} rows={3} value={values.notes} error={errors.notes} onChange={(event) => change({ notes: event.target.value })} />
          </FieldGridWide>
        </FieldGrid>
      </form>
    </Modal>
  );
}
