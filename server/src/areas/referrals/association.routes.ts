import type { AssociationResponse } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { responses } from '../../core/http/response';
import { sessionOf } from '../../core/auth/plugin';
import { associationOf } from './repository';
import { associationResponse } from './schemas';

/** /json/association: the local construction association the customer belongs to (Association page). */
export const associationRoutes: RoutesPlugin = async (app, { db }) => {
  app.get('/', { schema: { response: responses({ 200: associationResponse }) } }, async (request): Promise<AssociationResponse> => ({
    association: await associationOf(db, sessionOf(request).customerId),
  }));
};
