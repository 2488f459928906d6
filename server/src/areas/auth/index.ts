import { areaPlugin } from '../../core/area';
import { registerCatalogs } from '../../core/i18n';
import enCA from './i18n/en-CA.json';
import frCA from './i18n/fr-CA.json';
import { authRoutes } from './auth.routes';
import { usersRoutes } from './users.routes';
import { enterpriseCustomerRoutes } from './enterprise-customer.routes';
import { sessionRoutes } from './session.routes';
import { passwordResetsRoutes } from './password-resets.routes';

registerCatalogs('auth', { 'en-CA': enCA, 'fr-CA': frCA });

/** The auth area: signing in and out, the signed-in user and customer, and switching between the user's customers. */
export const authArea = areaPlugin([
  ['/json/auth', authRoutes],
  ['/json/users', usersRoutes],
  ['/json/enterprise-customer', enterpriseCustomerRoutes],
  ['/json/session', sessionRoutes],
  ['/json/password-resets', passwordResetsRoutes],
]);

export { customerFeature } from './schemas';
