import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
// The area's landing pages are part of this remote's first chunk, which the portal's HTML preloads: they render
// without another round trip.
import CrewsPage from './features/crew-list/components/CrewsPage';

// The other pages load when first opened.
const CrewLayout = lazy(() => import('./features/crew-layout/components/CrewLayout'));
const CrewDashboardPage = lazy(() => import('./features/crew-dashboard/components/CrewDashboardPage'));
const CrewCredentialsPage = lazy(() => import('./features/crew-credentials/components/CrewCredentialsPage'));
const CrewWorkersPage = lazy(() => import('./features/crew-workers/components/CrewWorkersPage'));
const CrewActivityPage = lazy(() => import('./features/crew-activity/components/CrewActivityPage'));
const CrewNotesPage = lazy(() => import('./features/crew-notes/components/CrewNotesPage'));
const CrewNotificationsPage = lazy(() => import('./features/crew-notifications/components/CrewNotificationsPage'));
const CrewAdminPage = lazy(() => import('./features/crew-admin/components/CrewAdminPage'));
const ShareCrewPage = lazy(() => import('./features/crew-sharing/components/ShareCrewPage'));

/**
 * Paths are relative to the portal's root; the shell renders them with useRoutes. The crew layout (heading card and
 * menu) loads the crew once and renders the sub-page the path names (spec part 2, route table).
 */
const routes: RouteObject[] = [
  { path: 'crews', element: <CrewsPage /> },
  {
    path: 'crews/:crewId',
    element: <CrewLayout />,
    children: [
      { index: true, element: <CrewDashboardPage /> },
      { path: 'credentials/:tab?', element: <CrewCredentialsPage /> },
      { path: 'workers', element: <CrewWorkersPage /> },
      { path: 'activity', element: <CrewActivityPage /> },
      { path: 'notes', element: <CrewNotesPage /> },
      { path: 'notifications', element: <CrewNotificationsPage /> },
      { path: 'admin', element: <CrewAdminPage /> },
      { path: 'share-crew', element: <ShareCrewPage /> },
    ],
  },
];

export default routes;
