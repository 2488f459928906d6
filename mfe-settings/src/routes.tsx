import type { RouteObject } from 'react-router-dom';

/** Paths are relative to the portal's root; the shell renders them with useRoutes. */
const routes: RouteObject[] = [];

export default routes;
