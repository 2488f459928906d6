import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ConfirmProvider, PortalThemeProvider, ToastProvider } from 'shared-ui';
import { SWRConfig } from 'swr';

function Providers({ children }: { children: ReactNode }) {
  return (
    // A fresh cache per test, no deduping and no retries, so each test sees its own requests.
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <PortalThemeProvider>
        <ToastProvider>
          <ConfirmProvider>{children}</ConfirmProvider>
        </ToastProvider>
      </PortalThemeProvider>
    </SWRConfig>
  );
}

/** Renders `element` at `path` starting from `url`, the way the shell mounts a remote's route. */
export function renderRoute(element: ReactElement, { path, url }: { path: string; url: string }) {
  return render(
    <Providers>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={element} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface ApiReply {
  status?: number;
  body: unknown;
}

export type ApiRoute = ApiReply | ((call: ApiCall) => ApiReply | Promise<ApiReply>);

/**
 * Replaces fetch (and XMLHttpRequest, which uploads use for their progress) with a fake JSON API keyed by
 * "METHOD /path" (without /json). Calls go through shared-api's real client, so paths, methods and bodies
 * are what the server would receive.
 */
export function mockApi(routes: Record<string, ApiRoute>) {
  const calls: ApiCall[] = [];

  async function answer(method: string, target: string, rawBody: unknown): Promise<{ status: number; text: string }> {
    const url = new URL(target, 'http://localhost');
    const path = url.pathname.replace(/^\/json/, '');
    const body = typeof rawBody === 'string' ? JSON.parse(rawBody) : rawBody;
    const call: ApiCall = { method, path, query: url.searchParams, body };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    const reply = route === undefined ? { status: 404, body: { message: 'Not found' } } : typeof route === 'function' ? await route(call) : route;
    return { status: reply.status ?? 200, text: JSON.stringify(reply.body) };
  }

  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { status, text } = await answer(init?.method ?? 'GET', String(input), init?.body);
    // jsdom has no Response; the client reads only ok, status, statusText and text().
    return { ok: status < 400, status, statusText: '', text: async () => text } as Response;
  }) as typeof fetch;

  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    withCredentials = false;
    private method = 'GET';
    private url = '';
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    abort() {
      this.onabort?.();
    }
    send(body: unknown) {
      void answer(this.method, this.url, body).then(({ status, text }) => {
        this.status = status;
        this.responseText = text;
        this.onload?.();
      });
    }
  }
  global.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;

  return {
    calls,
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
  };
}

// jsdom's File has no text(); browsers do.
export function polyfillFileText() {
  if (typeof File.prototype.text === 'function') return;
  File.prototype.text = function text(this: File) {
    return new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(this);
    });
  };
}
