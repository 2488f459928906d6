import type { Db, Queryable } from '../../../core/db';
import { issueLinkToken, sha256 } from '../../../core/auth/tokens';
import { HttpError, forbidden, notFound } from '../../../core/http/errors';
import { readPageCountedOver } from '../../../core/http/pagination';
import { diffForHumans, isoDate, prettyDate } from '../../../core/lib/time';
import { fullName } from '../../../core/lib/names';
import { msg, type Locale } from '../../../core/i18n';
import { queueMail } from '../../../core/mail';
import { countsAsHeld } from '../../../core/held-credentials';
import {
  CREW_CARD_DESCRIPTION_LENGTH,
  type CrewShare,
  type CrewSharedImport,
  type ImportedCrew,
  type SharedCrew,
  type SharedCrewCredential,
} from 'shared-api/contract';
import { crewShareMail, crewShareRequestMail } from '../mail';
import { cut, importedCrewImageUrl, publicShareImageUrl, type CrewIdentity } from './common';
import { crewImageFile } from './crews';

/** The public shared-crew page (mfe-public). */
export const sharePath = (token: string) => `/shares/crews/${token}`;

interface ShareRow {
  id: number;
  crew_id: number;
  recipient_name: string;
  recipient_email: string;
  message: string;
  created_at: Date;
  last_sent_at: Date;
  expires_at: string | null;
  last_opened_at: Date | null;
  open_count: number;
}

const SHARE_COLUMNS = `s.id, s.crew_id, s.recipient_name, s.recipient_email, s.message, s.created_at, s.last_sent_at, s.expires_at::text as expires_at,
  s.last_opened_at, s.open_count`;

function toShare(row: ShareRow, today: string, now: Date, locale: Locale): CrewShare {
  return {
    id: row.id,
    crew_id: row.crew_id,
    recipient_name: row.recipient_name,
    recipient_email: row.recipient_email,
    message: row.message,
    created_at: row.created_at.toISOString(),
    created_at_pretty_date: prettyDate(isoDate(row.created_at), locale) ?? isoDate(row.created_at),
    created_at_diff_for_humans: diffForHumans(row.created_at, now, locale),
    last_sent_at: row.last_sent_at.toISOString(),
    expires_at: row.expires_at,
    is_expired: row.expires_at !== null && row.expires_at < today,
    last_opened_at: row.last_opened_at?.toISOString() ?? null,
    last_opened_diff_for_humans: row.last_opened_at ? diffForHumans(row.last_opened_at, now, locale) : null,
    open_count: row.open_count,
  };
}

/** One page of the crew's shares that are not withdrawn, newest first. */
export async function crewShares(db: Queryable, crewId: number, page: number, perPage: number, today: string, locale: Locale) {
  const { rows, total } = await readPageCountedOver<ShareRow>(
    db,
    { columns: SHARE_COLUMNS, from: 'crew_shares s', where: 's.crew_id = $1 and s.withdrawn_at is null', params: [crewId], order: 's.created_at desc, s.id desc' },
    page,
    perPage,
  );
  const now = new Date();
  return { shares: rows.map((row) => toShare(row, today, now, locale)), total };
}

async function senderName(db: Queryable, userId: number): Promise<string> {
  const [user] = await db.query<{ first_name: string; last_name: string }>('select first_name, last_name from users where id = $1', [userId]);
  return user ? fullName(user.first_name, user.last_name) : '';
}

interface ShareInput {
  recipient_name: string;
  recipient_email: string;
  message: string;
  expires_at: string | null;
}

async function mailShare(tx: Queryable, customerId: number, crew: CrewIdentity, share: ShareInput, sender: string, link: string, locale: Locale) {
  const mail = crewShareMail(
    {
      recipient: share.recipient_name,
      sender,
      customer: crew.customer_name,
      crew: crew.name,
      message: share.message,
      link,
      expires: share.expires_at ? (prettyDate(share.expires_at, locale) ?? share.expires_at) : null,
    },
    locale,
  );
  await queueMail(tx, { customerId, to: share.recipient_email, ...mail });
}

