import type { Queryable } from '../../../core/db';
import { notFound } from '../../../core/http/errors';
import { readPageCountedOver } from '../../../core/http/pagination';
import { diffForHumans } from '../../../core/lib/time';
import { AUTHOR_COLUMNS, authorJoin, createdByUser, type AuthorRow } from '../../../core/lib/authors';
import type { Locale } from '../../../core/i18n';
import { NOTIFICATION_COLUMNS, serializeNotification, type NotificationRow } from '../../../core/notifications';
import type { CrewNote, NotificationItem } from 'shared-api/contract';

interface NoteRow extends AuthorRow {
  id: number;
  note: string;
  created_at: Date;
}

const NOTE_COLUMNS = `n.id, n.note, n.created_at, ${AUTHOR_COLUMNS}`;

const NEWEST_FIRST = 'n.created_at desc, n.id desc';

const toNote = (row: NoteRow, now: Date, locale: Locale): CrewNote => ({
  id: row.id,
  note: row.note,
  created_at: row.created_at.toISOString(),
  created_at_diff_for_humans: diffForHumans(row.created_at, now, locale),
  created_by_user: createdByUser(row),
});

export async function crewNotes(db: Queryable, crewId: number, page: number, perPage: number, locale: Locale) {
  const { rows, total } = await readPageCountedOver<NoteRow>(
    db,
    { columns: NOTE_COLUMNS, from: 'crew_notes n', joins: authorJoin('n'), where: 'n.crew_id = $1', params: [crewId], order: NEWEST_FIRST },
    page,
    perPage,
  );
  const now = new Date();
  return { notes: rows.map((row) => toNote(row, now, locale)), total };
}

export async function createNote(db: Queryable, customerId: number, crewId: number, userId: number, note: string, locale: Locale): Promise<CrewNote> {
  const [row] = await db.query<NoteRow>(
    `with n as (insert into crew_notes (enterprise_customer_id, crew_id, note, created_by_user_id) values ($1, $2, $3, $4) returning *)
     select ${NOTE_COLUMNS} from n ${authorJoin('n')}`,
    [customerId, crewId, note, userId],
  );
  return toNote(row, new Date(), locale);
}

export async function deleteNote(db: Queryable, customerId: number, crewId: number, noteId: number): Promise<void> {
  const deleted = await db.query('delete from crew_notes where id = $1 and crew_id = $2 and enterprise_customer_id = $3 returning id', [noteId, crewId, customerId]);
  if (deleted.length === 0) throw notFound();
}

/** One page of the crew's notifications, newest first, in the reader's language. */
export async function crewNotifications(db: Queryable, crewId: number, page: number, perPage: number, locale: Locale): Promise<{ notifications: NotificationItem[]; total: number }> {
  const { rows, total } = await readPageCountedOver<NotificationRow>(
    db,
    { columns: NOTIFICATION_COLUMNS, from: 'notifications n', where: 'n.crew_id = $1', params: [crewId], order: NEWEST_FIRST },
    page,
    perPage,
  );
  const now = new Date();
  return { notifications: rows.map((row) => serializeNotification(row, now, locale)), total };
}
