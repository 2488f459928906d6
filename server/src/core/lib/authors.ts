import { fullName } from './names';

/**
 * Who wrote a note or an assessment: the row's created_by_user_id, with the users joined as `u` (authorJoin).
 * The user may be gone: then nobody.
 */
export const AUTHOR_COLUMNS = 'u.id as user_id, u.first_name as user_first_name, u.last_name as user_last_name';

/** Joins the author of each row of `alias` as `u`. */
export const authorJoin = (alias: string) => `left join users u on u.id = ${alias}.created_by_user_id`;

export interface AuthorRow {
  user_id: number | null;
  user_first_name: string | null;
  user_last_name: string | null;
}

/** The answers' `created_by_user`. */
export const createdByUser = (row: AuthorRow): { id: number; full_name: string } | null =>
  row.user_id ? { id: row.user_id, full_name: fullName(row.user_first_name, row.user_last_name) } : null;
