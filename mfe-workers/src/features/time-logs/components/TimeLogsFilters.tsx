import type { TimeLogOptionsResponse } from 'shared-api';
import { Button, SelectField, TextField, useFormat } from 'shared-ui';
import styled from 'styled-components';
import { useWorkersT } from '../../../i18n';
import { monthNames, type TimeLogFilterValues } from '../utils/timeLogFilters';

export type TimeLogFilterPatch = Partial<Omit<TimeLogFilterValues, 'page'>>;

export interface TimeLogsFiltersProps {
  values: TimeLogFilterValues;
  years: number[];
  /** undefined while the workers and crews load. */
  options: TimeLogOptionsResponse | undefined;
  onChange: (patch: TimeLogFilterPatch) => void;
  onReset?: () => void;
}

const Bar = styled.section`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
  margin-bottom: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  @media (max-width: 1100px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  /* Year and month share a row on a phone; worker, crew and date take a row each. */
  ${({ theme }) => theme.media.mobile} {
    gap: ${({ theme }) => theme.spacing(1.5)};
    padding: ${({ theme }) => theme.spacing(1.5)};

    & > :nth-child(n + 3) {
      grid-column: 1 / -1;
    }
  }
`;

const Reset = styled.div`
  grid-column: 1 / -1;
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => `-${theme.spacing(1)}`};
`;

/** Year (this year and the four before), month, worker, crew and a single date, which replaces year and month. */
export function TimeLogsFilters({ values, years, options, onChange, onReset }: TimeLogsFiltersProps) {
  const { t } = useWorkersT();
  const { locale } = useFormat();
  const byDate = values.date !== '';
  const dateHint = byDate ? t('timeLogs.filters.byDate') : undefined;
  return (
    <Bar aria-label={t('timeLogs.filters.label')}>
      <SelectField
        label={t('timeLogs.filters.year')}
        options={years.map((year) => ({ value: String(year), label: String(year) }))}
        value={values.year}
        disabled={byDate}
        hint={dateHint}
        onChange={(event) => onChange({ year: event.target.value })}
      />
      <SelectField
        label={t('timeLogs.filters.month')}
        placeholder={t('timeLogs.filters.allMonths')}
        options={monthNames(locale).map((name, index) => ({ value: String(index + 1), label: name }))}
        value={values.month}
        disabled={byDate}
        hint={dateHint}
        onChange={(event) => onChange({ month: event.target.value })}
      />
      <SelectField
        label={t('timeLogs.filters.worker')}
        placeholder={options ? t('timeLogs.filters.allWorkers') : t('timeLogs.filters.loadingWorkers')}
        options={(options?.workers ?? []).map((worker) => ({ value: String(worker.id), label: worker.full_name }))}
        value={values.worker_id}
        onChange={(event) => onChange({ worker_id: event.target.value })}
      />
      <SelectField
        label={t('timeLogs.filters.crew')}
        placeholder={options ? t('timeLogs.filters.allCrews') : t('timeLogs.filters.loadingCrews')}
        options={(options?.crews ?? []).map((crew) => ({ value: String(crew.id), label: crew.name }))}
        value={values.crew_id}
        onChange={(event) => onChange({ crew_id: event.target.value })}
      />
      <TextField label={t('timeLogs.filters.date')} type="date" value={values.date} onChange={(event) => onChange({ date: event.target.value })} />
      {onReset ? (
        <Reset>
          <Button variant="link" size="sm" onClick={onReset}>
            {t('common.resetFilters')}
          </Button>
        </Reset>
      ) : null}
    </Bar>
  );
}
