import { Suspense } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { PortalThemeProvider, ToastProvider } from 'shared-ui';
import { PageLoading } from '../components/PageLoading';
import routes from '../routes';
import { PublicErrorBoundary } from './PublicErrorBoundary';

/** The routes of routes.tsx, each page loading behind one fallback and one error boundary. */
function PublicRoutes() {
  return (
    <PublicErrorBoundary>
      <Suspense fallback={<PageLoading />}>{useRoutes(routes)}</Suspense>
    </PublicErrorBoundary>
  );
}

/** The token pages' own React root: theme, toasts and a router, and nothing of the signed-in portal. */
export function PublicApp() {
  return (
    <PortalThemeProvider>
      <ToastProvider>
        <BrowserRouter>
          <PublicRoutes />
        </BrowserRouter>
      </ToastProvider>
    </PortalThemeProvider>
  );
}
