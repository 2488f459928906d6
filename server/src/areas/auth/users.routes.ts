import type { MeResponse } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { responses } from '../../core/http/response';
import { sessionOf } from '../../core/auth/plugin';
import { requireUser } from './repository';
import { meResponse } from './schemas';

/** /json/users: the signed-in user. */
export const usersRoutes: RoutesPlugin = async (app, { db }) => {
  app.get('/me', { schema: { response: responses({ 200: meResponse }) } }, async (request): Promise<MeResponse> => {
    const { userId, customerId } = sessionOf(request);
    return { user: await requireUser(db, userId, customerId) };
  });
};
