/** Worker tags shown before '+ N more' (spec §9). */
export const TAGS_SHOWN = 8;

/** The tags to list and how many are hidden behind '+ N more'. */
export function visibleTags<T>(tags: T[], showAll: boolean): { shown: T[]; hidden: number } {
  if (showAll || tags.length <= TAGS_SHOWN) return { shown: tags, hidden: 0 };
  return { shown: tags.slice(0, TAGS_SHOWN), hidden: tags.length - TAGS_SHOWN };
}
