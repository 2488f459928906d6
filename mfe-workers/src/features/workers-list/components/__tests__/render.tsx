import { render, type RenderOptions } from '@testing-library/react';
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ConfirmProvider, PortalThemeProvider, ToastProvider } from 'shared-ui';
import { SWRConfig } from 'swr';

/** The providers the shell gives every page, with a fresh SWR cache per test. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <PortalThemeProvider>
        <ToastProvider>
          <ConfirmProvider>{children}</ConfirmProvider>
        </ToastProvider>
      </PortalThemeProvider>
    </SWRConfig>
  );
}

export function renderWithProviders(ui: ReactElement, options?: RenderOptions) {
  return render(ui, { wrapper: ({ children }) => <Providers>{children}</Providers>, ...options });
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

/** Renders `element` at `path` (a route pattern) starting from `url`, the way the shell mounts a remote's route. */
export function renderRoute(element: ReactElement, { path, url }: { path: string; url: string }) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={element} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

// jsdom has no Response; shared-api's client reads only ok, status, statusText and text().
export function jsonResponse(body: unknown, status = 200): Promise<Response> {
  return Promise.resolve({ ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) } as Response);
}
