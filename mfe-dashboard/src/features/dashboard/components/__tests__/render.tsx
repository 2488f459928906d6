import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { PortalThemeProvider } from 'shared-ui';
import { SWRConfig } from 'swr';

function Providers({ children }: { children: ReactNode }) {
  return (
    // A fresh cache per test, no deduping and no retries, so each test sees its own fetches.
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <PortalThemeProvider>
        <MemoryRouter>{children}</MemoryRouter>
      </PortalThemeProvider>
    </SWRConfig>
  );
}

export function renderWithProviders(ui: ReactElement, options?: RenderOptions) {
  return render(ui, { wrapper: Providers, ...options });
}
