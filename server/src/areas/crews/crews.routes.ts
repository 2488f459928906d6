import type {
  CrewAdminCandidatesResponse,
  CrewAdminResponse,
  CrewDashboardResponse,
  CrewQuotaResponse,
  CrewResponse,
  CrewSearchResponse,
  CrewTypesResponse,
  CrewUsersResponse,
  CrewsResponse,
} from 'shared-api/contract';
import { CREW_LIMIT_WITHOUT_FEATURE, CREWS_PER_PAGE } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { customerHasFeature, requireRole, sessionOf } from '../../core/auth/plugin';
import { HttpError, forbidden, notFound, parse, validationError } from '../../core/http/errors';
import { routeIds } from '../../core/http/ids';
import { paginated } from '../../core/http/pagination';
import { responses } from '../../core/http/response';
import { MAX_PICTURE_BYTES, checkUpload, readMultipartForm, removeStoredFile, sendStoredFile, storeUpload, type ReceivedFile } from '../../core/files';
import { msg, t } from '../../core/i18n';
import { timeLogsBetween } from '../time-logs';
import type { CrewAnswers } from './answer-cache';
import { customerUser, customerUsers, requireCrew, today } from './repository/common';
import {
  changeCrewAdmin,
  countCrews,
  crewDetail,
  crewImageFile,
  crewQuota,
  crewTypes,
  insertCrew,
  isCrewType,
  listCrews,
  quotaWarnings,
  replaceCrewImage,
  searchCrews,
  updateCrew,
} from './repository/crews';
import { followSummaries } from './repository/follows';
import { crewWorkers } from './repository/workers';
import {
  adminCandidatesResponse,
  adminInput,
  adminResponse,
  crewCreateInput,
  crewResponse,
  crewSearchResponse,
  crewTypesResponse,
  crewUpdateInput,
  crewUsersResponse,
  crewsQuery,
  crewsResponse,
  dashboardResponse,
  quotaInput,
  quotaResponse,
  searchQuery,
} from './schemas';

const ADMIN_ROLES = ['owner', 'admin'] as const;
const DASHBOARD_WORKERS = 4;
const DASHBOARD_LOGS = 5;

/** The crew limit of a customer without the crews feature, or null when unlimited. */
async function crewLimit(db: Parameters<RoutesPlugin>[1]['db'], customerId: number): Promise<number | null> {
  return (await customerHasFeature(db, customerId, 'crews')) ? null : CREW_LIMIT_WITHOUT_FEATURE;
}

const limitReached = (limit: number) => forbidden(msg('crews:crew.limit_reached', { count: limit }));

