import { useId } from 'react';
import styled from 'styled-components';
import { DateField } from '../DateField/DateField';
import { FieldGridWide } from '../FieldGrid/FieldGrid';
import { TextAreaField } from '../TextAreaField/TextAreaField';
import { TextField } from '../TextField/TextField';

/** The fields every time log form shares, as typed ('' when blank). */
export interface TimeLogFieldValues {
  date: string;
  start_time: string;
  end_time: string;
  hours: string;
  minutes: string;
  notes: string;
}

export type TimeLogFieldName = keyof TimeLogFieldValues;

/** The caller's texts for the fields (each remote keeps its own catalog). */
export interface TimeLogFieldLabels {
  date: string;
  startTime: string;
  endTime: string;
  hours: string;
  minutes: string;
  notes: string;
  /** Under hours and minutes while they are worked out from start and end. */
  computed: string;
}

export interface TimeLogFieldsProps {
  values: TimeLogFieldValues;
  errors: Partial<Record<TimeLogFieldName, string>>;
  onChange: (patch: Partial<TimeLogFieldValues>) => void;
  labels: TimeLogFieldLabels;
  /** Hours and minutes are the time from start to end (both given): shown read-only, so they cannot disagree. */
  computed: boolean;
  maxHours: number;
  maxMinutes: number;
}

/** Hours and minutes side by side, even on a phone. */
const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing(1.5)};
`;

const ComputedHint = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * Date, start, end, hours and minutes, notes: the part of a time log form both remotes share, to place inside a
 * FieldGrid after the caller's own selects (worker, crew). The caller fills hours and minutes from start and end.
 */
export function TimeLogFields({ values, errors, onChange, labels, computed, maxHours, maxMinutes }: TimeLogFieldsProps) {
  const hintId = useId();
  const amount = (field: 'hours' | 'minutes', max: number) => (
    <TextField
      label={labels[field]}
      type="number"
      inputMode="numeric"
      min={0}
      max={max}
      step={1}
      value={values[field]}
      error={errors[field]}
      readOnly={computed}
      aria-describedby={computed ? hintId : undefined}
      onChange={(event) => onChange({ [field]: event.target.value })}
    />
  );
  return (
    <>
      <DateField label={labels.date} required value={values.date} error={errors.date} onChange={(date) => onChange({ date })} />
      <TextField
        label={labels.startTime}
        type="time"
        value={values.start_time}
        error={errors.start_time}
        onChange={(event) => onChange({ start_time: event.target.value })}
      />
      <TextField label={labels.endTime} type="time" value={values.end_time} error={errors.end_time} onChange={(event) => onChange({ end_time: event.target.value })} />
      <Pair>
        {amount('hours', maxHours)}
        {amount('minutes', maxMinutes)}
        {computed ? <ComputedHint id={hintId}>{labels.computed}</ComputedHint> : null}
      </Pair>
      <FieldGridWide>
        <TextAreaField label={labels.notes} rows={3} value={values.notes} error={errors.notes} onChange={(event) => onChange({ notes: event.target.value })} />
      </FieldGridWide>
    </>
  );
}
