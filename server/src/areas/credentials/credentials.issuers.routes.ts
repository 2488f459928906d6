import type { SetIssuerResponse } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { notFound, parse, validationError } from '../../core/http/errors';
import { routeIds } from '../../core/http/ids';
import { responses } from '../../core/http/response';
import { sessionOf } from '../../core/auth/plugin';
import { msg, t } from '../../core/i18n';
import { clearCredentialIssuer, requireCredentialRecord, requireWorkerUserCredential, setCredentialIssuer } from './repository';
import { setIssuerInput, setIssuerResponse } from './schemas';

/**
 * /json/credentials/:id/enterprise-customer-credential-issuers: a credential's internal issuer, set or removed.
 * The worker panel changes it too, so these are not behind the credentials feature.
 */
export const credentialIssuerRoutes: RoutesPlugin = async (app, { db }) => {
  app.put('/', { schema: { response: responses({ 200: setIssuerResponse }) } }, async (request): Promise<SetIssuerResponse> => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    await requireCredentialRecord(db, customerId, id);
    const { enterprise_customer_credential_issuer_id: issuerId } = parse(setIssuerInput, request.body);
    if (!(await setCredentialIssuer(db, customerId, id, issuerId))) {
      throw validationError({ enterprise_customer_credential_issuer_id: [msg('credentials:validation.issuer_invalid')] });
    }
    return {
      message: t(request, 'credentials:success.issuer_set'),
      user_credential: await requireWorkerUserCredential(db, customerId, id, request.locale),
    };
  });

  app.delete('/', { schema: { response: responses({ 200: setIssuerResponse }) } }, async (request): Promise<SetIssuerResponse> => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    if (!(await clearCredentialIssuer(db, customerId, id))) throw notFound();
    return {
      message: t(request, 'credentials:success.issuer_removed'),
      user_credential: await requireWorkerUserCredential(db, customerId, id, request.locale),
    };
  });
};
