import type { SwitchCustomerResponse } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { notFound, parse } from '../../core/http/errors';
import { responses } from '../../core/http/response';
import { sessionOf } from '../../core/auth/plugin';
import { forgetSession } from '../../core/auth/sessions';
import { t } from '../../core/i18n';
import { requireUser, switchSessionCustomer, userCustomers } from './repository';
import { switchCustomerBody, switchCustomerResponse } from './schemas';

/** /json/session: the customer the session works in, for a user who belongs to several. */
export const sessionRoutes: RoutesPlugin = async (app, { db }) => {
  app.put('/customer', { schema: { response: responses({ 200: switchCustomerResponse }) } }, async (request): Promise<SwitchCustomerResponse> => {
    const session = sessionOf(request);
    const { enterprise_customer_id: customerId } = parse(switchCustomerBody, request.body);
    // Another customer's id, or one the user left, names nothing the user may open.
    if (!(await switchSessionCustomer(db, session.id, session.userId, customerId))) throw notFound();
    // The cached session still holds the previous customer and role.
    forgetSession(session.id);
    const customers = await userCustomers(db, session.userId, customerId);
    const name = customers.find((customer) => customer.id === customerId)?.name ?? '';
    return { message: t(request, 'auth:customer_switched', { customer: name }), user: await requireUser(db, session.userId, customerId), customers };
  });
};
