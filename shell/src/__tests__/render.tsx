import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ConfirmProvider, PortalThemeProvider, ToastProvider } from 'shared-ui';
import { SWRConfig } from 'swr';

/** Shows the router's current location so tests can assert navigations. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderAt(path: string, element: ReactElement, routePath = '*') {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <PortalThemeProvider>
        <ToastProvider>
          <ConfirmProvider>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path={routePath} element={element} />
                <Route path="*" element={<p>elsewhere</p>} />
              </Routes>
              <LocationProbe />
            </MemoryRouter>
          </ConfirmProvider>
        </ToastProvider>
      </PortalThemeProvider>
    </SWRConfig>,
  );
}

// jsdom has no Response; the code under test reads only ok, status, statusText, text() and json().
export function jsonResponse(body: unknown, status = 200): Promise<Response> {
  const text = JSON.stringify(body);
  return Promise.resolve({ ok: status < 400, status, statusText: '', text: async () => text, json: async () => JSON.parse(text) } as Response);
}
