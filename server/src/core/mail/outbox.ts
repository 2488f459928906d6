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
