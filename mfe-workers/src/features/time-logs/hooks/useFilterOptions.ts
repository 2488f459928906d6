import { useState } from 'react';
import { useTimeLogCrewOptions, useTimeLogWorkerOptions } from 'shared-api';
import { useDebouncedValue, type SelectOption } from 'shared-ui';

/** What a searchable worker or crew field shows: the matches of the text typed, and the chosen one's name. */
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

/**
 * The chosen one's name: the server's (`answered`) once it answers for this id; until then (the previous answer
 * stays while the next loads) the name it had in the list it was picked from, or the one the caller knows.
 */
function chosenLabelOf(chosen: string, answered: SelectOption | null, listed: SelectOption[], known?: SelectOption): string {
  if (!chosen) return '';
  if (answered?.value === chosen) return answered.label;
  return listed.find((option) => option.value === chosen)?.label ?? (known?.value === chosen ? known.label : '');
}

/** What the options endpoints answer (through SWR): the matches, whether more match, and the chosen one. */
interface OptionsAnswer<Item> {
  data?: { has_more: boolean; chosen: Item | null };
  error?: unknown;
  isLoading: boolean;
}

interface Chosen {
  chosen: string;
  known?: SelectOption;
  onSearch: (text: string) => void;
}

function searched<Item>({ data, error, isLoading }: OptionsAnswer<Item>, listed: Item[] | undefined, toOption: (item: Item) => SelectOption, { chosen, known, onSearch }: Chosen): SearchedOptions {
  const options = (listed ?? []).map(toOption);
  return {
    options,
    chosenLabel: chosenLabelOf(chosen, data?.chosen ? toOption(data.chosen) : null, options, known),
    loading: isLoading,
    failed: Boolean(error),
    more: data?.has_more ?? false,
    onSearch,
  };
}

/**
 * All of the customer's workers by name, the chosen one (`chosen`, an id or '') named: the time logs' worker
 * filter and the edit form's worker. `known` names a worker before the server does (the log's own).
 */
export function useWorkerFilterOptions(chosen: string, known?: SelectOption): SearchedOptions {
  const { search, onSearch } = useSearch();
  const answer = useTimeLogWorkerOptions({ search, id: idOf(chosen) });
  return searched(answer, answer.data?.workers, (worker) => ({ value: String(worker.id), label: worker.full_name }), { chosen, known, onSearch });
}

/** All of the customer's crews by name: the time logs' crew filter and the edit form's crew. */
export function useCrewFilterOptions(chosen: string, known?: SelectOption): SearchedOptions {
  const { search, onSearch } = useSearch();
  const answer = useTimeLogCrewOptions({ search, id: idOf(chosen) });
  return searched(answer, answer.data?.crews, (crew) => ({ value: String(crew.id), label: crew.name }), { chosen, known, onSearch });
}
