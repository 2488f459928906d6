import type {
  CrewComplianceOutlookResponse,
  CrewCreateCredentialResponse,
  CrewCredentialFollowsResponse,
  CrewCredentialRequestResponse,
  CrewCredentialSearchResponse,
  CrewCredentialsResponse,
  CrewFollowDetailResponse,
  CrewFollowResponse,
  CrewFollowSummariesResponse,
  CrewFollowsWorkersResponse,
  CrewMassRequestResponse,
  CrewMissingCredentialsResponse,
  CrewWithdrawRequestResponse,
  CrewWorkerTagsResponse,
  MessageResponse,
} from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { sessionOf } from '../../core/auth/plugin';
import { notFound, parse } from '../../core/http/errors';
import { routeIds } from '../../core/http/ids';
import { paginated } from '../../core/http/pagination';
import { responses } from '../../core/http/response';
import { t } from '../../core/i18n';
import { requireCrew, today } from './repository/common';
import { crewDetail } from './repository/crews';
import type { CrewAnswers } from './answer-cache';
import {
  crewCredentials,
  crewFollows,
  findOrCreateCredential,
  follow,
  followDetail,
  followSummaries,
  followsWithWorkers,
  missingCredentials,
  requireCatalogueCredential,
  searchCredentials,
  unfollow,
} from './repository/follows';
import { complianceOutlook } from './repository/outlook';
import { massRequestCredential, requestCredential, requireCrewRequest, requireFollowed, withdrawCrewRequest } from './repository/requests';
import { resendCredentialRequest } from '../../core/credential-requests';
import {
  confirmation,
  createCredentialInput,
  createCredentialResponse,
  credentialSearchQuery,
  credentialSearchResponse,
  crewCredentialsQuery,
  crewCredentialsResponse,
  followDetailResponse,
  followResponse,
  followSummariesResponse,
  followsResponse,
  followsWorkersResponse,
  massRequestInput,
  massRequestResponse,
  missingResponse,
  outlookResponse,
  requestInput,
  requestResponse,
  withdrawResponse,
  workerTagsResponse,
} from './schemas';

const CREDENTIALS_PER_PAGE = 20;

/**
 * /json/crews/:crewId (credential part): followed credentials and their holders, the expiring and missing lists,
 * follow and unfollow, credential requests (one, mass, withdraw), the summaries and the compliance outlook.
 */
