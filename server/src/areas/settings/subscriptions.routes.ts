import type { SubscriptionsResponse } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { responses } from '../../core/http/response';
import { sessionOf } from '../../core/auth/plugin';
import { currentSubscriptions } from './repository';
import { subscriptionsResponse } from './schemas';

/** /json/subscriptions: the customer's current subscription (plan, price, trial end) for the Settings page. */
export const subscriptionsRoutes: RoutesPlugin = async (app, { db }) => {
  app.get('/', { schema: { response: responses({ 200: subscriptionsResponse }) } }, async (request): Promise<SubscriptionsResponse> => ({
    subscriptions: await currentSubscriptions(db, sessionOf(request).customerId),
  }));
};
