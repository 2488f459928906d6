import { render } from '@testing-library/react';
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
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

/** Where the router is now, for assertions on the URL. */
export const currentLocation = { pathname: '', search: '' };

function LocationProbe() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    currentLocation.pathname = pathname;
    currentLocation.search = search;
  }, [pathname, search]);
  return null;
}

/** Renders `element` at `path` starting from `url`, the way the shell mounts a remote's route. */
export function renderRoute(element: ReactElement, { path, url }: { path: string; url: string }) {
  return render(
    <Providers>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={element} />
        </Routes>
        <LocationProbe />
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

/** Answers one route: a fixed reply, or one computed from the call. */
export type ApiRoute = ApiReply | ((call: ApiCall) => ApiReply | Promise<ApiReply>);

/**
 * Replaces fetch with a fake JSON API keyed by "METHOD /path" (without /json). Calls go through
 * shared-api's real client, so paths, methods and bodies are what the server would receive.
 */
export function mockApi(routes: Record<string, ApiRoute>) {
  const calls: ApiCall[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/json/, '');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const call: ApiCall = { method, path, query: url.searchParams, body };
    calls.push(call);
    const route = routes[`${method} ${path}`];
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

/** The signed-in customer, with or without the credentials feature. */
export function customerReply(withCredentials = true): ApiReply {
  return {
    body: {
      enterprise_customer: {
        id: 1,
        name: 'Demo Construction Ltd.',
        mode: 'demo',
        features: withCredentials ? [{ id: 1, label: 'credentials', name: 'Credentials', description: '' }] : [],
        access_url: null,
      },
      enterprise_customer_user: { id: 1, user_id: 1, enterprise_customer_id: 1, role: 'owner' },
    },
  };
}
