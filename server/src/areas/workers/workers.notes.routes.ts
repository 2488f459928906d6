import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../core/db';
import { notFound, parse } from '../../core/http/errors';
import { paginated } from '../../core/http/pagination';
import { sessionOf } from '../../core/auth/plugin';
import { diffForHumans } from '../../core/lib/time';
import { fullName } from '../../core/lib/names';
import { routeIds } from '../../core/http/ids';
import { requireWorkerIdentity } from './repository';
import type {
  MessageResponse,
  WorkerNote,
  WorkerNoteResponse,
  WorkerNotesResponse,
} from 'shared-api/contract';

const NOTES_PER_PAGE = 10;

const pageOnly = z.object({
  page: z.coerce.number({ error: 'The page must be a number.' }).int().min(1, 'The page must be at least 1.').default(1),
});

const noteInput = z.object({
  note: z
    .string({ error: 'The note field is required.' })
    .trim()
    .min(1, 'The note field is required.')
    .max(5000, 'The note field must not be greater than 5000 characters.'),
});

interface NoteRow {
  id: number;
  note: string;
  worker_id: number;
  created_at: Date;
  user_id: number | null;
  user_first_name: string | null;
  user_last_name: string | null;
}

const NOTE_COLUMNS = `n.id, n.note, n.worker_id, n.created_at,
  u.id as user_id, u.first_name as user_first_name, u.last_name as user_last_name`;

function serializeNote(row: NoteRow, now = new Date()): WorkerNote {
  return {
    id: row.id,
    note: row.note,
    enterprise_customer_worker_id: row.worker_id,
    created_at: row.created_at.toISOString(),
    created_at_diff_for_humans: diffForHumans(row.created_at, now),
    created_by_user: row.user_id ? { id: row.user_id, full_name: fullName(row.user_first_name, row.user_last_name) } : null,
  };
}

export function workerNoteRoutes(app: FastifyInstance, db: Db): void {
  app.get('/json/workers/:id/notes', async (request): Promise<WorkerNotesResponse> => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    const { page } = parse(pageOnly, request.query);
    await requireWorkerIdentity(db, customerId, id);
    const [[{ total }], rows] = await Promise.all([
      db.query<{ total: number }>('select count(*)::int as total from worker_notes where worker_id = $1 and enterprise_customer_id = $2', [id, customerId]),
      db.query<NoteRow>(
        `select ${NOTE_COLUMNS} from worker_notes n left join users u on u.id = n.created_by_user_id
          where n.worker_id = $1 and n.enterprise_customer_id = $2
          order by n.created_at desc, n.id desc limit $3 offset $4`,
        [id, customerId, NOTES_PER_PAGE, (page - 1) * NOTES_PER_PAGE],
      ),
    ]);
    const now = new Date();
    return {
      notes: paginated(
        rows.map((row) => serializeNote(row, now)),
        total,
        page,
        NOTES_PER_PAGE,
        { path: `/json/workers/${id}/notes`, query: {} },
      ),
    };
  });

  app.post('/json/workers/:id/notes', async (request, reply): Promise<WorkerNoteResponse> => {
    const { customerId, userId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    const { note } = parse(noteInput, request.body);
    await requireWorkerIdentity(db, customerId, id);
    const [row] = await db.query<NoteRow>(
      `with n as (
         insert into worker_notes (enterprise_customer_id, worker_id, note, created_by_user_id)
         values ($1, $2, $3, $4) returning id, note, worker_id, created_at, created_by_user_id
       )
       select ${NOTE_COLUMNS} from n left join users u on u.id = n.created_by_user_id`,
      [customerId, id, note, userId],
    );
    reply.status(201);
    return { note: serializeNote(row) };
  });

  app.delete('/json/workers/:id/notes/:noteId', async (request): Promise<MessageResponse> => {
    const { customerId } = sessionOf(request);
    const { id, noteId } = routeIds(request.params, 'id', 'noteId');
    const deleted = await db.query(
      'delete from worker_notes where id = $1 and worker_id = $2 and enterprise_customer_id = $3 returning id',
      [noteId, id, customerId],
    );
    if (deleted.length === 0) throw notFound();
    return { message: 'Note deleted successfully' };
  });
}
