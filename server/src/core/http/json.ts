import type { Paginated } from 'shared-api/contract';

/**
 * JSON text the database built, typed by the value it holds. Placed into a response as it is, it is neither
 * parsed nor serialized again (docs/performance.md).
 */
export type JsonText<T> = string & { readonly jsonOf?: T };

export const parseJsonText = <T>(text: JsonText<T>): T => JSON.parse(text) as T;

/** `{ [key]: page }` as JSON text, the page's items placed into it as they are. */
export function pageJsonText<K extends string, T>(key: K, page: Paginated<JsonText<T>>): JsonText<Record<K, Paginated<T>>> {
  const { data, ...links } = page;
  // links is never empty (a page always has its numbers), so its text always opens with a field.
  return `{${JSON.stringify(key)}:{"data":[${data.join(',')}],${JSON.stringify(links).slice(1)}}`;
}
