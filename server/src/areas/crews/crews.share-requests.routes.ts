import type { ImportedCrewsResponse, MessageResponse } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { sessionOf } from '../../core/auth/plugin';
import { notFound, parse } from '../../core/http/errors';
import { routeIds } from '../../core/http/ids';
import { sendStoredFile } from '../../core/files';
import { responses } from '../../core/http/response';
import { t } from '../../core/i18n';
import { today } from './repository/common';
import { crewImageFile } from './repository/crews';
import { importedCrews, requestShare, requireSharedWith } from './repository/shares';
import { confirmation, importedCrewsResponse, shareRequestInput } from './schemas';

/**
 * /json/crews/shares: Request a Crew, and the crews other customers share with this one (outside any crew of its
 * own) with their images.
 */
export const crewShareRequestsRoutes: RoutesPlugin = async (app, { db, config, storage }) => {
  app.post('/request', { schema: { response: responses({ 200: confirmation }) } }, async (request): Promise<MessageResponse> => {
    const { customerId, userId } = sessionOf(request);
    const input = parse(shareRequestInput, request.body);
    await requestShare(db, { customerId, userId, ...input, publicUrl: config.publicUrl, locale: request.locale });
    return { message: t(request, 'crews:shares.request_sent') };
  });

  app.get('/imported', { schema: { response: responses({ 200: importedCrewsResponse }) } }, async (request): Promise<ImportedCrewsResponse> =>
    importedCrews(db, sessionOf(request).customerId, today(), request.locale),
  );
  // Readable only while the crew is shared with one of the customer's users: an importer reaches no other crew's file.
  app.get('/imported/crews/:sharedCrewId/image', async (request, reply) => {
    const { customerId } = sessionOf(request);
    const { sharedCrewId } = routeIds(request.params, 'sharedCrewId');
    await requireSharedWith(db, customerId, sharedCrewId, today());
    const file = await crewImageFile(db, null, sharedCrewId);
    if (!file) throw notFound();
    return sendStoredFile(reply, storage, file);
  });
};
