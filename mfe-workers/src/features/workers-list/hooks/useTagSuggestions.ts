import { useEffect, useState } from 'react';
import { fetchTagSuggestions, type Tag } from 'shared-api';
import { useDebouncedValue } from 'shared-ui';

/** The spec's pause in typing before tag suggestions are fetched. */
export const TAG_SUGGESTION_DELAY_MS = 500;

/** Tag names matching what is typed, fetched 500 ms after the typing stops; a failed lookup suggests nothing. */
export function useTagSuggestions(text: string): Tag[] {
  const query = useDebouncedValue(text.trim(), TAG_SUGGESTION_DELAY_MS);
  const [result, setResult] = useState<{ query: string; tags: Tag[] }>({ query: '', tags: [] });

  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    fetchTagSuggestions(query, controller.signal).then(
      (response) => setResult({ query, tags: response.tags }),
      () => {
        if (!controller.signal.aborted) setResult({ query, tags: [] });
      },
    );
    return () => controller.abort();
  }, [query]);

  // Suggestions belong to the text they were fetched for; older ones are not shown for newer text.
  return query && result.query === query && text.trim() === query ? result.tags : [];
}
