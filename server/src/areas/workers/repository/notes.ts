import type { Queryable } from '../../../core/db';
import { diffForHumans } from '../../../core/lib/time';
import { DEFAULT_LOCALE, type Locale } from '../../../core/i18n';
import { AUTHOR_COLUMNS, authorJoin, createdByUser, type AuthorRow } from '../../../core/lib/authors';
import { readPage } from '../../../core/http/pagination';
import type { WorkerNote } from 'shared-api/contract';

interface NoteRow extends AuthorRow {
  id: number;
  note: string;
  worker_id: number;
  created_at: Date;
}

const NOTE_COLUMNS = `n.id, n.note, n.worker_id, n.created_at, ${AUTHOR_COLUMNS}`;

function toNote(row: NoteRow, now: Date, locale: Locale): WorkerNote {
  return {
    id: row.id,
    note: row.note,
    enterprise_customer_worker_id: row.worker_id,
    created_at: row.created_at.toISOString(),
    created_at_diff_for_humans: diffForHumans(row.created_at, now, locale),
    created_by_user: createdByUser(row),
  };
}

/** One page of the worker's notes, newest first, with the number of all of them. */
export async function findNotes(
  db: Queryable,
  customerId: number,
  workerId: number,
  page: number,
  perPage: number,
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ notes: WorkerNote[]; total: number }> {
  const { rows, total } = await readPage<NoteRow>(
    db,
    {
      columns: NOTE_COLUMNS,
      from: 'worker_notes n',
      joins: authorJoin('n'),
      where: 'n.worker_id = $1 and n.enterprise_customer_id = $2',
      params: [workerId, customerId],
      order: 'n.created_at desc, n.id desc',
    },
    page,
    perPage,
  );
  const now = new Date();
  return { notes: rows.map((row) => toNote(row, now, locale)), total };
}

/** Adds a note to the worker, written by the user. */
export async function addNote(
  db: Queryable,
  customerId: number,
  workerId: number,
  userId: number,
  note: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<WorkerNote> {
  const [row] = await db.query<NoteRow>(
    `with n as (
       insert into worker_notes (enterprise_customer_id, worker_id, note, created_by_user_id)
       values ($1, $2, $3, $4) returning id, note, worker_id, created_at, created_by_user_id
     )
     select ${NOTE_COLUMNS} from n ${authorJoin('n')}`,
    [customerId, workerId, note, userId],
  );
  return toNote(row, new Date(), locale);
}

/** Whether the customer's worker had the note to delete. */
export async function deleteNote(db: Queryable, customerId: number, workerId: number, noteId: number): Promise<boolean> {
  const deleted = await db.query('delete from worker_notes where id = $1 and worker_id = $2 and enterprise_customer_id = $3 returning id', [
    noteId,
    workerId,
    customerId,
  ]);
  return deleted.length > 0;
}
