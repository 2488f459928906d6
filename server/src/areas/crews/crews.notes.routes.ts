import type { CrewNoteResponse, CrewNotesResponse, CrewNotificationsResponse, MessageResponse } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { sessionOf } from '../../core/auth/plugin';
import { parse } from '../../core/http/errors';
import { routeIds } from '../../core/http/ids';
import { paginated } from '../../core/http/pagination';
import { responses } from '../../core/http/response';
import { t } from '../../core/i18n';
import { requireCrew } from './repository/common';
import { createNote, crewNotes, crewNotifications, deleteNote } from './repository/notes';
import { confirmation, noteInput, noteResponse, notesResponse, notificationsResponse, pageQuery } from './schemas';

const NOTES_PER_PAGE = 10;
const NOTIFICATIONS_PER_PAGE = 15;

/** /json/crews/:crewId (notes and notifications): the crew's notes (paged, create, delete) and its notifications (paged). */
export const crewNotesRoutes: RoutesPlugin = async (app, { db }) => {
  app.get('/notes', { schema: { response: responses({ 200: notesResponse }) } }, async (request): Promise<CrewNotesResponse> => {
    const { customerId } = sessionOf(request);
    const { crewId } = routeIds(request.params, 'crewId');
    await requireCrew(db, customerId, crewId);
    const { page } = parse(pageQuery, request.query);
    const { notes, total } = await crewNotes(db, crewId, page, NOTES_PER_PAGE, request.locale);
    return { notes: paginated(notes, total, page, NOTES_PER_PAGE, { path: `/json/crews/${crewId}/notes`, query: {} }) };
  });

  app.post('/notes', { schema: { response: responses({ 201: noteResponse }) } }, async (request, reply): Promise<CrewNoteResponse> => {
    const { customerId, userId } = sessionOf(request);
    const { crewId } = routeIds(request.params, 'crewId');
    await requireCrew(db, customerId, crewId);
    const { note } = parse(noteInput, request.body);
    reply.status(201);
    return { message: t(request, 'crews:notes.created'), note: await createNote(db, customerId, crewId, userId, note, request.locale) };
  });

  app.delete('/notes/:noteId', { schema: { response: responses({ 200: confirmation }) } }, async (request): Promise<MessageResponse> => {
    const { customerId } = sessionOf(request);
    const { crewId, noteId } = routeIds(request.params, 'crewId', 'noteId');
    await requireCrew(db, customerId, crewId);
    await deleteNote(db, customerId, crewId, noteId);
    return { message: t(request, 'crews:notes.deleted') };
  });

  app.get('/notifications', { schema: { response: responses({ 200: notificationsResponse }) } }, async (request): Promise<CrewNotificationsResponse> => {
    const { customerId } = sessionOf(request);
    const { crewId } = routeIds(request.params, 'crewId');
    await requireCrew(db, customerId, crewId);
    const { page } = parse(pageQuery, request.query);
    const { notifications, total } = await crewNotifications(db, crewId, page, NOTIFICATIONS_PER_PAGE, request.locale);
    return {
      notifications: paginated(notifications, total, page, NOTIFICATIONS_PER_PAGE, { path: `/json/crews/${crewId}/notifications`, query: {} }),
    };
  });
};
