export { portalRoutes } from './portal.routes';
