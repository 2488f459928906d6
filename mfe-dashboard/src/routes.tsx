import type { RouteObject } from 'react-router-dom';
// The area's landing pages are part of this remote's first chunk, which the portal's HTML preloads: they render
// without another round trip.
import DashboardPage from './features/dashboard/components/DashboardPage';
import NotificationsPage from './features/notifications/components/NotificationsPage';

/** Paths are relative to the portal's root; the shell renders them with useRoutes. */
const routes: RouteObject[] = [
  { index: true, element: <DashboardPage /> },
  { path: 'notifications', element: <NotificationsPage /> },
];

export default routes;
