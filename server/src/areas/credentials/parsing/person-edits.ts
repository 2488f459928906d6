import type { ParsedField, ParsedKeyValuePairs } from 'shared-api/contract';

export type ParsedValues = Partial<Record<keyof ParsedKeyValuePairs, string | null | undefined>>;

const comparable = (value: string | null | undefined) => (value ?? '').trim().replace(/\s+/g, ' ');

/**
 * The key-value pairs after a person saved a parsed credential: every field whose value they changed
 * becomes theirs (source 'person', no confidence); a field they left as read keeps its source and
 * confidence. Fields not in `newValues` (undefined) are untouched. Pure: for the credential edit endpoint.
 */
export function markPersonEdits(previousPairs: ParsedKeyValuePairs | null | undefined, newValues: ParsedValues): ParsedKeyValuePairs {
  const next: ParsedKeyValuePairs = { ...(previousPairs ?? {}) };
  for (const [key, raw] of Object.entries(newValues) as Array<[keyof ParsedKeyValuePairs, string | null | undefined]>) {
    if (raw === undefined) continue;
    const previous = previousPairs?.[key];
    if (previous && comparable(previous.value) === comparable(raw)) continue;
    const value = comparable(raw) === '' ? null : raw!.trim();
    const edited: ParsedField = { value, source: 'person' };
    next[key] = edited;
  }
  return next;
}
