import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ACCEPT_INVITATION_PATH, PASSWORD_RESET_PATH } from 'shared-api';
import { PortalThemeProvider, ToastProvider } from 'shared-ui';
import { PageLoading } from '../components/PageLoading';
import { NotFoundPage } from './NotFoundPage';
import { PublicErrorBoundary } from './PublicErrorBoundary';

const WalletPage = lazy(() => import('../features/wallet/components/WalletPage'));
const FulfilRequestPage = lazy(() => import('../features/fulfil-request/components/FulfilRequestPage'));
const UpdateRequestPage = lazy(() => import('../features/update-request/components/UpdateRequestPage'));
const SharedCrewPage = lazy(() => import('../features/shared-crew/components/SharedCrewPage'));
const AcceptInvitePage = lazy(() => import('../features/accept-invite/components/AcceptInvitePage'));
const ForgotPasswordPage = lazy(() => import('../features/password-reset/components/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../features/password-reset/components/ResetPasswordPage'));
const ReferralSignUpPage = lazy(() => import('../features/referral-signup/components/ReferralSignUpPage'));

/** The public paths this remote serves; everything else the shell hands over is an unknown link. */
function PublicRoutes() {
  return (
    <PublicErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route path="/wallet" element={<WalletPage />} />
          <Route path="/credential-requests/:token" element={<FulfilRequestPage />} />
          <Route path="/user-credential-requests/:token" element={<UpdateRequestPage />} />
          <Route path="/shares/crews/:token" element={<SharedCrewPage />} />
          <Route path={ACCEPT_INVITATION_PATH} element={<AcceptInvitePage />} />
          <Route path="/sign-up/:code" element={<ReferralSignUpPage />} />
          <Route path={PASSWORD_RESET_PATH} element={<ForgotPasswordPage />} />
          <Route path={`${PASSWORD_RESET_PATH}/:token`} element={<ResetPasswordPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
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
