import type { ReactElement } from 'react';
import { SWRConfig, unstable_serialize, type Key } from 'swr';
import { renderRoute } from './renderWithProviders';

/** An entry of a remote manifest's firstData (shared-api's FirstData, without importing shared-api here). */
interface FirstDataEntry {
  key: Key;
  url: string;
}

/** The API URLs (with their query, without /json) the page asked for through the test's fetch mock, in order. */
export function requestedUrls(): string[] {
  const calls = (global.fetch as jest.Mock).mock.calls as Array<[RequestInfo | URL]>;
  return calls.map(([input]) => String(input).replace(/^\/json/, ''));
}

/**
 * SWR's `fallback` holding the answers of `entries` as the test's fetch mock gives them, under each entry's key: a
 * page rendered with it sees what the server's page-data block would give it, so a test can check that the page
 * shows its data in the first render (every key declared is the one its hook reads).
 */
async function firstDataFallback(entries: FirstDataEntry[]): Promise<Record<string, unknown>> {
  const answers = await Promise.all(
    entries.map(async ({ key, url }) => [unstable_serialize(key), await (await global.fetch(`/json${url}`)).json()] as const),
  );
  return Object.fromEntries(answers);
}

/**
 * Renders `ui` at `route` from a cache holding only the answers of `entries` (as the test's fetch mock gives them),
 * as the page's data block primes it, with every request after that left unanswered: what the page shows at once
 * came from those answers, so each declared key is the one a hook reads.
 */
export async function renderFromFirstData(ui: ReactElement, route: { path: string; url: string }, entries: FirstDataEntry[]) {
  const fallback = await firstDataFallback(entries);
  global.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as typeof fetch;
  return renderRoute(<SWRConfig value={{ fallback }}>{ui}</SWRConfig>, route);
}
