import { render, type RenderOptions } from '@testing-library/react';
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ConfirmProvider } from '../components/Confirm/Confirm';
import { ToastProvider } from '../components/Toast/Toast';
import { PortalThemeProvider } from '../theme/PortalThemeProvider';

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

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Starting URL of the in-memory router, e.g. /credentials?page-name=add. */
  url?: string;
  /**
   * Whether to give the signed-in portal's toasts and confirm dialogs (default true). False for the public token
   * pages, which run without them, so a page there that reached for one fails its test.
   */
  portalProviders?: boolean;
}

function PortalProviders({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      <ConfirmProvider>{children}</ConfirmProvider>
    </ToastProvider>
  );
}

/** Renders inside the providers the shell gives every page: SWR, theme, toasts, confirm dialogs and a router. */
export function renderWithProviders(ui: ReactElement, { url = '/', portalProviders = true, ...options }: ProvidersOptions = {}) {
  function Providers({ children }: { children: ReactNode }) {
    const routed = (
      <MemoryRouter initialEntries={[url]}>
        {children}
        <LocationProbe />
      </MemoryRouter>
    );
    return (
      // A fresh cache per test, no deduping and no retries, so each test sees its own requests.
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <PortalThemeProvider>{portalProviders ? <PortalProviders>{routed}</PortalProviders> : routed}</PortalThemeProvider>
      </SWRConfig>
    );
  }
  return render(ui, { wrapper: Providers, ...options });
}

interface RouteOptions extends ProvidersOptions {
  /** The route pattern the element is mounted at, e.g. /workers/:id. */
  path: string;
  url: string;
  /** What any URL that `path` does not match shows, for a page that navigates away; by default nothing. */
  fallback?: ReactElement;
}

/** Renders `element` at `path` starting from `url`, the way the shell mounts a remote's route. */
export function renderRoute(element: ReactElement, { path, fallback, ...options }: RouteOptions) {
  return renderWithProviders(
    <Routes>
      <Route path={path} element={element} />
      {fallback && <Route path="*" element={fallback} />}
    </Routes>,
    options,
  );
}
