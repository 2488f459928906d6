import { areaPlugin } from '../../core/area';
import { authRoutes } from './auth.routes';
import { usersRoutes } from './users.routes';
import { enterpriseCustomerRoutes } from './enterprise-customer.routes';

/** The auth area: signing in and out, the signed-in user and customer. */
export const authArea = areaPlugin([
  ['/json/auth', authRoutes],
  ['/json/users', usersRoutes],
  ['/json/enterprise-customer', enterpriseCustomerRoutes],
]);