/** Records the share (its token hashed only) and e-mails the link; returns the share and the link, which only this answer carries. */
export async function createShare(
  db: Db,
  input: { customerId: number; userId: number; crew: CrewIdentity; share: ShareInput; publicUrl: string; today: string; locale: Locale },
): Promise<{ share: CrewShare; link: string }> {
  const { token, hash } = issueLinkToken();
  const link = `${input.publicUrl}${sharePath(token)}`;
  const row = await db.transaction(async (tx) => {
    const [created] = await tx.query<ShareRow>(
      `insert into crew_shares as s (enterprise_customer_id, crew_id, token_hash, recipient_name, recipient_email, message, expires_at, shared_by_user_id)
       values ($1, $2, $3, $4, $5, $6, $7::date, $8) returning ${SHARE_COLUMNS}`,
      [
        input.customerId,
        input.crew.id,
        hash,
        input.share.recipient_name,
        input.share.recipient_email,
        input.share.message,
        input.share.expires_at,
        input.userId,
      ],
    );
    await mailShare(tx, input.customerId, input.crew, input.share, await senderName(tx, input.userId), link, input.locale);
    return created;
  });
  return { share: toShare(row, input.today, new Date(), input.locale), link };
}

/** E-mails a new link (the previous one stops working); 404 for a withdrawn or unknown share. */
export async function resendShare(
  db: Db,
  input: { customerId: number; userId: number; crew: CrewIdentity; shareId: number; publicUrl: string; today: string; locale: Locale },
): Promise<{ share: CrewShare; link: string }> {
  const { token, hash } = issueLinkToken();
  const link = `${input.publicUrl}${sharePath(token)}`;
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx.query<ShareRow>(
      `update crew_shares s set token_hash = $4, last_sent_at = now()
        where s.id = $1 and s.crew_id = $2 and s.enterprise_customer_id = $3 and s.withdrawn_at is null
        returning ${SHARE_COLUMNS}`,
      [input.shareId, input.crew.id, input.customerId, hash],
    );
    if (!updated) throw notFound();
    await mailShare(tx, input.customerId, input.crew, updated, await senderName(tx, input.userId), link, input.locale);
    return updated;
  });
  return { share: toShare(row, input.today, new Date(), input.locale), link };
}

/** Withdraws the share: its link stops working and the recipient's Imported Crews no longer list it. */
export async function withdrawShare(db: Queryable, customerId: number, crewId: number, shareId: number): Promise<void> {
  const withdrawn = await db.query(
    `update crew_shares set withdrawn_at = now() where id = $1 and crew_id = $2 and enterprise_customer_id = $3 and withdrawn_at is null returning id`,
    [shareId, crewId, customerId],
  );
  if (withdrawn.length === 0) throw notFound();
}

/** Open shares of other customers' crews sent to one of this customer's users (alias s), given today as $2. */
const SHARED_WITH_CUSTOMER = `s.withdrawn_at is null and (s.expires_at is null or s.expires_at >= $2::date) and s.enterprise_customer_id <> $1
  and lower(s.recipient_email) in (select lower(u.email) from enterprise_customer_users m join users u on u.id = m.user_id
                                    where m.enterprise_customer_id = $1)`;

