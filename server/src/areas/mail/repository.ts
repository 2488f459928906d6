import type { Db, Queryable } from '../../core/db';
import { diffForHumans } from '../../core/lib/time';
import type { Locale } from '../../core/i18n';
import type { UndeliveredMail } from 'shared-api/contract';
import { ACCEPT_INVITATION_PATH } from 'shared-api/contract';
import { queueMailDelivery } from '../../core/mail';
import { readPage } from '../../core/http/pagination';
import type { OutboxMail } from './schemas';

type OutboxRow = Omit<OutboxMail, 'created_at' | 'sent_at' | 'created_at_diff_for_humans'> & { created_at: Date; sent_at: Date | null };

export async function isDemoCustomer(db: Queryable, customerId: number): Promise<boolean> {
  const [customer] = await db.query<{ mode: string }>('select mode from enterprise_customers where id = $1', [customerId]);
  return customer?.mode === 'demo';
}

const NEWEST_FIRST = 'created_at desc, id desc';

/**
 * A link that signs its holder in to someone's account (a password-reset link; a sign-in link if one is ever
 * mailed goes here too), as a PostgreSQL regular expression: whoever reads it becomes that user, so a mail carrying
 * one is never listed in the outbox, whoever reads it.
 */
const ACCOUNT_LINK = '/password-reset/[A-Za-z0-9_-]{16,}';

/** The token of an accept-invitation link, in text or HTML (where `&` is written `&amp;`). */
const INVITATION_TOKEN = new RegExp(`(${ACCEPT_INVITATION_PATH}\\?(?:[^\\s"'<>]*?&(?:amp;)?)?token=)[^&\\s"'<>]+`, 'g');

/** What the outbox shows of an invitation link: the page and the address, not the token that accepts it. */
const MASKED_TOKEN = '********';

const maskInvitationTokens = (body: string) => body.replace(INVITATION_TOKEN, `$1${MASKED_TOKEN}`);

/**
 * One page of the customer's e-mails, newest first, with the number of all of them. Unless `whole` (the owner's
 * reading), without the mails that carry a link into an account (ACCOUNT_LINK) and with every invitation link's
 * token masked, so that reading the outbox lets no admin sign in as another user or accept an invitation sent to
 * someone else.
 */
export async function findOutboxMails(
  db: Queryable,
  customerId: number,
  page: number,
  perPage: number,
  locale: Locale,
  { whole }: { whole: boolean },
): Promise<{ mails: OutboxMail[]; total: number }> {
  const { rows, total } = await readPage<OutboxRow>(
    db,
    {
      columns: 'id, to_address, subject, text_body, html_body, status, attempts, error, sent_at, created_at',
      from: 'mail_outbox',
      where: whole ? 'enterprise_customer_id = $1' : `enterprise_customer_id = $1 and text_body !~ $2 and coalesce(html_body, '') !~ $2`,
      params: whole ? [customerId] : [customerId, ACCOUNT_LINK],
      order: NEWEST_FIRST,
    },
    page,
    perPage,
  );
  const now = new Date();
  const mails = rows.map((row) => ({
    ...row,
    text_body: whole ? row.text_body : maskInvitationTokens(row.text_body),
    html_body: row.html_body === null || whole ? row.html_body : maskInvitationTokens(row.html_body),
    sent_at: row.sent_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    created_at_diff_for_humans: diffForHumans(row.created_at, now, locale),
  }));
  return { mails, total };
}

type UndeliveredRow = Omit<UndeliveredMail, 'created_at' | 'resent_at'> & { created_at: Date; resent_at: Date | null };

/** One page of the customer's undelivered mail (failed after its retry window), newest first, with their number. */
export async function findUndeliveredMails(
  db: Queryable,
  customerId: number,
  page: number,
  perPage: number,
): Promise<{ mails: UndeliveredMail[]; total: number }> {
  const { rows, total } = await readPage<UndeliveredRow>(
    db,
    {
      columns: 'id, to_address, subject, error, attempts, created_at, resent_at',
      from: 'mail_outbox',
      where: `enterprise_customer_id = $1 and status = 'failed'`,
      params: [customerId],
      order: NEWEST_FIRST,
    },
    page,
    perPage,
  );
  const mails = rows.map((row) => ({ ...row, created_at: row.created_at.toISOString(), resent_at: row.resent_at?.toISOString() ?? null }));
  return { mails, total };
}

/**
 * Queues an undelivered mail of the customer for one more delivery (marked resent, so a second failure notifies no
 * one again); 'missing' for another customer's or an unknown mail, 'not_undelivered' for one delivered or on its way.
 */
export async function resendUndeliveredMail(
  db: Db,
  customerId: number,
  id: number,
): Promise<{ to_address: string } | 'missing' | 'not_undelivered'> {
  return db.transaction(async (tx) => {
    const [mail] = await tx.query<{ status: string; to_address: string }>(
      'select status, to_address from mail_outbox where id = $1 and enterprise_customer_id = $2 for update',
      [id, customerId],
    );
    if (!mail) return 'missing';
    if (mail.status !== 'failed') return 'not_undelivered';
    await tx.query(`update mail_outbox set status = 'queued', resent_at = now() where id = $1`, [id]);
    await queueMailDelivery(tx, id);
    return { to_address: mail.to_address };
  });
}
