import { unstable_serialize, type Key } from 'swr';

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
export async function firstDataFallback(entries: FirstDataEntry[]): Promise<Record<string, unknown>> {
  const answers = await Promise.all(
    entries.map(async ({ key, url }) => [unstable_serialize(key), await (await global.fetch(`/json${url}`)).json()] as const),
  );
  return Object.fromEntries(answers);
}