/** The crews other customers shared with this one (newest share per crew). */
export async function importedCrews(db: Queryable, customerId: number, today: string, locale: Locale) {
  const rows = await db.query<{
    share_id: number;
    crew_id: number;
    recipient_email: string;
    expires_at: string | null;
    created_at: Date;
    name: string;
    description: string;
    image_path: string | null;
    customer_name: string;
    workers_count: number;
  }>(
    `select distinct on (s.crew_id) s.id as share_id, s.crew_id, s.recipient_email, s.expires_at::text as expires_at, s.created_at,
            c.name, c.description, c.image_path, ec.name as customer_name,
            (select count(*)::int from crew_workers cw where cw.crew_id = c.id) as workers_count
       from crew_shares s join crews c on c.id = s.crew_id join enterprise_customers ec on ec.id = s.enterprise_customer_id
      where ${SHARED_WITH_CUSTOMER}
      order by s.crew_id, s.created_at desc, s.id desc`,
    [customerId, today],
  );
  rows.sort((a, b) => b.created_at.getTime() - a.created_at.getTime());
  const now = new Date();
  const crews: ImportedCrew[] = rows.map((row) => ({
    id: row.crew_id,
    name: row.name,
    description_preview: cut(row.description, CREW_CARD_DESCRIPTION_LENGTH),
    crew_image_url: importedCrewImageUrl(row.crew_id, row.image_path),
    customer: { name: row.customer_name },
    workers_count: row.workers_count,
    crew_share_id: row.share_id,
    shared_at: row.created_at.toISOString(),
    shared_at_diff_for_humans: diffForHumans(row.created_at, now, locale),
    expires_at: row.expires_at,
  }));
  return {
    crews,
    crew_shares: rows.map((row) => ({ id: row.share_id, crew_id: row.crew_id, recipient_email: row.recipient_email, expires_at: row.expires_at })),
  };
}

interface AttachedRow {
  id: number;
  crew_id: number;
  name: string;
  image_path: string | null;
  customer_name: string;
}

const toSharedImport = (row: AttachedRow): CrewSharedImport => ({
  id: row.id,
  imported_crew: { id: row.crew_id, name: row.name, crew_image_url: importedCrewImageUrl(row.crew_id, row.image_path), customer: { name: row.customer_name } },
});

/**
 * Puts a crew shared with the customer on its crew `crewId`'s Shared Crews card (ADR 0015), through the newest open
 * share of it; one already there is answered as it is (created false). Null when it is not shared with the customer.
 */
export async function attachImportedCrew(
  db: Db,
  input: { customerId: number; userId: number; crewId: number; sharedCrewId: number; today: string },
): Promise<{ attached: CrewSharedImport; created: boolean } | null> {
  return db.transaction(async (tx) => {
    // One attachment per crew and shared crew, also when two attach at once.
    await tx.query('select id from crews where id = $1 for update', [input.crewId]);
    const [share] = await tx.query<{ id: number; name: string; image_path: string | null; customer_name: string }>(
      `select s.id, c.name, c.image_path, ec.name as customer_name
         from crew_shares s join crews c on c.id = s.crew_id join enterprise_customers ec on ec.id = c.enterprise_customer_id
        where s.crew_id = $3 and ${SHARED_WITH_CUSTOMER}
        order by s.created_at desc, s.id desc limit 1`,
      [input.customerId, input.today, input.sharedCrewId],
    );
    if (!share) return null;
    const [existing] = await tx.query<{ id: number }>(
      `select i.id from crew_shared_imports i join crew_shares s on s.id = i.crew_share_id
        where i.crew_id = $3 and i.enterprise_customer_id = $1 and s.crew_id = $4 and ${SHARED_WITH_CUSTOMER}
        order by i.id limit 1`,
      [input.customerId, input.today, input.crewId, input.sharedCrewId],
    );
    const row = { crew_id: input.sharedCrewId, name: share.name, image_path: share.image_path, customer_name: share.customer_name };
    if (existing) return { attached: toSharedImport({ id: existing.id, ...row }), created: false };
    const [inserted] = await tx.query<{ id: number }>(
      `insert into crew_shared_imports (enterprise_customer_id, crew_share_id, crew_id, imported_by_user_id) values ($1, $2, $3, $4) returning id`,
      [input.customerId, share.id, input.crewId, input.userId],
    );
    return { attached: toSharedImport({ id: inserted.id, ...row }), created: true };
  });
}

/** Takes an imported crew off the crew's Shared Crews card; returns its name, 404 when it is not this crew's. */
export async function detachImportedCrew(db: Queryable, customerId: number, crewId: number, importId: number): Promise<string> {
  const [removed] = await db.query<{ name: string }>(
    `with removed as (delete from crew_shared_imports where id = $1 and crew_id = $2 and enterprise_customer_id = $3 returning crew_share_id)
     select c.name from removed r join crew_shares s on s.id = r.crew_share_id join crews c on c.id = s.crew_id`,
    [importId, crewId, customerId],
  );
  if (!removed) throw notFound();
  return removed.name;
}

