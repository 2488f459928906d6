import type { ReferredSubscriptionsResponse } from 'shared-api/contract';
import { REFERRALS_PER_PAGE } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { parse } from '../../core/http/errors';
import { paginated } from '../../core/http/pagination';
import { responses } from '../../core/http/response';
import { requireFeature } from '../../core/auth/plugin';
import { referredSubscriptions } from './repository';
import { pageOnly, referredResponse } from './schemas';

/** /json/referrals: the customers who signed up through this customer's codes, newest first. */
export const referralsRoutes: RoutesPlugin = async (app, { db }) => {
  app.get('/', { schema: { response: responses({ 200: referredResponse }) } }, async (request): Promise<ReferredSubscriptionsResponse> => {
    const { customerId } = await requireFeature(db, request, 'local_construction_association');
    const { page } = parse(pageOnly, request.query);
    const { subscriptions, total } = await referredSubscriptions(db, customerId, page, REFERRALS_PER_PAGE);
    return { subscriptions: paginated(subscriptions, total, page, REFERRALS_PER_PAGE, { path: '/json/referrals', query: {} }) };
  });
};
