import type { APIRequestContext, APIResponse, Page } from 'playwright-core';

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

/**
 * POST, PUT or DELETE to the API as the page's user (its cookies and CSRF token), for arranging data a
 * test needs but does not test through the page (a worker with an odd name, more notes than a page holds).
 */
export async function apiSend<T>(page: Page, method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const url = `/json${path}`;
  const response = await page.request.fetch(url, { method, headers: await sendHeaders(page), data: body });
  if (!response.ok()) throw new Error(`${method} ${url} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The fields of a multipart form, files as { name, mimeType, buffer }. */
export type FormFields = NonNullable<NonNullable<Parameters<APIRequestContext['post']>[1]>['multipart']>;

/**
 * POST a multipart form (fields and a file) to the API as the page's user, as the portal's upload forms send
 * it; the response as it came, for the test to check its status.
 */
export async function apiPostForm(page: Page, path: string, multipart: FormFields): Promise<APIResponse> {
  return page.request.post(`/json${path}`, { headers: await sendHeaders(page), multipart });
}

/** What a change the page's user sends carries: the page's CSRF token. */
async function sendHeaders(page: Page): Promise<Record<string, string>> {
  const csrf = await page.evaluate(() => document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '');
  return { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-TOKEN': csrf };
}
