import { useEffect, useState } from 'react';
import { searchCrewCredentials, type CrewCredential } from 'shared-api';
import { useDebouncedValue } from 'shared-ui';
import { CREDENTIAL_SEARCH_DELAY_MS, isCredentialSearch } from '../../../utils/crewRules';

export interface CredentialSearch {
  /** null: nothing searched (text too short, or still typing). */
  results: CrewCredential[] | null;
  searching: boolean;
  failed: boolean;
}

/**
 * The follow dialog's search: runs after a 750 ms pause and only for more than 2 characters (spec §5); credentials the
 * crew already follows are hidden (the server leaves them out too; `followedIds` covers a follow made meanwhile).
 */
export function useCredentialSearch(crewId: number, text: string, followedIds: ReadonlySet<number>): CredentialSearch {
  const query = useDebouncedValue(text.trim(), CREDENTIAL_SEARCH_DELAY_MS);
  const [state, setState] = useState<{ query: string; results: CrewCredential[] | null; failed: boolean }>({ query: '', results: null, failed: false });

  useEffect(() => {
    if (!isCredentialSearch(query)) return;
    const controller = new AbortController();
    searchCrewCredentials(crewId, query, controller.signal)
      .then((response) => setState({ query, results: response.credentials, failed: false }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ query, results: [], failed: true });
      });
    return () => controller.abort();
  }, [crewId, query]);

  if (!isCredentialSearch(query)) return { results: null, searching: false, failed: false };
  const current = state.query === query;
  return {
    results: current && state.results ? state.results.filter((credential) => !followedIds.has(credential.id)) : null,
    searching: !current || text.trim() !== query,
    failed: current && state.failed,
  };
}
