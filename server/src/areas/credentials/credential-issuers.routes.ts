import type { CredentialIssuerResponse, CredentialIssuersResponse } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { notFound, parse } from '../../core/http/errors';
import { routeIds } from '../../core/http/ids';
import { responses } from '../../core/http/response';
import { readCredentialForm } from './credential-form';
import { requireCredentialsFeature } from './credentials-feature';
import { createIssuer, listIssuers, updateIssuer } from './repository';
import { credentialIssuerResponse, credentialIssuersResponse, issuerInput } from './schemas';

/** /json/credential-issuers: the customer's internal credential issuers (the Credentials page's tab). */
export const credentialIssuersRoutes: RoutesPlugin = async (app, { db }) => {
  app.get(
    '/',
    { schema: { response: responses({ 200: credentialIssuersResponse }) } },
    async (request): Promise<CredentialIssuersResponse> => {
      const { customerId } = await requireCredentialsFeature(db, request);
      return { credential_issuers: await listIssuers(db, customerId, request.locale) };
    },
  );

  app.post(
    '/',
    { schema: { response: responses({ 201: credentialIssuerResponse }) } },
    async (request, reply): Promise<CredentialIssuerResponse> => {
      const { customerId } = await requireCredentialsFeature(db, request);
      const input = parse(issuerInput, (await readCredentialForm(request, 'file')).fields);
      const issuer = await createIssuer(db, customerId, input, request.locale);
      reply.status(201);
      return { credential_issuer: issuer };
    },
  );

  app.post(
    '/:id',
    { schema: { response: responses({ 200: credentialIssuerResponse }) } },
    async (request): Promise<CredentialIssuerResponse> => {
      const { customerId } = await requireCredentialsFeature(db, request);
      const { id } = routeIds(request.params, 'id');
      const input = parse(issuerInput, (await readCredentialForm(request, 'file')).fields);
      const issuer = await updateIssuer(db, customerId, id, input, request.locale);
      if (!issuer) throw notFound();
      return { credential_issuer: issuer };
    },
  );
};
