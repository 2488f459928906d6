import type { Queryable } from '../../../core/db';
import { sha256 } from '../../../core/auth/tokens';
import { notFound } from '../../../core/http/errors';
import { isoDate } from '../../../core/lib/time';
import { fullName } from '../../../core/lib/names';
import type { CrewUser, Role } from 'shared-api/contract';

/** A text cut to `length` characters with an ellipsis when something was cut (card 255, heading 120). */
export function cut(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
}

/** The crew image's address; its version changes with the stored file, so a cached old one never shows. */
export const crewImageUrl = (crewId: number, path: string | null) =>
  path === null ? null : `/json/crews/${crewId}/image?v=${sha256(path).slice(0, 12)}`;

/** The image of a crew shared with the customer: served while the share is open, to that customer only. */
export const importedCrewImageUrl = (sharedCrewId: number, path: string | null) =>
  path === null ? null : `/json/crews/shares/imported/crews/${sharedCrewId}/image?v=${sha256(path).slice(0, 12)}`;

/** The shared crew's image on the public page: reachable only with the share's token, while the share is open. */
export const publicShareImageUrl = (token: string, path: string | null) =>
  path === null ? null : `/json/shares/crews/${token}/image?v=${sha256(path).slice(0, 12)}`;

/** The worker picture's address (served by the workers area, for the worker's own customer). */
export const workerPictureUrl = (workerId: number, path: string | null) =>
  path === null ? null : `/json/workers/${workerId}/profile/image?v=${sha256(path).slice(0, 12)}`;

/** Today as the server's calendar date: every validity window counts from it. */
export const today = () => isoDate(new Date());

export interface CrewIdentity {
  id: number;
  name: string;
  admin_id: number;
  customer_name: string;
}

/** The customer's crew, or 404 (another customer's crew is not there for this caller). */
export async function requireCrew(db: Queryable, customerId: number, crewId: number): Promise<CrewIdentity> {
  const [crew] = await db.query<CrewIdentity>(
    `select c.id, c.name, c.admin_id, ec.name as customer_name
       from crews c join enterprise_customers ec on ec.id = c.enterprise_customer_id
      where c.id = $1 and c.enterprise_customer_id = $2`,
    [crewId, customerId],
  );
  if (!crew) throw notFound();
  return crew;
}

export interface WorkerIdentity {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  is_active: boolean;
  preferred_language: 'en-CA' | 'fr-CA';
}

/** The customer's worker, or 404 (a worker of another customer cannot be named). */
export async function requireWorker(db: Queryable, customerId: number, workerId: number): Promise<WorkerIdentity> {
  const [worker] = await db.query<WorkerIdentity>(
    `select id, first_name, last_name, email, is_active, preferred_language
       from enterprise_customer_workers where id = $1 and enterprise_customer_id = $2`,
    [workerId, customerId],
  );
  if (!worker) throw notFound();
  return worker;
}

export const workerName = (worker: { first_name: string; last_name: string }) => fullName(worker.first_name, worker.last_name);

export async function isCrewWorker(db: Queryable, crewId: number, workerId: number): Promise<boolean> {
  return (await db.query('select 1 from crew_workers where crew_id = $1 and worker_id = $2', [crewId, workerId])).length > 0;
}

export interface UserRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  image_url: string | null;
  role: Role;
}

export const USER_COLUMNS = 'u.id, u.first_name, u.last_name, u.email, u.image_url, m.role';

export const toCrewUser = (row: UserRow): CrewUser => ({
  id: row.id,
  first_name: row.first_name,
  last_name: row.last_name,
  full_name: fullName(row.first_name, row.last_name),
  email: row.email,
  image_url: row.image_url,
  role: row.role,
});

/** The customer's users (any role), by name. */
export async function customerUsers(db: Queryable, customerId: number, roles?: Role[]): Promise<CrewUser[]> {
  const rows = await db.query<UserRow>(
    `select ${USER_COLUMNS} from enterprise_customer_users m join users u on u.id = m.user_id
      where m.enterprise_customer_id = $1 and ($2::text[] is null or m.role = any($2::text[]))
      order by lower(u.last_name), lower(u.first_name), u.id`,
    [customerId, roles ?? null],
  );
  return rows.map(toCrewUser);
}

/** One of the customer's users, or null. */
export async function customerUser(db: Queryable, customerId: number, userId: number): Promise<CrewUser | null> {
  const [row] = await db.query<UserRow>(
    `select ${USER_COLUMNS} from enterprise_customer_users m join users u on u.id = m.user_id
      where m.enterprise_customer_id = $1 and m.user_id = $2`,
    [customerId, userId],
  );
  return row ? toCrewUser(row) : null;
}
