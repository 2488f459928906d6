import type { Queryable } from '../db';
import { enqueue } from '../jobs';

export const MAIL_QUEUE = 'mail.send';

/**
 * A ceiling the queue never reaches in practice: a mail is retried until its 24-hour window has passed
 * (core/mail/delivery.ts), about 30 attempts at the backoff's pace.
 */
export const MAIL_MAX_ATTEMPTS = 100;

/** Schedules the delivery of an outbox row, in the caller's transaction. */
export const queueMailDelivery = (tx: Queryable, outboxId: number) =>
  enqueue(tx, MAIL_QUEUE, { outbox_id: outboxId }, { maxAttempts: MAIL_MAX_ATTEMPTS });

export interface OutgoingMail {
  /** The customer on whose behalf the mail goes out (null for platform mail); its demo outbox lists it. */
  customerId: number | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Records an e-mail and schedules its delivery in the caller's transaction: it is sent exactly when
 * the change it tells about is committed, and never for a change that was rolled back.
 */
export async function queueMail(tx: Queryable, mail: OutgoingMail): Promise<number> {
  const [{ id }] = await tx.query<{ id: number }>(
    `insert into mail_outbox (enterprise_customer_id, to_address, subject, text_body, html_body)
     values ($1, $2, $3, $4, $5) returning id`,
    [mail.customerId, mail.to, mail.subject, mail.text, mail.html ?? null],
  );
  await queueMailDelivery(tx, id);
  return id;
}

/** What a route that e-mails someone may say: the mail server took it, or it is queued and the queue keeps trying. */
export type MailDelivery = 'sent' | 'queued';

/** How long such a route waits for the queue's first attempt (the job worker polls every half second). */
export const DELIVERY_WAIT_MS = 3000;

/**
 * Waits, after the commit that queued it, for an outbox row's first delivery attempt: 'sent' once the mail server
 * took it (without SMTP_URL, once the local outbox holds it), 'queued' when the attempt failed (the queue retries it
 * for 24 hours) or none was made in time. Only then may a screen say the e-mail "was sent".
 */
export async function awaitDelivery(db: Queryable, outboxId: number, timeoutMs = DELIVERY_WAIT_MS): Promise<MailDelivery> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await db.query<{ status: string; attempted: boolean }>(
      `select status, (status <> 'sending' and error is not null) as attempted from mail_outbox where id = $1`,
      [outboxId],
    );
    if (row?.status === 'sent') return 'sent';
    if (!row || row.attempted || Date.now() >= deadline) return 'queued';
    await new Promise((wake) => setTimeout(wake, 100));
  }
}