/** 403 'This crew is not shared with you.' unless another customer's crew is shared with one of this customer's users. */
export async function requireSharedWith(db: Queryable, customerId: number, sharedCrewId: number, today: string): Promise<void> {
  const rows = await db.query(`select 1 from crew_shares s where s.crew_id = $3 and ${SHARED_WITH_CUSTOMER} limit 1`, [customerId, today, sharedCrewId]);
  if (rows.length === 0) throw forbidden(msg('crews:shares.not_shared'));
}

interface SharedCrewRow {
  id: number;
  name: string;
  description: string;
  image_path: string | null;
  customer_name: string;
  workers: Array<{
    id: number;
    first_name: string;
    last_name: string;
    job_title: string | null;
    credentials: SharedCredentialRow[];
    contacts: Array<{ id: number; first_name: string; last_name: string; relationship: string | null; phone: string | null; email: string | null }>;
  }>;
}

interface SharedCredentialRow {
  id: number;
  name: string;
  issued: string | null;
  expiry: string | null;
  counts_as_held: boolean;
}

function toSharedCredential(c: SharedCredentialRow, today: string, locale: Locale): SharedCrewCredential {
  return {
    id: c.id,
    name: c.name,
    issued: c.issued,
    issued_pretty_date: prettyDate(c.issued, locale),
    expiry: c.expiry,
    expires_pretty_date: prettyDate(c.expiry, locale),
    is_expired: c.expiry !== null && c.expiry < today,
    counts_as_held: c.counts_as_held,
  };
}

/**
 * A crew as an outside viewer sees it: name, description, image (at the address `imageUrl` gives, scoped to the
 * viewer's share), active workers with their credentials (no documents) and only the contacts they made publicly
 * visible. Read in one statement.
 */
export async function sharedCrew(
  db: Queryable,
  crewId: number,
  today: string,
  locale: Locale,
  imageUrl: (path: string | null) => string | null,
): Promise<SharedCrew> {
  const [row] = await db.query<SharedCrewRow>(
    `select c.id, c.name, c.description, c.image_path, ec.name as customer_name,
            (select coalesce(json_agg(json_build_object(
                      'id', w.id, 'first_name', w.first_name, 'last_name', w.last_name, 'job_title', w.job_title,
                      'credentials', (select coalesce(json_agg(json_build_object('id', uc.id, 'name', uc.name, 'issued', uc.issued, 'expiry', uc.expiry,
                                                                                'counts_as_held', ${countsAsHeld('uc')})
                                                               order by uc.expiry nulls last, lower(uc.name), uc.id), '[]')
                                        from user_credentials uc where uc.worker_id = w.id),
                      'contacts', (select coalesce(json_agg(json_build_object('id', ct.id, 'first_name', ct.first_name, 'last_name', ct.last_name,
                                                                              'relationship', ct.relationship, 'phone', ct.phone, 'email', ct.email)
                                                            order by ct.id), '[]')
                                     from worker_contacts ct where ct.worker_id = w.id and ct.publicly_visible))
                      order by lower(w.last_name), lower(w.first_name), w.id), '[]')
               from crew_workers cw join enterprise_customer_workers w on w.id = cw.worker_id
              where cw.crew_id = c.id and w.is_active) as workers
       from crews c join enterprise_customers ec on ec.id = c.enterprise_customer_id
      where c.id = $1`,
    [crewId],
  );
  if (!row) throw notFound();
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    crew_image_url: imageUrl(row.image_path),
    customer: { name: row.customer_name },
    workers: row.workers.map((w) => ({
      id: w.id,
      full_name: fullName(w.first_name, w.last_name),
      job_title: w.job_title,
      profile_picture_url: null,
      credentials: w.credentials.map((c) => toSharedCredential(c, today, locale)),
      contacts: w.contacts.map((c) => ({ id: c.id, full_name: fullName(c.first_name, c.last_name), relationship: c.relationship, phone: c.phone, email: c.email })),
    })),
  };
}

