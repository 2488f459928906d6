import type { ImportedCrewsResponse, MessageResponse } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { sessionOf } from '../../core/auth/plugin';
import { parse } from '../../core/http/errors';
import { responses } from '../../core/http/response';
import { t } from '../../core/i18n';
import { today } from './repository/common';
import { importedCrews, requestShare } from './repository/shares';
import { confirmation, importedCrewsResponse, shareRequestInput } from './schemas';

/** /json/crews/shares: Request a Crew, and the crews other customers share with this one (outside any crew of its own). */
export const crewShareRequestsRoutes: RoutesPlugin = async (app, { db, config }) => {
  app.post('/request', { schema: { response: responses({ 200: confirmation }) } }, async (request): Promise<MessageResponse> => {
    const { customerId, userId } = sessionOf(request);
    const input = parse(shareRequestInput, request.body);
    await requestShare(db, { customerId, userId, ...input, publicUrl: config.publicUrl, locale: request.locale });
    return { message: t(request, 'crews:shares.request_sent') };
  });

  app.get('/imported', { schema: { response: responses({ 200: importedCrewsResponse }) } }, async (request): Promise<ImportedCrewsResponse> =>
    importedCrews(db, sessionOf(request).customerId, today(), request.locale),
  );
};
