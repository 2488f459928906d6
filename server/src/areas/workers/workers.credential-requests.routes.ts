import type { MessageResponse, RequestLinkResponse, WorkerCredentialRequestsResponse } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { notFound, parse } from '../../core/http/errors';
import { routeIds } from '../../core/http/ids';
import { messageResponse, responses } from '../../core/http/response';
import { sessionOf } from '../../core/auth/plugin';
import { requireWorkerIdentity } from './repository/workers';
import { openRequests, withdrawCredentialRequest, withdrawUpdateRequest } from './repository/credential-requests';
import { requestLinkResponse, withdrawQuery, workerCredentialRequestsResponse } from './schemas/credential-requests';
import { resendCredentialRequest } from '../../core/credential-requests';
import { t } from '../../core/i18n';

/** /json/workers/:id/credential-requests: the worker's open requests (credential requests and update requests), sending one again and withdrawing one. */
export const workerCredentialRequestsRoutes: RoutesPlugin = async (app, { db, config }) => {
  app.get(
    '/',
    { schema: { response: responses({ 200: workerCredentialRequestsResponse }) } },
    async (request): Promise<WorkerCredentialRequestsResponse> => {
      const { customerId } = sessionOf(request);
      const { id } = routeIds(request.params, 'id');
      await requireWorkerIdentity(db, customerId, id);
      return openRequests(db, customerId, id, request.locale);
    },
  );

  // Send again a credential request of any crew or none (an update request is sent again through
  // /json/credentials/update-requests/:id/resend): a new link e-mailed, the previous one stops working.
  app.post('/:requestId/resend', { schema: { response: responses({ 200: requestLinkResponse }) } }, async (request): Promise<RequestLinkResponse> => {
    const { customerId } = sessionOf(request);
    const { id, requestId } = routeIds(request.params, 'id', 'requestId');
    await requireWorkerIdentity(db, customerId, id);
    const resent = await resendCredentialRequest(db, { customerId, requestId, workerId: id, publicUrl: config.publicUrl });
    if (!resent) throw notFound();
    return { message: t(request, 'workers:credential_requests.resent'), link: resent.link };
  });

  app.delete('/:requestId', { schema: { response: responses({ 200: messageResponse }) } }, async (request): Promise<MessageResponse> => {
    const { customerId } = sessionOf(request);
    const { id, requestId } = routeIds(request.params, 'id', 'requestId');
    const { type } = parse(withdrawQuery, request.query);
    const worker = await requireWorkerIdentity(db, customerId, id);
    if (type === 'update') await withdrawUpdateRequest(db, customerId, worker, requestId);
    else await withdrawCredentialRequest(db, customerId, worker, requestId);
    return { message: t(request, 'workers:credential_requests.withdrawn') };
  });
};
