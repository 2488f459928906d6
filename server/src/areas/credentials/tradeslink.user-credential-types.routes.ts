import type { UserCredentialTypesResponse } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { responses } from '../../core/http/response';
import { sessionOf } from '../../core/auth/plugin';
import { credentialTypes } from './repository';
import { userCredentialTypesResponse } from './schemas';

/** /json/tradeslink/user-credential-types: the platform's credential types the Add and Edit forms offer. */
export const userCredentialTypesRoutes: RoutesPlugin = async (app, { db }) => {
  app.get(
    '/',
    { schema: { response: responses({ 200: userCredentialTypesResponse }) } },
    async (request): Promise<UserCredentialTypesResponse> => {
      sessionOf(request); // any signed-in user: the types are the platform's
      return { user_credential_types: await credentialTypes(db) };
    },
  );
};
