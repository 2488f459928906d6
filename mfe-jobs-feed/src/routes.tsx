import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
// The area's landing pages are part of this remote's first chunk, which the portal's HTML preloads: they render
// without another round trip.
import JobsFeedPage from './features/jobs-feed/components/JobsFeedPage';

// The other pages load when first opened.
const TestingTrainingPage = lazy(() => import('./features/testing-training/components/TestingTrainingPage'));

/** Paths are relative to the portal's root; the shell renders them with useRoutes. */
const routes: RouteObject[] = [
  { path: 'jobs-feed', element: <JobsFeedPage /> },
  { path: 'testing-training', element: <TestingTrainingPage /> },
];

export default routes;
