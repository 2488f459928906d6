import { useState } from 'react';
import { TRAINING_SEARCH_DEBOUNCE_MS } from 'shared-api';
import { useDebouncedValue } from 'shared-ui';

/**
 * The Services tab's search (§4, §5, §9): what is typed, the trimmed text sent once typing has paused for 500 ms,
 * and the page, which goes back to 1 whenever that text changes.
 */
export function useServiceSearch() {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), TRAINING_SEARCH_DEBOUNCE_MS);
  // The page belongs to the search it was chosen for; a new search starts again from page 1.
  const [paged, setPaged] = useState({ search, page: 1 });
  const page = paged.search === search ? paged.page : 1;
  return {
    typed,
    setTyped,
    search,
    page,
    setPage: (next: number) => setPaged({ search, page: next }),
  };
}
