import type { Queryable } from '../../core/db';
import { diffForHumans } from '../../core/lib/time';
import type { Locale } from '../../core/i18n';
import type { OutboxMail } from './schemas';

type OutboxRow = Omit<OutboxMail, 'created_at' | 'sent_at' | 'created_at_diff_for_humans'> & { created_at: Date; sent_at: Date | null };

export async function isDemoCustomer(db: Queryable, customerId: number): Promise<boolean> {
  const [customer] = await db.query<{ mode: string }>('select mode from enterprise_customers where id = $1', [customerId]);
  return customer?.mode === 'demo';
}

/** One page of the customer's e-mails, newest first, with the number of all of them. */
export async function findOutboxMails(
  db: Queryable,
  customerId: number,
  page: number,
  perPage: number,
  locale: Locale,
): Promise<{ mails: OutboxMail[]; total: number }> {
  const [[{ total }], rows] = await Promise.all([
    db.query<{ total: number }>('select count(*)::int as total from mail_outbox where enterprise_customer_id = $1', [customerId]),
    db.query<OutboxRow>(
      `select id, to_address, subject, text_body, html_body, status, attempts, error, sent_at, created_at
         from mail_outbox where enterprise_customer_id = $1
        order by created_at desc, id desc limit $2 offset $3`,
      [customerId, perPage, (page - 1) * perPage],
    ),
  ]);
  const now = new Date();
  const mails = rows.map((row) => ({
    ...row,
    sent_at: row.sent_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    created_at_diff_for_humans: diffForHumans(row.created_at, now, locale),
  }));
  return { mails, total };
}
