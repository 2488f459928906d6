import { useEffect, useId, useRef, useState } from 'react';
import { DEFAULT_WORKER_FILTERS, type Tag, type WorkerFilters } from 'shared-api';
import { Button, Icon, SelectField, TextField, type SelectOption } from 'shared-ui';
import styled from 'styled-components';
import { useWorkersT } from '../../../i18n';
import { TagFilter } from './TagFilter';

/** The free-text search waits this long after the last keystroke before it filters. */
export const SEARCH_DELAY_MS = 300;


export interface FiltersBarProps {
  filters: WorkerFilters;
  onChange: (patch: Partial<WorkerFilters>) => void;
  /** Shown only when some filter differs from the defaults. */
  onReset?: () => void;
  tagText: string;
  onTagTextChange: (text: string) => void;
  tagSuggestions: Tag[];
}

const Bar = styled.section`
  display: grid;
  grid-template-columns: minmax(240px, 3fr) minmax(200px, 2fr) repeat(3, minmax(120px, 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-bottom: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  @media (max-width: 1100px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));

  }

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.spacing(1.5)};
    padding: ${({ theme }) => theme.spacing(1.5)};
  }
`;

/** Search and tags get a row of their own once the five filters no longer fit on one line. */
const WideCell = styled.div`
  min-width: 0;

  @media (max-width: 1100px) {
    grid-column: 1 / -1;
  }
`;

/** On a desktop its fields sit in the bar's grid; on a phone they fold away behind the Filters button. */
const MoreFilters = styled.div<{ $expanded: boolean }>`
  display: contents;

  ${({ theme }) => theme.media.mobile} {
    display: ${({ $expanded }) => ($expanded ? 'grid' : 'none')};
    gap: ${({ theme }) => theme.spacing(1.5)};
  }
`;

const Chevron = styled(Icon)<{ $open: boolean }>`
  transform: rotate(${({ $open }) => ($open ? '-90deg' : '90deg')});
  transition: transform ${({ theme }) => theme.transitions.fast};
`;

const MoreToggle = styled.div`
  display: none;

  ${({ theme }) => theme.media.mobile} {
    display: flex;
    justify-content: space-between;
  }
`;

const Reset = styled.div`
  grid-column: 1 / -1;
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => `-${theme.spacing(1)}`};

  /* On a phone the reset sits beside the Filters button instead. */
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

/** Search as you type, but only once the typing pauses; a search set from outside (reset, back) replaces the text. */
function SearchField({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  const { t } = useWorkersT();
  if (value !== lastValue) {
    setLastValue(value);
    if (value.trim() !== text.trim()) setText(value);
  }

  // The latest callback, without restarting the pause each time the parent renders.
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);

  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => onSearchRef.current(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <TextField
      label={t('filters.search')}
      type="search"
      placeholder={t('filters.searchPlaceholder')}
      value={text}
      onChange={(event) => setText(event.target.value)}
    />
  );
}

/** The workers page filters: search, tags, order, crew membership and active status. */
export function FiltersBar({ filters, onChange, onReset, tagText, onTagTextChange, tagSuggestions }: FiltersBarProps) {
  const [expanded, setExpanded] = useState(false);
  const { t } = useWorkersT();
  const orderOptions: SelectOption[] = [
    { value: 'name', label: t('filters.order.name') },
    { value: 'newest', label: t('filters.order.newest') },
    { value: 'oldest', label: t('filters.order.oldest') },
  ];
  const crewOptions: SelectOption[] = [
    { value: '', label: t('filters.crew.any') },
    { value: 'true', label: t('filters.crew.inCrew') },
    { value: 'false', label: t('filters.crew.inNoCrew') },
  ];
  const statusOptions: SelectOption[] = [
    { value: 'true', label: t('filters.state.active') },
    { value: 'false', label: t('filters.state.inactive') },
    { value: '', label: t('filters.state.all') },
  ];
  const moreId = useId();
  const defaults = DEFAULT_WORKER_FILTERS;
  const activeCount = [
    filters.worker_tags.length > 0,
    filters.order_by !== defaults.order_by,
    filters.has_crews !== defaults.has_crews,
    filters.active !== defaults.active,
  ].filter(Boolean).length;
  const reset = onReset ? (
    <Button variant="link" size="sm" onClick={onReset}>
      {t('common.resetFilters')}
    </Button>
  ) : null;

  return (
    <Bar aria-label={t('filters.label')}>
      <WideCell>
        <SearchField value={filters.search} onSearch={(search) => onChange({ search })} />
      </WideCell>
      <MoreToggle>
        <Button variant="secondary" size="sm" aria-expanded={expanded} aria-controls={moreId} onClick={() => setExpanded(!expanded)}>
          {activeCount > 0 ? t('filters.filtersActive', { active: activeCount }) : t('filters.filters')}
          <Chevron name="chevron-right" size={14} $open={expanded} />
        </Button>
        {reset}
      </MoreToggle>
      <MoreFilters id={moreId} $expanded={expanded}>
        <WideCell>
          <TagFilter
            tags={filters.worker_tags}
            onChange={(worker_tags) => onChange({ worker_tags })}
            text={tagText}
            onTextChange={onTagTextChange}
            suggestions={tagSuggestions}
          />
        </WideCell>
        <SelectField
          label={t('filters.orderBy')}
          options={orderOptions}
          value={filters.order_by}
          onChange={(event) => onChange({ order_by: event.target.value as WorkerFilters['order_by'] })}
        />
        <SelectField
          label={t('filters.crews')}
          options={crewOptions}
          value={filters.has_crews}
          onChange={(event) => onChange({ has_crews: event.target.value as WorkerFilters['has_crews'] })}
        />
        <SelectField
          label={t('filters.status')}
          options={statusOptions}
          value={filters.active}
          onChange={(event) => onChange({ active: event.target.value as WorkerFilters['active'] })}
        />
      </MoreFilters>
      {reset ? <Reset>{reset}</Reset> : null}
    </Bar>
  );
}
