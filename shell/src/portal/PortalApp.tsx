import { StrictMode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ApiError } from 'shared-api';
import { ConfirmProvider, PortalThemeProvider, RemoteWidgetLoaderProvider, ToastProvider } from 'shared-ui';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { remoteWidgetLoader } from '../federation/remotes';
import { LoginPage } from '../login/LoginPage';
import { primedDataMiddleware } from './pageData';
import { PortalLayout } from './PortalLayout';

const swrConfig: SWRConfiguration = {
  revalidateOnFocus: false,
  // Retrying cannot fix a client error (401, 403, 404, 422); network failures and 5xx are worth another try.
  shouldRetryOnError: (error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  errorRetryCount: 3,
  use: [primedDataMiddleware],
};

/** The "portal" application: one React root and one router for the login page and every admin area. */
export function PortalApp() {
  return (
    <StrictMode>
      <PortalThemeProvider>
        <SWRConfig value={swrConfig}>
          <ToastProvider>
            <ConfirmProvider>
              <RemoteWidgetLoaderProvider value={remoteWidgetLoader}>
                <BrowserRouter>
                  <Routes>
                    <Route path="/login" element={<LoginPage />} />
                    <Route path="*" element={<PortalLayout />} />
                  </Routes>
                </BrowserRouter>
              </RemoteWidgetLoaderProvider>
            </ConfirmProvider>
          </ToastProvider>
        </SWRConfig>
      </PortalThemeProvider>
    </StrictMode>
  );
}