export const crewCredentialsRoutes = (answers: CrewAnswers | null): RoutesPlugin => async (app, { db, config }) => {
  const crewOf = async (params: unknown, customerId: number) => requireCrew(db, customerId, routeIds(params, 'crewId').crewId);

  app.get('/credentials', { schema: { response: responses({ 200: crewCredentialsResponse }) } }, async (request): Promise<CrewCredentialsResponse> => {
    const { customerId } = sessionOf(request);
    const crew = await crewOf(request.params, customerId);
    const query = parse(crewCredentialsQuery, request.query);
    const { credentials, total } = await crewCredentials(db, crew.id, query, CREDENTIALS_PER_PAGE, today(), request.locale);
    return {
      user_credentials: paginated(credentials, total, query.page, CREDENTIALS_PER_PAGE, {
        path: `/json/crews/${crew.id}/credentials`,
        query: { expired: query.expired ? 'true' : undefined, expiringInDays: query.expiringInDays },
      }),
    };
  });

  app.get('/credentials/follows-workers', { schema: { response: responses({ 200: followsWorkersResponse }) } }, async (request): Promise<CrewFollowsWorkersResponse> => {
    const crew = await crewOf(request.params, sessionOf(request).customerId);
    return { follows: await followsWithWorkers(db, crew.id, today(), request.locale) };
  });

  app.get('/credentials-search', { schema: { response: responses({ 200: credentialSearchResponse }) } }, async (request): Promise<CrewCredentialSearchResponse> => {
    const { customerId } = sessionOf(request);
    const crew = await crewOf(request.params, customerId);
    const { credential_name } = parse(credentialSearchQuery, request.query);
    // The page searches from 3 characters on; a shorter text finds nothing rather than the whole catalogue.
    return { credentials: credential_name.length > 2 ? await searchCredentials(db, customerId, crew.id, credential_name) : [] };
  });

  app.post('/credentials/create', { schema: { response: responses({ 201: createCredentialResponse }) } }, async (request, reply): Promise<CrewCreateCredentialResponse> => {
    const { customerId, userId } = sessionOf(request);
    const crew = await crewOf(request.params, customerId);
    const { credential_name } = parse(createCredentialInput, request.body);
    const result = await db.transaction(async (tx) => {
      const credential = await findOrCreateCredential(tx, customerId, credential_name);
      return { credential, credential_follow: await follow(tx, customerId, crew.id, userId, credential, request.locale) };
    });
    reply.status(201);
    return { ...result, message: t(request, 'crews:follows.added', { name: result.credential.label, crew: crew.name }) };
  });

  app.post('/credentials/:credentialId', { schema: { response: responses({ 201: followResponse }) } }, async (request, reply): Promise<CrewFollowResponse> => {
    const { customerId, userId } = sessionOf(request);
    const crew = await crewOf(request.params, customerId);
    const { credentialId } = routeIds(request.params, 'credentialId');
    const credential = await requireCatalogueCredential(db, customerId, credentialId);
    const followed = await follow(db, customerId, crew.id, userId, credential, request.locale);
    reply.status(201);
    return { message: t(request, 'crews:follows.added', { name: credential.label, crew: crew.name }), credential_follow: followed };
  });

  app.delete('/credentials/:credentialId', { schema: { response: responses({ 200: confirmation }) } }, async (request): Promise<MessageResponse> => {
    const { customerId } = sessionOf(request);
    const crew = await crewOf(request.params, customerId);
    const { credentialId } = routeIds(request.params, 'credentialId');
    await db.transaction((tx) => unfollow(tx, customerId, crew.id, credentialId));
    return { message: t(request, 'crews:follows.removed') };
  });

  app.post('/credentials/:credentialId/request', { schema: { response: responses({ 201: requestResponse }) } }, async (request, reply): Promise<CrewCredentialRequestResponse> => {
    const { customerId, userId } = sessionOf(request);
    const crew = await crewOf(request.params, customerId);
    const { credentialId } = routeIds(request.params, 'credentialId');
    const credential = await requireFollowed(db, crew.id, credentialId);
    const input = parse(requestInput, request.body);
    const { id, token } = await requestCredential(db, {
      customerId,
      userId,
      crew,
      credential,
      workerId: input.worker_id,
      message: input.message || null,
      today: today(),
      publicUrl: config.publicUrl,
    });
    // The link leaves the server only in the e-mail and in this answer (its token is stored hashed).
    const opened = await requireCrewRequest(db, crew.id, id, request.locale, token);
    reply.status(201);
    return { message: t(request, 'crews:requests.sent', { name: opened.worker.full_name }), credential_request: opened, link: `${config.publicUrl}${opened.url}` };
  });

  app.post('/credentials/:credentialId/request-mass', { schema: { response: responses({ 200: massRequestResponse }) } }, async (request): Promise<CrewMassRequestResponse> => {
    const { customerId, userId } = sessionOf(request);
    const crew = await crewOf(request.params, customerId);
    const { credentialId } = routeIds(request.params, 'credentialId');
    const credential = await requireFollowed(db, crew.id, credentialId);
    const input = parse(massRequestInput, request.body ?? {});
    const { opened, alreadyOpen } = await massRequestCredential(db, {
      customerId,
      userId,
      crew,
      credential,
      message: input.message || null,
      today: today(),
      publicUrl: config.publicUrl,
    });
    return {
      message: opened > 0 ? t(request, 'crews:requests.mass_sent', { count: opened }) : t(request, 'crews:requests.mass_none'),
      opened,
      already_open: alreadyOpen,
    };
  });

  // Send again: a new link e-mailed to the worker; the previous one stops working.
  app.post('/credential-requests/:requestId/resend', { schema: { response: responses({ 200: requestResponse }) } }, async (request): Promise<CrewCredentialRequestResponse> => {
    const { customerId } = sessionOf(request);
    const crew = await crewOf(request.params, customerId);
    const { requestId } = routeIds(request.params, 'requestId');
    const resent = await resendCredentialRequest(db, { customerId, requestId, crewId: crew.id, publicUrl: config.publicUrl });
    if (!resent) throw notFound();
    const sent = await requireCrewRequest(db, crew.id, requestId, request.locale, resent.token);
    return { message: t(request, 'crews:requests.resent', { name: sent.worker.full_name }), credential_request: sent, link: resent.link };
  });

  app.delete('/credential-requests/:requestId', { schema: { response: responses({ 200: withdrawResponse }) } }, async (request): Promise<CrewWithdrawRequestResponse> => {
    const { customerId } = sessionOf(request);
    const crew = await crewOf(request.params, customerId);
    const { requestId } = routeIds(request.params, 'requestId');
    const notification = await withdrawCrewRequest(db, customerId, crew, requestId, request.locale);
    return { message: t(request, 'crews:requests.withdrawn'), notification };
  });

  app.get('/credential-follows', { schema: { response: responses({ 200: followsResponse }) } }, async (request): Promise<CrewCredentialFollowsResponse> => {
    const crew = await crewOf(request.params, sessionOf(request).customerId);
    return { credential_follows: await crewFollows(db, crew.id, request.locale) };
  });

  app.get('/credential-follows/missing', { schema: { response: responses({ 200: missingResponse }) } }, async (request, reply) => {
    const { customerId } = sessionOf(request);
    const { crewId } = routeIds(request.params, 'crewId');
    const day = today();
    const missing = async (): Promise<CrewMissingCredentialsResponse> => {
      // The crew's check and the list run side by side (the list is scoped by the customer as well): one round trip less.
      const [, credentials] = await Promise.all([requireCrew(db, customerId, crewId), missingCredentials(db, customerId, crewId, day, request.locale)]);
      return { credentials };
    };
    if (!answers) return missing();
    // The answer depends on the customer and the crew, the day its valid credentials are counted on (the process's
    // date, besides the database's that the cache adds) and the locale (requests' dates are written in it); not on
    // the user or the role. It shows no relative time. Another customer's crew throws 404, which is not kept.
    const body = await answers.answer(customerId, ['missing', crewId, day, request.locale], async () => ({
      body: String(reply.serialize(await missing())),
      createdAts: [],
    }));
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.get('/credential-follows/:followId', { schema: { response: responses({ 200: followDetailResponse }) } }, async (request): Promise<CrewFollowDetailResponse> => {
    const { customerId } = sessionOf(request);
    const crew = await crewOf(request.params, customerId);
    const { followId } = routeIds(request.params, 'followId');
    return followDetail(db, customerId, crew.id, followId, today(), request.locale);
  });

  app.get('/summaries/credential-follows', { schema: { response: responses({ 200: followSummariesResponse }) } }, async (request): Promise<CrewFollowSummariesResponse> => {
    const crew = await crewOf(request.params, sessionOf(request).customerId);
    return { follows: await followSummaries(db, crew.id, today()) };
  });

  app.get('/summaries/worker-tags', { schema: { response: responses({ 200: workerTagsResponse }) } }, async (request): Promise<CrewWorkerTagsResponse> => {
    const { customerId } = sessionOf(request);
    const { crewId } = routeIds(request.params, 'crewId');
    return { tags: (await crewDetail(db, customerId, crewId, false, request.locale)).worker_tags_summary };
  });

  app.get('/compliance-outlook', { schema: { response: responses({ 200: outlookResponse }) } }, async (request): Promise<CrewComplianceOutlookResponse> => {
    const crew = await crewOf(request.params, sessionOf(request).customerId);
    return complianceOutlook(db, crew.id, today(), request.locale);
  });
};
