import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ACCEPT_INVITATION_PATH, PASSWORD_RESET_PATH } from 'shared-api';
import { NotFoundPage } from './app/NotFoundPage';

// Each token page loads when first opened: a visitor opens one of them, never the others.
const WalletPage = lazy(() => import('./features/wallet/components/WalletPage'));
const FulfilRequestPage = lazy(() => import('./features/fulfil-request/components/FulfilRequestPage'));
const UpdateRequestPage = lazy(() => import('./features/update-request/components/UpdateRequestPage'));
const SharedCrewPage = lazy(() => import('./features/shared-crew/components/SharedCrewPage'));
const AcceptInvitePage = lazy(() => import('./features/accept-invite/components/AcceptInvitePage'));
const ForgotPasswordPage = lazy(() => import('./features/password-reset/components/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('./features/password-reset/components/ResetPasswordPage'));
const ReferralSignUpPage = lazy(() => import('./features/referral-signup/components/ReferralSignUpPage'));

/** The public paths this remote serves, from the site's root; everything else the shell hands over is an unknown link. */
const routes: RouteObject[] = [
  { path: '/wallet', element: <WalletPage /> },
  { path: '/credential-requests/:token', element: <FulfilRequestPage /> },
  { path: '/user-credential-requests/:token', element: <UpdateRequestPage /> },
  { path: '/shares/crews/:token', element: <SharedCrewPage /> },
  { path: ACCEPT_INVITATION_PATH, element: <AcceptInvitePage /> },
  { path: '/sign-up/:code', element: <ReferralSignUpPage /> },
  { path: PASSWORD_RESET_PATH, element: <ForgotPasswordPage /> },
  { path: `${PASSWORD_RESET_PATH}/:token`, element: <ResetPasswordPage /> },
  { path: '*', element: <NotFoundPage /> },
];

export default routes;
