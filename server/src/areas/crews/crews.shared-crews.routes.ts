import type { CrewSharedImportResponse, MessageResponse } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { sessionOf } from '../../core/auth/plugin';
import { parse, validationError } from '../../core/http/errors';
import { routeIds } from '../../core/http/ids';
import { responses } from '../../core/http/response';
import { msg, t } from '../../core/i18n';
import { requireCrew, today } from './repository/common';
import { attachImportedCrew, detachImportedCrew } from './repository/shares';
import { confirmation, sharedImportInput, sharedImportResponse } from './schemas';

/**
 * /json/crews/:crewId/shared-crews: the crew's Shared Crews card (ADR 0015): crews other companies share with the
 * customer, attached to this crew and read-only. The card's list is the crew's `crew_shared_imports`.
 */
export const crewSharedCrewsRoutes: RoutesPlugin = async (app, { db }) => {
  app.post('/', { schema: { response: responses({ 200: sharedImportResponse, 201: sharedImportResponse }) } }, async (request, reply): Promise<CrewSharedImportResponse> => {
    const { customerId, userId } = sessionOf(request);
    const { crewId } = routeIds(request.params, 'crewId');
    const crew = await requireCrew(db, customerId, crewId);
    const { shared_crew_id } = parse(sharedImportInput, request.body);
    const result = await attachImportedCrew(db, { customerId, userId, crewId, sharedCrewId: shared_crew_id, today: today() });
    if (!result) throw validationError({ shared_crew_id: [msg('crews:shares.not_shared')] });
    reply.status(result.created ? 201 : 200);
    return {
      message: t(request, 'crews:shared_crews.attached', { shared: result.attached.imported_crew.name, crew: crew.name }),
      crew_shared_import: result.attached,
    };
  });

  app.delete('/:importId', { schema: { response: responses({ 200: confirmation }) } }, async (request): Promise<MessageResponse> => {
    const { customerId } = sessionOf(request);
    const { crewId, importId } = routeIds(request.params, 'crewId', 'importId');
    const crew = await requireCrew(db, customerId, crewId);
    const name = await detachImportedCrew(db, customerId, crewId, importId);
    return { message: t(request, 'crews:shared_crews.detached', { shared: name, crew: crew.name }) };
  });
};
