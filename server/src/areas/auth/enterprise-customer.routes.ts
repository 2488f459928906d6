import type { EnterpriseCustomerResponse } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { responses } from '../../core/http/response';
import { sessionOf } from '../../core/auth/plugin';
import { requireEnterpriseCustomer } from './repository';
import { enterpriseCustomerResponse } from './schemas';

/** /json/enterprise-customer: the session's customer and the user's membership of it. */
export const enterpriseCustomerRoutes: RoutesPlugin = async (app, { db }) => {
  app.get('/', { schema: { response: responses({ 200: enterpriseCustomerResponse }) } }, async (request): Promise<EnterpriseCustomerResponse> => {
    const session = sessionOf(request);
    return {
      enterprise_customer: await requireEnterpriseCustomer(db, session.customerId),
      enterprise_customer_user: { id: session.membershipId, user_id: session.userId, enterprise_customer_id: session.customerId, role: session.role },
    };
  });
};
