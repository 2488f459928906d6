import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const AdminsPage = lazy(() => import('./features/admins/components/AdminsPage'));

/** Paths are relative to the portal's root; the shell renders them with useRoutes. */
const routes: RouteObject[] = [
  { path: 'users', element: <AdminsPage /> },
];

export default routes;
