import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { PortalThemeProvider } from '../theme/PortalThemeProvider';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  /** Starting URL of the in-memory router. */
  route?: string;
}

/** Renders inside the theme and a router, as every component is used in the portal. */
export function renderUi(ui: ReactElement, { route = '/', ...options }: Options = {}) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <PortalThemeProvider>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </PortalThemeProvider>
    );
  }
  return render(ui, { wrapper: Wrapper, ...options });
}
