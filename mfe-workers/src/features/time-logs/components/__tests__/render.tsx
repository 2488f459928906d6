import { render } from '@testing-library/react';
import { useEffect, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ConfirmProvider, PortalThemeProvider, ToastProvider } from 'shared-ui';
import { SWRConfig } from 'swr';

/** Where the router is now, for assertions on the URL. */
export const currentLocation = { search: '' };

function LocationProbe() {
  const { search } = useLocation();
  useEffect(() => {
    currentLocation.search = search;
  }, [search]);
  return null;
}

/** The page at `url` inside the providers the shell gives every page, with a fresh SWR cache. */
export function renderPage(page: ReactElement, url: string) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <PortalThemeProvider>
        <ToastProvider>
          <ConfirmProvider>
            <MemoryRouter initialEntries={[url]}>
              <Routes>
                <Route path="/workers/time-logs" element={page} />
              </Routes>
              <LocationProbe />
            </MemoryRouter>
          </ConfirmProvider>
        </ToastProvider>
      </PortalThemeProvider>
    </SWRConfig>,
  );
}

// jsdom has no Response; shared-api's client reads only ok, status, statusText and text().
export function jsonResponse(body: unknown, status = 200): Promise<Response> {
  return Promise.resolve({ ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) } as Response);
}
