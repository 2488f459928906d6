import type { MessageResponse, WorkerNoteResponse, WorkerNotesResponse } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { notFound, parse } from '../../core/http/errors';
import { routeIds } from '../../core/http/ids';
import { paginated } from '../../core/http/pagination';
import { messageResponse, responses } from '../../core/http/response';
import { sessionOf } from '../../core/auth/plugin';
import { requireWorkerIdentity } from './repository/workers';
import { addNote, deleteNote, findNotes } from './repository/notes';
import { noteInput, notesQuery, workerNoteResponse, workerNotesResponse } from './schemas/notes';
import { t } from '../../core/i18n';

const NOTES_PER_PAGE = 10;

/** /json/workers/:id/notes: staff's notes on a worker, newest first. */
export const workerNotesRoutes: RoutesPlugin = async (app, { db }) => {
  app.get('/', { schema: { response: responses({ 200: workerNotesResponse }) } }, async (request): Promise<WorkerNotesResponse> => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    const { page } = parse(notesQuery, request.query);
    await requireWorkerIdentity(db, customerId, id);
    const { notes, total } = await findNotes(db, customerId, id, page, NOTES_PER_PAGE, request.locale);
    return { notes: paginated(notes, total, page, NOTES_PER_PAGE, { path: `/json/workers/${id}/notes`, query: {} }) };
  });

  app.post('/', { schema: { response: responses({ 201: workerNoteResponse }) } }, async (request, reply): Promise<WorkerNoteResponse> => {
    const { customerId, userId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    const { note } = parse(noteInput, request.body);
    await requireWorkerIdentity(db, customerId, id);
    const added = await addNote(db, customerId, id, userId, note, request.locale);
    reply.status(201);
    return { note: added };
  });

  app.delete('/:noteId', { schema: { response: responses({ 200: messageResponse }) } }, async (request): Promise<MessageResponse> => {
    const { customerId } = sessionOf(request);
    const { id, noteId } = routeIds(request.params, 'id', 'noteId');
    if (!(await deleteNote(db, customerId, id, noteId))) throw notFound();
    return { message: t(request, 'workers:notes.deleted') };
  });
};