/** /json/crews: the crew list and create, a crew's detail, edit, image, dashboard, administrator and quota. */
export const crewsRoutes = (answers: CrewAnswers | null): RoutesPlugin => async (app, { db, storage }) => {
  /** Stores a crew's image: PNG or JPEG by content, at most MAX_PICTURE_BYTES. */
  const storeCrewImage = (customerId: number, userId: number, file: ReceivedFile) =>
    storeUpload(db, storage, {
      customerId,
      userId,
      bytes: file.bytes,
      originalName: file.filename,
      allowed: ['png', 'jpeg'],
      maxBytes: MAX_PICTURE_BYTES,
      field: 'image',
    });

  app.get('/', { schema: { response: responses({ 200: crewsResponse }) } }, async (request, reply) => {
    const { customerId } = sessionOf(request);
    const query = parse(crewsQuery, request.query);
    const list = async (): Promise<CrewsResponse> => {
      const { crews, total, count, unlimited } = await listCrews(db, customerId, query, CREWS_PER_PAGE);
      return {
        crews: paginated(crews, total, query.page, CREWS_PER_PAGE, { path: '/json/crews', query: { crew_type_id: query.crew_type_id } }),
        count,
        crew_limit: unlimited ? null : CREW_LIMIT_WITHOUT_FEATURE,
      };
    };
    if (!answers) return list();
    // The answer depends on the customer (the cache adds it and the day) and the parsed query only: no text is
    // translated, no date or relative time shown, and every user and role of the customer sees the same cards.
    const body = await answers.answer(customerId, ['crews', query.crew_type_id ?? null, query.page], async () => ({
      // The route's response schema writes it, as Fastify would when sending it.
      body: String(reply.serialize(await list())),
      createdAts: [],
    }));
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.get('/types', { schema: { response: responses({ 200: crewTypesResponse }) } }, async (request): Promise<CrewTypesResponse> => ({
    crew_types: await crewTypes(db, sessionOf(request).customerId),
  }));

  app.get('/search', { schema: { response: responses({ 200: crewSearchResponse }) } }, async (request): Promise<CrewSearchResponse> => {
    const { search } = parse(searchQuery, request.query);
    return { crews: await searchCrews(db, sessionOf(request).customerId, search) };
  });

  app.get('/users', { schema: { response: responses({ 200: crewUsersResponse }) } }, async (request): Promise<CrewUsersResponse> => ({
    users: await customerUsers(db, sessionOf(request).customerId),
  }));

  app.post('/', { schema: { response: responses({ 201: crewResponse }) } }, async (request, reply): Promise<CrewResponse> => {
    const session = sessionOf(request);
    const { customerId } = session;
    const form = await readMultipartForm(request, { fileField: 'image', maxBytes: MAX_PICTURE_BYTES });
    const input = parse(crewCreateInput, request.isMultipart() ? form.fields : request.body);
    const errors: Record<string, string[]> = {};
    if (!(await customerUser(db, customerId, input.admin_id))) errors.admin_id = [msg('crews:crew.admin_invalid')];
    if (input.crew_type_id && !(await isCrewType(db, customerId, input.crew_type_id))) errors.crew_type_id = [msg('crews:crew.crew_type_invalid')];
    if (form.file) {
      try {
        checkUpload(form.file.bytes, { allowed: ['png', 'jpeg'], maxBytes: MAX_PICTURE_BYTES, field: 'image' });
      } catch (error) {
        if (!(error instanceof HttpError) || !error.errors) throw error;
        Object.assign(errors, error.errors);
      }
    }
    if (Object.keys(errors).length > 0) throw validationError(errors);
    // Refused before any file is stored; insertCrew counts again under a lock for two creations at once.
    const limit = await crewLimit(db, customerId);
    if (limit !== null && (await countCrews(db, customerId)) >= limit) throw limitReached(limit);
    const stored = form.file ? await storeCrewImage(customerId, session.userId, form.file) : null;
    let crewId: number | null;
    try {
      crewId = await insertCrew(db, customerId, session.userId, { ...input, crew_type_id: input.crew_type_id ?? null }, stored?.storage_key ?? null, limit);
    } catch (error) {
      if (stored) await removeStoredFile(db, storage, customerId, stored.storage_key);
      throw error;
    }
    if (crewId === null) {
      if (stored) await removeStoredFile(db, storage, customerId, stored.storage_key);
      throw limitReached(limit!);
    }
    reply.status(201);
    return {
      crew: await crewDetail(db, customerId, crewId, ADMIN_ROLES.includes(session.role as 'owner'), request.locale),
      message: t(request, 'crews:crew.created'),
    };
  });

  app.get('/:crewId', { schema: { response: responses({ 200: crewResponse }) } }, async (request): Promise<CrewResponse> => {
    const session = sessionOf(request);
    const { crewId } = routeIds(request.params, 'crewId');
    return { crew: await crewDetail(db, session.customerId, crewId, ADMIN_ROLES.includes(session.role as 'owner'), request.locale) };
  });

  app.put('/:crewId', { schema: { response: responses({ 200: crewResponse }) } }, async (request): Promise<CrewResponse> => {
    const session = sessionOf(request);
    const { customerId } = session;
    const { crewId } = routeIds(request.params, 'crewId');
    await requireCrew(db, customerId, crewId);
    const input = parse(crewUpdateInput, request.body);
    if (input.crew_type_id && !(await isCrewType(db, customerId, input.crew_type_id))) {
      throw validationError({ crew_type_id: [msg('crews:crew.crew_type_invalid')] });
    }
    await updateCrew(db, customerId, crewId, { ...input, crew_type_id: input.crew_type_id ?? null });
    return {
      crew: await crewDetail(db, customerId, crewId, ADMIN_ROLES.includes(session.role as 'owner'), request.locale),
      message: t(request, 'crews:crew.updated'),
    };
  });

  // Replaces the crew's image (multipart field `image`, PNG or JPEG by content); the previous file is removed.
  app.post('/:crewId/image', { schema: { response: responses({ 200: crewResponse }) } }, async (request): Promise<CrewResponse> => {
    const session = sessionOf(request);
    const { customerId } = session;
    const { crewId } = routeIds(request.params, 'crewId');
    await requireCrew(db, customerId, crewId);
    const form = await readMultipartForm(request, { fileField: 'image', maxBytes: MAX_PICTURE_BYTES });
    if (!form.file) throw validationError({ image: [msg('crews:crew.image_required')] });
    const stored = await storeCrewImage(customerId, session.userId, form.file);
    let previous: string | null;
    try {
      previous = await replaceCrewImage(db, customerId, crewId, stored.storage_key);
    } catch (error) {
      await removeStoredFile(db, storage, customerId, stored.storage_key);
      throw error;
    }
    if (previous) await removeStoredFile(db, storage, customerId, previous);
    return {
      crew: await crewDetail(db, customerId, crewId, ADMIN_ROLES.includes(session.role as 'owner'), request.locale),
      message: t(request, 'crews:crew.image_updated'),
    };
  });

  app.get('/:crewId/image', async (request, reply) => {
    const { customerId } = sessionOf(request);
    const { crewId } = routeIds(request.params, 'crewId');
    const file = await crewImageFile(db, customerId, crewId);
    if (!file) throw notFound();
    return sendStoredFile(reply, storage, file);
  });

  app.get('/:crewId/dashboard', { schema: { response: responses({ 200: dashboardResponse }) } }, async (request): Promise<CrewDashboardResponse> => {
    const { customerId } = sessionOf(request);
    const { crewId } = routeIds(request.params, 'crewId');
    const crew = await requireCrew(db, customerId, crewId);
    const [workers, follows, logs] = await Promise.all([
      crewWorkers(db, customerId, crew.id, request.locale),
      followSummaries(db, crew.id, today()),
      timeLogsBetween(db, customerId, { from: '1900-01-01', to: '9999-12-31', crewId: crew.id, limit: DASHBOARD_LOGS }, request.locale),
    ]);
    const tags = new Map<number, { tag: { id: number; name: string; color: string }; tag_count: number }>();
    for (const worker of workers) {
      for (const tag of worker.tags) {
        const entry = tags.get(tag.id) ?? { tag, tag_count: 0 };
        entry.tag_count += 1;
        tags.set(tag.id, entry);
      }
    }
    return {
      workers: workers.slice(0, DASHBOARD_WORKERS).map((w) => ({ id: w.id, full_name: w.full_name, profile_picture_url: w.profile_picture_url, job_title: w.job_title })),
      workers_count: workers.length,
      credential_follows: follows,
      worker_tags: [...tags.values()].sort((a, b) => b.tag_count - a.tag_count || a.tag.name.localeCompare(b.tag.name)),
      time_logs: logs,
    };
  });

  app.get('/:crewId/admin', { schema: { response: responses({ 200: adminResponse }) } }, async (request): Promise<CrewAdminResponse> => {
    const session = sessionOf(request);
    const { crewId } = routeIds(request.params, 'crewId');
    return { admin: (await crewDetail(db, session.customerId, crewId, false, request.locale)).admin };
  });

  app.get('/:crewId/admin/candidates', { schema: { response: responses({ 200: adminCandidatesResponse }) } }, async (request): Promise<CrewAdminCandidatesResponse> => {
    const { customerId } = sessionOf(request);
    const { crewId } = routeIds(request.params, 'crewId');
    const crew = await requireCrew(db, customerId, crewId);
    const users = await customerUsers(db, customerId, [...ADMIN_ROLES]);
    return { users: users.map((user) => ({ ...user, is_current: user.id === crew.admin_id })) };
  });

  app.put('/:crewId/admin', { schema: { response: responses({ 200: adminResponse }) } }, async (request): Promise<CrewAdminResponse> => {
    const { customerId } = requireRole(request, [...ADMIN_ROLES]);
    const { crewId } = routeIds(request.params, 'crewId');
    const crew = await requireCrew(db, customerId, crewId);
    const { user_id } = parse(adminInput, request.body);
    const admin = await customerUser(db, customerId, user_id);
    if (!admin || !ADMIN_ROLES.includes(admin.role as 'owner')) throw validationError({ user_id: [msg('crews:admin.must_be_admin')] });
    if (admin.id !== crew.admin_id) await changeCrewAdmin(db, customerId, crew.id, crew.name, admin);
    return { admin, message: t(request, 'crews:admin.changed') };
  });

  app.get('/:crewId/quotas/worker-count', { schema: { response: responses({ 200: quotaResponse }) } }, async (request): Promise<CrewQuotaResponse> => {
    const { customerId } = sessionOf(request);
    const { crewId } = routeIds(request.params, 'crewId');
    await requireCrew(db, customerId, crewId);
    const { quota, count } = await crewQuota(db, crewId);
    return { crew_worker_quota: quota, quota_warnings: quotaWarnings(quota, count, request.locale) };
  });

  app.post('/:crewId/quotas/worker-count', { schema: { response: responses({ 200: quotaResponse }) } }, async (request): Promise<CrewQuotaResponse> => {
    const { customerId } = sessionOf(request);
    const { crewId } = routeIds(request.params, 'crewId');
    await requireCrew(db, customerId, crewId);
    const input = parse(quotaInput, request.body);
    const none = (value: number | null) => value === null || value === 0;
    if (none(input.min_workers) && none(input.max_workers)) {
      // Both 0 (or empty) removes the quota (spec §4).
      await db.query('delete from crew_worker_quotas where crew_id = $1 and enterprise_customer_id = $2', [crewId, customerId]);
    } else {
      await db.query(
        `insert into crew_worker_quotas (crew_id, enterprise_customer_id, min_workers, max_workers) values ($1, $2, $3, $4)
         on conflict (crew_id) do update set min_workers = excluded.min_workers, max_workers = excluded.max_workers, updated_at = now()`,
        [crewId, customerId, input.min_workers, input.max_workers],
      );
    }
    const { quota, count } = await crewQuota(db, crewId);
    return { crew_worker_quota: quota, quota_warnings: quotaWarnings(quota, count, request.locale), message: t(request, 'crews:quota.updated') };
  });
};
