import { ComboboxField } from 'shared-ui';
import { useWorkersT } from '../../../i18n';
import type { SearchedOptions } from '../hooks/useFilterOptions';

export interface SearchedChoiceFieldProps {
  /** What is chosen: one of the customer's workers, or crews (the texts of the list follow). */
  kind: 'worker' | 'crew';
  label: string;
  /** The first option, choosing none. */
  placeholder: string;
  value: string;
  found: SearchedOptions;
  onChange: (value: string) => void;
  /** A problem with the choice (the form's); without one, the search's own failure is shown. */
  error?: string;
  required?: boolean;
}

/** A worker or crew chosen by typing part of its name, from all of the customer's: the time logs' filters and edit form. */
export function SearchedChoiceField({ kind, label, placeholder, value, found, onChange, error, required }: SearchedChoiceFieldProps) {
  const { t } = useWorkersT();
  const texts =
    kind === 'worker'
      ? {
          loading: t('timeLogs.filters.loadingWorkers'),
          empty: t('timeLogs.filters.noWorker'),
          more: t('timeLogs.filters.moreWorkers'),
          failed: t('timeLogs.filters.workersFailed'),
        }
      : {
          loading: t('timeLogs.filters.loadingCrews'),
          empty: t('timeLogs.filters.noCrew'),
          more: t('timeLogs.filters.moreCrews'),
          failed: t('timeLogs.filters.crewsFailed'),
        };
  return (
    <ComboboxField
      label={label}
      placeholder={placeholder}
      value={value}
      valueLabel={found.chosenLabel}
      options={found.options}
      loading={found.loading}
      loadingText={texts.loading}
      emptyText={texts.empty}
      moreText={found.more ? texts.more : undefined}
      error={error ?? (found.failed ? texts.failed : undefined)}
      required={required}
      onSearch={found.onSearch}
      onChange={onChange}
    />
  );
}
