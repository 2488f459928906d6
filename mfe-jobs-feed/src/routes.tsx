import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const JobsFeedPage = lazy(() => import('./features/jobs-feed/components/JobsFeedPage'));
const TestingTrainingPage = lazy(() => import('./features/testing-training/components/TestingTrainingPage'));

/** Paths are relative to the portal's root; the shell renders them with useRoutes. */
const routes: RouteObject[] = [
  { path: 'jobs-feed', element: <JobsFeedPage /> },
  { path: 'testing-training', element: <TestingTrainingPage /> },
];

export default routes;
