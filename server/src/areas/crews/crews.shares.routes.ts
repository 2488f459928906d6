import type {
  CrewShareResponse,
  CrewSharesResponse,
  ImportedCrewResponse,
  ImportedCrewWorkerCredentialsResponse,
  ImportedCrewsResponse,
  MessageResponse,
} from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { sessionOf } from '../../core/auth/plugin';
import { parse, validationError } from '../../core/http/errors';
import { routeIds } from '../../core/http/ids';
import { paginated } from '../../core/http/pagination';
import { responses } from '../../core/http/response';
import { msg, t } from '../../core/i18n';
import { importedCrewImageUrl, requireCrew, today } from './repository/common';
import { createShare, crewShares, importedCrews, requireSharedWith, resendShare, sharedCrew, sharedWorkerCredentials, withdrawShare } from './repository/shares';
import {
  confirmation,
  importedCrewResponse,
  importedCrewsResponse,
  importedWorkerCredentialsResponse,
  pageQuery,
  shareInput,
  shareResponse,
  sharesResponse,
} from './schemas';

const SHARES_PER_PAGE = 10;

/** /json/crews/:crewId/shares: sharing the crew (create, list, resend, withdraw) and the crews other customers share with this one. */
export const crewSharesRoutes: RoutesPlugin = async (app, { db, config }) => {
  app.post('/', { schema: { response: responses({ 201: shareResponse }) } }, async (request, reply): Promise<CrewShareResponse> => {
    const { customerId, userId } = sessionOf(request);
    const { crewId } = routeIds(request.params, 'crewId');
    const crew = await requireCrew(db, customerId, crewId);
    const input = parse(shareInput, request.body);
    const day = today();
    if (input.expires_at !== null && input.expires_at < day) throw validationError({ expires_at: [msg('crews:shares.expires_past')] });
    const { share, link } = await createShare(db, { customerId, userId, crew, share: input, publicUrl: config.publicUrl, today: day, locale: request.locale });
    reply.status(201);
    return { message: t(request, 'crews:shares.created', { email: share.recipient_email }), crew_share: share, link };
  });

  app.get('/', { schema: { response: responses({ 200: sharesResponse }) } }, async (request): Promise<CrewSharesResponse> => {
    const { customerId } = sessionOf(request);
    const { crewId } = routeIds(request.params, 'crewId');
    await requireCrew(db, customerId, crewId);
    const { page } = parse(pageQuery, request.query);
    const { shares, total } = await crewShares(db, crewId, page, SHARES_PER_PAGE, today(), request.locale);
    return { crew_shares: paginated(shares, total, page, SHARES_PER_PAGE, { path: `/json/crews/${crewId}/shares`, query: {} }) };
  });

  app.post('/:shareId/resend', { schema: { response: responses({ 200: shareResponse }) } }, async (request): Promise<CrewShareResponse> => {
    const { customerId, userId } = sessionOf(request);
    const { crewId, shareId } = routeIds(request.params, 'crewId', 'shareId');
    const crew = await requireCrew(db, customerId, crewId);
    const { share, link } = await resendShare(db, { customerId, userId, crew, shareId, publicUrl: config.publicUrl, today: today(), locale: request.locale });
    return { message: t(request, 'crews:shares.resent'), crew_share: share, link };
  });

  app.delete('/:shareId', { schema: { response: responses({ 200: confirmation }) } }, async (request): Promise<MessageResponse> => {
    const { customerId } = sessionOf(request);
    const { crewId, shareId } = routeIds(request.params, 'crewId', 'shareId');
    await requireCrew(db, customerId, crewId);
    await withdrawShare(db, customerId, crewId, shareId);
    return { message: t(request, 'crews:shares.withdrawn') };
  });

  app.get('/imported', { schema: { response: responses({ 200: importedCrewsResponse }) } }, async (request): Promise<ImportedCrewsResponse> => {
    const { customerId } = sessionOf(request);
    const { crewId } = routeIds(request.params, 'crewId');
    await requireCrew(db, customerId, crewId);
    return importedCrews(db, customerId, today(), request.locale);
  });

  app.get('/imported/crews/:sharedCrewId', { schema: { response: responses({ 200: importedCrewResponse }) } }, async (request): Promise<ImportedCrewResponse> => {
    const { customerId } = sessionOf(request);
    const { crewId, sharedCrewId } = routeIds(request.params, 'crewId', 'sharedCrewId');
    await requireCrew(db, customerId, crewId);
    const day = today();
    await requireSharedWith(db, customerId, sharedCrewId, day);
    return { crew: await sharedCrew(db, sharedCrewId, day, request.locale, (path) => importedCrewImageUrl(sharedCrewId, path)) };
  });

  app.get(
    '/imported/crews/:sharedCrewId/workers/:workerId/credentials',
    { schema: { response: responses({ 200: importedWorkerCredentialsResponse }) } },
    async (request): Promise<ImportedCrewWorkerCredentialsResponse> => {
      const { customerId } = sessionOf(request);
      const { crewId, sharedCrewId, workerId } = routeIds(request.params, 'crewId', 'sharedCrewId', 'workerId');
      await requireCrew(db, customerId, crewId);
      const day = today();
      await requireSharedWith(db, customerId, sharedCrewId, day);
      return { credentials: await sharedWorkerCredentials(db, sharedCrewId, workerId, day, request.locale) };
    },
  );
};
