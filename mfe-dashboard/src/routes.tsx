import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const DashboardPage = lazy(() => import('./features/dashboard/components/DashboardPage'));
const NotificationsPage = lazy(() => import('./features/notifications/components/NotificationsPage'));

/** Paths are relative to the portal's root; the shell renders them with useRoutes. */
const routes: RouteObject[] = [
  { index: true, element: <DashboardPage /> },
  { path: 'notifications', element: <NotificationsPage /> },
];

export default routes;
