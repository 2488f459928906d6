import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { PortalThemeProvider } from 'shared-ui';
import { SWRConfig } from 'swr';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  /** The page's address, e.g. /wallet?token=abc. */
  route?: string;
}

/** A fresh SWR cache per test and no deduping, so each test sees its own fetches. */
export function renderPage(ui: ReactElement, { route = '/', ...options }: Options = {}) {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <PortalThemeProvider>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </PortalThemeProvider>
      </SWRConfig>
    );
  }
  return render(ui, { wrapper: Providers, ...options });
}

/** jsdom has no Response; the client reads only ok, status, statusText and text(). */
export function jsonResponse(body: unknown, status = 200): Promise<Response> {
  return Promise.resolve({ ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) } as Response);
}
