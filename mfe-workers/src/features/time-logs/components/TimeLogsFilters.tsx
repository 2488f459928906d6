import { Button, DateField, SelectField, useFormat } from 'shared-ui';
import styled from 'styled-components';
import { useWorkersT } from '../../../i18n';
import type { SearchedOptions } from '../hooks/useFilterOptions';
import { monthNames, type TimeLogFilterValues } from '../utils/timeLogFilters';
import { SearchedChoiceField } from './SearchedChoiceField';

export type TimeLogFilterPatch = Partial<Omit<TimeLogFilterValues, 'page'>>;

export interface TimeLogsFiltersProps {
  values: TimeLogFilterValues;
  years: number[];
  /** All of the customer's workers and crews, searched as one types (not only the first few). */
  workers: SearchedOptions;
  crews: SearchedOptions;
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
export function TimeLogsFilters({ values, years, workers, crews, onChange, onReset }: TimeLogsFiltersProps) {
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
      <SearchedChoiceField
        kind="worker"
        label={t('timeLogs.filters.worker')}
        placeholder={t('timeLogs.filters.allWorkers')}
        value={values.worker_id}
        found={workers}
        onChange={(worker_id) => onChange({ worker_id })}
      />
      <SearchedChoiceField
        kind="crew"
        label={t('timeLogs.filters.crew')}
        placeholder={t('timeLogs.filters.allCrews')}
        value={values.crew_id}
        found={crews}
        onChange={(crew_id) => onChange({ crew_id })}
      />
      <DateField label={t('timeLogs.filters.date')} value={values.date} onChange={(date) => onChange({ date })} />
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
