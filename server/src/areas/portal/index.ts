export { staticRoutes as portalRoutes } from './portal.routes';
