import type { CredentialUpdateRequestsResponse, MessageResponse } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { notFound, parse } from '../../core/http/errors';
import { routeIds } from '../../core/http/ids';
import { paginated } from '../../core/http/pagination';
import { responses } from '../../core/http/response';
import { sessionOf } from '../../core/auth/plugin';
import { t } from '../../core/i18n';
import { requireCredentialsFeature } from './credentials-feature';
import { findOpenUpdateRequests, withdrawUpdateRequest } from './repository';
import { confirmationResponse, updateRequestsQuery, updateRequestsResponse } from './schemas';

const PER_PAGE = 15;

/** /json/credentials/update-requests: the customer's open update requests (part 2 §2 Update Requests tab), and withdrawing one. */
export const credentialUpdateRequestsRoutes: RoutesPlugin = async (app, { db }) => {
  app.get(
    '/',
    { schema: { response: responses({ 200: updateRequestsResponse }) } },
    async (request): Promise<CredentialUpdateRequestsResponse> => {
      const { customerId } = await requireCredentialsFeature(db, request);
      const query = parse(updateRequestsQuery, request.query);
      const perPage = query.per_page ?? PER_PAGE;
      const { requests, total } = await findOpenUpdateRequests(db, customerId, query.page, perPage, request.locale);
      return {
        update_requests: paginated(requests, total, query.page, perPage, {
          path: '/json/credentials/update-requests',
          query: { per_page: query.per_page },
        }),
      };
    },
  );

  // Not behind the feature: the worker panel withdraws a credential's request too.
  app.delete('/:id', { schema: { response: responses({ 200: confirmationResponse }) } }, async (request): Promise<MessageResponse> => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    if (!(await withdrawUpdateRequest(db, customerId, id))) throw notFound();
    return { message: t(request, 'credentials:success.update_request_withdrawn') };
  });
};
