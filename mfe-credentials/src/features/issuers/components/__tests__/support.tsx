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
  /** A JSON body, or a multipart form's fields. */
  body: Record<string, unknown> | undefined;
}

export interface ApiReply {
  status?: number;
  body: unknown;
}

export type ApiRoute = ApiReply | ((call: ApiCall) => ApiReply | Promise<ApiReply>);

function bodyOf(body: BodyInit | null | undefined): Record<string, unknown> | undefined {
  if (typeof body === 'string') return JSON.parse(body);
  if (body instanceof FormData) return Object.fromEntries(body.entries());
  return undefined;
}

/**
 * Replaces fetch with a fake JSON API keyed by "METHOD /path" (without /json). Calls go through
 * shared-api's real client, so paths, methods and bodies are what the server would receive.
 */
export function mockApi(routes: Record<string, ApiRoute>) {
  const calls: ApiCall[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: ApiCall = { method: init?.method ?? 'GET', path: url.pathname.replace(/^\/json/, ''), body: bodyOf(init?.body) };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const reply = route === undefined ? { status: 404, body: { message: 'Not found' } } : typeof route === 'function' ? await route(call) : route;
    const status = reply.status ?? 200;
    // jsdom has no Response; the client reads only ok, status, statusText and text().
    return { ok: status < 400, status, statusText: '', text: async () => JSON.stringify(reply.body) } as Response;
  }) as typeof fetch;
  return {
    calls,
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
  };
}
