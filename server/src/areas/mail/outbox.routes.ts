import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../core/db';
import { forbidden, parse } from '../../core/http/errors';
import { paginated, pageQuery } from '../../core/http/pagination';
import { sessionOf } from '../../core/auth/plugin';
import { diffForHumans } from '../../core/lib/time';
import type { Paginated } from 'shared-api/contract';

export interface OutboxMail {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  /** Untrusted markup: render it sandboxed (an iframe without scripts), never into the page. */
  html_body: string | null;
  status: 'queued' | 'sending' | 'sent' | 'failed';
  attempts: number;
  error: string | null;
  sent_at: string | null;
  created_at: string;
  created_at_diff_for_humans: string;
}

export interface OutboxResponse {
  outbox: Paginated<OutboxMail>;
}

const outboxQuery = z.object(pageQuery);

export function outboxRoutes(app: FastifyInstance, db: Db): void {
  /** Demo mode: the e-mails the portal sent for the customer, newest first, readable without a mail server. */
  app.get('/json/mail/outbox', async (request): Promise<OutboxResponse> => {
    const { customerId } = sessionOf(request);
    const [customer] = await db.query<{ mode: string }>('select mode from enterprise_customers where id = $1', [customerId]);
    if (customer?.mode !== 'demo') throw forbidden('The mail outbox is only available in demo mode.');
    const query = parse(outboxQuery, request.query);
    const perPage = query.per_page ?? 15;
    const [[{ total }], rows] = await Promise.all([
      db.query<{ total: number }>('select count(*)::int as total from mail_outbox where enterprise_customer_id = $1', [customerId]),
      db.query<Omit<OutboxMail, 'created_at' | 'sent_at' | 'created_at_diff_for_humans'> & { created_at: Date; sent_at: Date | null }>(
        `select id, to_address, subject, text_body, html_body, status, attempts, error, sent_at, created_at
           from mail_outbox where enterprise_customer_id = $1
          order by created_at desc, id desc limit $2 offset $3`,
        [customerId, perPage, (query.page - 1) * perPage],
      ),
    ]);
    const now = new Date();
    const mails = rows.map((row) => ({
      ...row,
      sent_at: row.sent_at?.toISOString() ?? null,
      created_at: row.created_at.toISOString(),
      created_at_diff_for_humans: diffForHumans(row.created_at, now),
    }));
    return { outbox: paginated(mails, total, query.page, perPage, { path: '/json/mail/outbox', query: { per_page: query.per_page } }) };
  });
}
