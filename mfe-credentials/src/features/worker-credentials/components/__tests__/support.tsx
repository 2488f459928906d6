import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ConfirmProvider, PortalThemeProvider, ToastProvider } from 'shared-ui';
import { SWRConfig } from 'swr';

function Providers({ children }: { children: ReactNode }) {
  return (
    // A fresh cache per test, no deduping and no retries, so each test sees its own requests.
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <PortalThemeProvider>
        <ToastProvider>
          <ConfirmProvider>
            <MemoryRouter>{children}</MemoryRouter>
          </ConfirmProvider>
        </ToastProvider>
      </PortalThemeProvider>
    </SWRConfig>
  );
}

export function renderWithProviders(ui: ReactElement, options?: RenderOptions) {
  return render(ui, { wrapper: Providers, ...options });
}

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  /** Parsed JSON, or the FormData as sent. */
  body: unknown;
}

export interface ApiReply {
  status?: number;
  body: unknown;
}

/** Answers one route: a fixed reply, or one computed from the call (may wait, to hold a request open). */
export type Route = ApiReply | ((call: ApiCall) => ApiReply | Promise<ApiReply>);

async function answer(routes: Record<string, Route>, call: ApiCall): Promise<Required<ApiReply>> {
  const route = routes[`${call.method} ${call.path}`];
  const reply = route === undefined ? { status: 404, body: { message: 'Not found' } } : typeof route === 'function' ? await route(call) : route;
  return { status: reply.status ?? 200, body: reply.body };
}

function parseBody(body: unknown): unknown {
  return typeof body === 'string' ? JSON.parse(body) : body;
}

/**
 * A fake JSON API keyed by "METHOD /path" (without /json), behind both fetch and XMLHttpRequest (apiUpload),
 * so every call goes through shared-api's real client: paths, methods and bodies are what the server would get.
 */
export function mockApi(routes: Record<string, Route>) {
  const calls: ApiCall[] = [];

  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/json/, ''),
      query: url.searchParams,
      body: parseBody(init?.body),
    };
    calls.push(call);
    const { status, body } = await answer(routes, call);
    // jsdom has no Response; the client reads only ok, status, statusText and text().
    return { ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) } as Response;
  }) as typeof fetch;

  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
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
      const url = new URL(this.url, 'http://localhost');
      const call: ApiCall = { method: this.method, path: url.pathname.replace(/^\/json/, ''), query: url.searchParams, body: parseBody(body) };
      calls.push(call);
      void (async () => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        const { status, body: reply } = await answer(routes, call);
        this.status = status;
        this.responseText = JSON.stringify(reply);
        this.onload?.();
      })();
    }
  }
  global.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;

  return {
    calls,
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
  };
}

/** A promise the test settles when it chooses. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
