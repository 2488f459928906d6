import { useState } from 'react';
import { useTimeLogCrewOptions, useTimeLogWorkerOptions } from 'shared-api';
import { useDebouncedValue, type SelectOption } from 'shared-ui';

/** What a searchable filter shows: the matches of the text typed, and the chosen one's name. */
export interface SearchedOptions {
  options: SelectOption[];
  chosenLabel: string;
  loading: boolean;
  failed: boolean;
  /** More match than are listed. */
  more: boolean;
  onSearch: (text: string) => void;
}

/** Waits for typing to pause before asking the server. */
const SEARCH_DELAY_MS = 250;

function useSearch() {
  const [text, setText] = useState('');
  return { search: useDebouncedValue(text.trim(), SEARCH_DELAY_MS), onSearch: setText };
}

const idOf = (chosen: string) => (chosen ? Number(chosen) : undefined);

/** The worker filter: all of the customer's workers by name, the chosen one (`chosen`, an id or '') named. */
export function useWorkerFilterOptions(chosen: string): SearchedOptions {
  const { search, onSearch } = useSearch();
  const { data, error, isLoading } = useTimeLogWorkerOptions({ search, id: idOf(chosen) });
  const workers = data?.workers ?? [];
  return {
    options: workers.map((worker) => ({ value: String(worker.id), label: worker.full_name })),
    chosenLabel: data?.chosen?.full_name ?? '',
    loading: isLoading,
    failed: Boolean(error),
    more: data?.has_more ?? false,
    onSearch,
  };
}

/** The crew filter: all of the customer's crews by name. */
export function useCrewFilterOptions(chosen: string): SearchedOptions {
  const { search, onSearch } = useSearch();
  const { data, error, isLoading } = useTimeLogCrewOptions({ search, id: idOf(chosen) });
  const crews = data?.crews ?? [];
  return {
    options: crews.map((crew) => ({ value: String(crew.id), label: crew.name })),
    chosenLabel: data?.chosen?.name ?? '',
    loading: isLoading,
    failed: Boolean(error),
    more: data?.has_more ?? false,
    onSearch,
  };
}