/** A shared crew worker's credentials (read-only), 404 when the worker is not (or no longer) in that crew. */
export async function sharedWorkerCredentials(db: Queryable, sharedCrewId: number, workerId: number, today: string, locale: Locale) {
  const rows = await db.query<SharedCredentialRow>(
    `select uc.id, uc.name, uc.issued::text as issued, uc.expiry::text as expiry, ${countsAsHeld('uc')} as counts_as_held
       from crew_workers cw join enterprise_customer_workers w on w.id = cw.worker_id and w.is_active
       left join user_credentials uc on uc.worker_id = cw.worker_id
      where cw.crew_id = $1 and cw.worker_id = $2
      order by uc.expiry nulls last, lower(uc.name), uc.id`,
    [sharedCrewId, workerId],
  );
  if (rows.length === 0) throw notFound();
  return rows.filter((r) => r.id !== null).map((c) => toSharedCredential(c, today, locale));
}

/**
 * The public page's share by its token: 404 unknown, 410 withdrawn or expired (each with what to do). Reading it
 * records the open.
 */
export async function openPublicShare(db: Queryable, token: string, today: string, locale: Locale) {
  const [share] = await db.query<{ id: number; crew_id: number; recipient_name: string; expires_at: string | null; withdrawn: boolean; created_at: Date }>(
    `select id, crew_id, recipient_name, expires_at::text as expires_at, withdrawn_at is not null as withdrawn, created_at
       from crew_shares where token_hash = $1`,
    [sha256(token)],
  );
  if (!share) throw new HttpError(404, msg('crews:shares.public_not_found'));
  if (share.withdrawn) throw new HttpError(410, msg('crews:shares.public_withdrawn'));
  if (share.expires_at !== null && share.expires_at < today) {
    throw new HttpError(410, msg('crews:shares.public_expired', { date: prettyDate(share.expires_at, locale) ?? share.expires_at }));
  }
  await db.query('update crew_shares set last_opened_at = now(), open_count = open_count + 1 where id = $1', [share.id]);
  return {
    crew: await sharedCrew(db, share.crew_id, today, locale, (path) => publicShareImageUrl(token, path)),
    share: {
      recipient_name: share.recipient_name,
      expires_at: share.expires_at,
      shared_at_pretty_date: prettyDate(isoDate(share.created_at), locale) ?? isoDate(share.created_at),
    },
  };
}

/** The image of the crew behind an open share's token; 404 for an unknown, withdrawn or expired share, or no image. */
export async function publicShareImage(db: Queryable, token: string, today: string) {
  const [share] = await db.query<{ crew_id: number }>(
    `select crew_id from crew_shares where token_hash = $1 and withdrawn_at is null and (expires_at is null or expires_at >= $2::date)`,
    [sha256(token), today],
  );
  const file = share ? await crewImageFile(db, null, share.crew_id) : null;
  if (!file) throw notFound();
  return file;
}

/** Request a Crew: recorded and e-mailed to the address given, in the sender's language. */
export async function requestShare(
  db: Db,
  input: { customerId: number; userId: number; email: string; message: string; publicUrl: string; locale: Locale },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('insert into crew_share_requests (enterprise_customer_id, email, message, requested_by_user_id) values ($1, $2, $3, $4)', [
      input.customerId,
      input.email,
      input.message,
      input.userId,
    ]);
    const [{ name: customer }] = await tx.query<{ name: string }>('select name from enterprise_customers where id = $1', [input.customerId]);
    const mail = crewShareRequestMail(
      { sender: await senderName(tx, input.userId), customer, email: input.email, message: input.message, link: `${input.publicUrl}/crews` },
      input.locale,
    );
    await queueMail(tx, { customerId: input.customerId, to: input.email, ...mail });
  });
}
