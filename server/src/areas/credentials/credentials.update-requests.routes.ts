import type { CredentialUpdateRequestsResponse, MessageResponse, UpdateRequestLinkResponse } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { HttpError, notFound, parse } from '../../core/http/errors';
import { routeIds } from '../../core/http/ids';
import { paginated } from '../../core/http/pagination';
import { responses } from '../../core/http/response';
import { sessionOf } from '../../core/auth/plugin';
import { msg, t } from '../../core/i18n';
import { requireCredentialsFeature } from './credentials-feature';
import { findOpenUpdateRequests, resendUpdateRequest, withdrawUpdateRequest } from './repository';
import { confirmationResponse, updateRequestLinkResponse, updateRequestsQuery, updateRequestsResponse } from './schemas';

const PER_PAGE = 15;

/** /json/credentials/update-requests: the customer's open update requests (part 2 §2 Update Requests tab), sending one again and withdrawing one. */
export const credentialUpdateRequestsRoutes: RoutesPlugin = async (app, { db, config }) => {
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

  // Send again (not behind the feature, like withdraw): a new link e-mailed to the worker, the previous one stops
  // working; the only answer besides the request's creation that carries the link.
  app.post('/:id/resend', { schema: { response: responses({ 200: updateRequestLinkResponse }) } }, async (request): Promise<UpdateRequestLinkResponse> => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    const resent = await resendUpdateRequest(db, { customerId, requestId: id, publicUrl: config.publicUrl, locale: request.locale });
    if (resent === null) throw notFound();
    if (resent === 'no_email') throw new HttpError(422, msg('credentials:errors.worker_without_email'));
    return { message: t(request, 'credentials:success.update_request_resent'), update_request: resent.request, link: resent.link };
  });
};
