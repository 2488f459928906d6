import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
// The area's landing pages are part of this remote's first chunk, which the portal's HTML preloads: they render
// without another round trip.
import { WorkersPage as WorkersListPage } from './features/workers-list/components/WorkersPage';

// The other pages load when first opened.
const WorkerPanel = lazy(() => import('./features/worker-panel').then((module) => ({ default: module.WorkerPanel })));
const TimeLogsPage = lazy(() => import('./features/time-logs/components/TimeLogsPage'));

/**
 * Paths are relative to the portal's root; the shell renders them with useRoutes. The list owns the
 * panel's place on the page but not the panel: the two features meet only here. One route serves
 * /workers and /workers/:workerId, so opening and closing the panel keeps the list (and its state) mounted.
 */
const routes: RouteObject[] = [
  { path: 'workers/time-logs', element: <TimeLogsPage /> },
  { path: 'workers/:workerId?', element: <WorkersListPage Panel={WorkerPanel} /> },
];

export default routes;
