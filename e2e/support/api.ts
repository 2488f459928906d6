import type { Page } from 'playwright-core';

/**
 * GET from the portal's API with the page's session cookies, so a test compares what the page shows with
 * what the server says for the same user rather than with hard-coded seed numbers.
 */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const url = path.startsWith('/json/') || path === '/remotes.json' ? path : `/json${path}`;
  const response = await page.request.get(url, {
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
  });
  if (!response.ok()) throw new Error(`GET ${url} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

export interface ApiRecorder {
  /** The newest JSON the page received from GET `path` with (at least) these query parameters; waits for one. */
  latest<T>(path: string, params?: Record<string, string>): Promise<T>;
}

/**
 * Keeps the JSON the page itself received from the API. Relative times ("1 hour ago", "in 2 weeks") are
 * computed by the server per request, so the exact text a page shows is compared with the response that
 * page got; a second request could fall on the other side of a minute, hour or midnight.
 */
export function recordApiResponses(page: Page, timeout = 10_000): ApiRecorder {
  const seen = new Map<string, unknown>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/json/') || response.request().method() !== 'GET' || !response.ok()) return;
    response.json().then(
      (body: unknown) => {
        const key = url.pathname + url.search;
        seen.delete(key);
        seen.set(key, body);
      },
      () => undefined,
    );
  });
  return {
    async latest<T>(path: string, params: Record<string, string> = {}): Promise<T> {
      const deadline = Date.now() + timeout;
      for (;;) {
        const match = [...seen.entries()].reverse().find(([key]) => {
          const url = new URL(key, 'http://portal');
          return url.pathname === path && Object.entries(params).every(([name, value]) => url.searchParams.get(name) === value);
        });
        if (match) return match[1] as T;
        if (Date.now() > deadline) throw new Error(`the page received no GET ${path} ${JSON.stringify(params)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}
