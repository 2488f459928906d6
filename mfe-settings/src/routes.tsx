import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
// The area's landing pages are part of this remote's first chunk, which the portal's HTML preloads: they render
// without another round trip.
import AdminsPage from './features/admins/components/AdminsPage';
import SettingsPage from './features/settings/components/SettingsPage';

// The other pages load when first opened.
const ReferralsPage = lazy(() => import('./features/referrals/components/ReferralsPage'));
const UserGuidesPage = lazy(() => import('./features/user-guides/components/UserGuidesPage'));
const AssociationPage = lazy(() => import('./features/association/components/AssociationPage'));
const UndeliveredMailPage = lazy(() => import('./features/undelivered-mail/components/UndeliveredMailPage'));

/** Paths are relative to the portal's root; the shell renders them with useRoutes. */
const routes: RouteObject[] = [
  { path: 'users', element: <AdminsPage /> },
  { path: 'settings', element: <SettingsPage /> },
  { path: 'settings/undelivered-mail', element: <UndeliveredMailPage /> },
  { path: 'referrals', element: <ReferralsPage /> },
  { path: 'user-guides', element: <UserGuidesPage /> },
  { path: 'association', element: <AssociationPage /> },
];

export default routes;
