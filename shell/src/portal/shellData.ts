import { mutate } from 'swr';

/**
 * The signed-in chrome's first answers (user, customer, the user's customers, unread count), which the server puts
 * in the page as a JSON data block (server/src/areas/portal/first-paint.ts), keyed by the SWR keys that read them.
 * Taken once into SWR's cache before the first render, so the user's name and language are there at once; SWR still
 * revalidates them on mount. Put in the cache rather than given as `fallback`, so a later sign-out that clears the
 * cache clears them too.
 */
export function primeShellData(): void {
  const element = document.getElementById('shell-data');
  if (!(element instanceof HTMLScriptElement) || element.type !== 'application/json') return;
  element.remove();
  let data: unknown;
  try {
    data = JSON.parse(element.textContent ?? '');
  } catch {
    return;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return;
  for (const [key, value] of Object.entries(data)) {
    if (key.startsWith('/') && typeof value === 'object' && value !== null) void mutate(key, value, { revalidate: false });
  }
}
