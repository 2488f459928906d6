import type { RoutesPlugin } from '../../core/area';
import { routeIds } from '../../core/http/ids';
import { sessionOf } from '../../core/auth/plugin';
import { loadCustomerFile, sendStoredFile } from '../../core/files';

/** /json/files: stored documents and pictures, for the staff of the customer that owns them. */
export const filesRoutes: RoutesPlugin = async (app, { db, storage }) => {
  app.get('/:id', async (request, reply) => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    return sendStoredFile(reply, storage, await loadCustomerFile(db, customerId, id));
  });
};
