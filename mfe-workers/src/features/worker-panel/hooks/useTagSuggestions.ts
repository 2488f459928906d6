import { fetchTagSuggestions } from 'shared-api';
import { useDebouncedValue } from 'shared-ui';
import useSWR from 'swr';

/** Spec part 1 §5 and §9: suggestions are fetched after a 500 ms pause in typing. */
export const TAG_SUGGESTION_DELAY_MS = 500;

/** Existing tags whose names match what is typed, asked for only once typing pauses. */
export function useTagSuggestions(name: string) {
  const query = useDebouncedValue(name.trim(), TAG_SUGGESTION_DELAY_MS);
  const { data } = useSWR(query ? ['/tags/suggestions', query] : null, () => fetchTagSuggestions(query));
  return query ? (data?.tags ?? []) : [];
}
