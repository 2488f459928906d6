import { useEffect } from 'react';
import { mutate, unstable_serialize, type Middleware } from 'swr';

/** An SWR key as the page's data block carries it: an API path, or an array that starts with one. */
function isKey(key: unknown): key is string | unknown[] {
  if (typeof key === 'string') return key.startsWith('/');
  return Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('/');
}

/**
 * How long an answer the page carried counts as just fetched: a page's hooks mounting within this time take it
 * as it is instead of asking again at once (as SWR's own deduping does for two requests close together).
 */
export const PAGE_DATA_FRESH_MS = 10_000;

/** When each key was primed from the page, by its SWR serialization. */
const primedAt = new Map<string, number>();

/**
 * The page's first answers, which the server puts in the page as a JSON data block of [SWR key, answer] pairs
 * (server/src/areas/portal/first-paint.ts): the signed-in chrome's (user, customer, the user's customers, unread
 * count) and those the page's remote declares for the page in its manifest (`firstData`). Taken once into SWR's
 * cache before the first render, so the user's name, language and the page's own data are there at once; the first
 * render's hooks take them as they are (primedDataMiddleware), later mounts ask again as for any cached answer. Put in the cache rather than given as `fallback`, so a later sign-out that clears the
 * cache clears them too.
 */
export function primePageData(): void {
  const element = document.getElementById('page-data');
  if (!(element instanceof HTMLScriptElement) || element.type !== 'application/json') return;
  element.remove();
  let data: unknown;
  try {
    data = JSON.parse(element.textContent ?? '');
  } catch {
    return;
  }
  if (!Array.isArray(data)) return;
  for (const pair of data) {
    if (!Array.isArray(pair) || pair.length !== 2) continue;
    const [key, value] = pair as [unknown, unknown];
    if (isKey(key) && typeof value === 'object' && value !== null) {
      primedAt.set(unstable_serialize(key), Date.now());
      void mutate(key, value, { revalidate: false });
    }
  }
}

/**
 * An SWR middleware that keeps the hooks of the page's first render from asking again on mount for an answer the
 * page carried: the server computed it a moment before, and asking again would cost the first paint a dozen
 * requests and their handling for the same answers. Only the first render's: once a key's hooks have mounted, any
 * later mount (the page opened again after a change made elsewhere) asks as usual, and so does one after
 * PAGE_DATA_FRESH_MS.
 */
export const primedDataMiddleware: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const serialized = primedAt.size > 0 ? unstable_serialize(key) : '';
  const at = primedAt.get(serialized);
  const fresh = at !== undefined && Date.now() - at < PAGE_DATA_FRESH_MS;
  useEffect(() => {
    if (fresh) primedAt.delete(serialized);
  }, [fresh, serialized]);
  return useSWRNext(key, fetcher, fresh ? { ...config, revalidateIfStale: false } : config);
};
