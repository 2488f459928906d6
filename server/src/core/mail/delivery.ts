import nodemailer from 'nodemailer';
import type { Db } from '../db';
import { RetryLater, type JobHandlers } from '../jobs';
import { msg } from '../i18n';
import { MAIL_QUEUE, queueMailDelivery } from './outbox';

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Hands a message to a mail server; throws when the server refuses it or cannot be reached. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

/** SMTP from a URL such as smtp://user:pass@host:587 (smtps:// for TLS from the start). */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
  };
}

interface OutboxRow {
  id: number;
  enterprise_customer_id: number | null;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  resent_at: Date | null;
  /** Older than the retry window: a failure now is final. */
  expired: boolean;
}

/** A mail is retried for this long before it is reported undelivered. */
export const MAIL_RETRY_WINDOW_HOURS = 24;
/** Undelivered mail younger than this is sent once more when the mail server takes a message again. */
const RESEND_WINDOW_DAYS = 7;

/** The wait before the next attempt: 1 minute, doubling, at most an hour. */
export const mailRetryDelayMs = (attempt: number) => Math.min(3_600_000, 60_000 * 2 ** Math.max(0, attempt - 1));

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

/**
 * The mail could not be delivered in its window: the row is failed, and the customer's staff are told in their
 * notifications (once: not again when its resend fails too).
 */
async function reportUndelivered(db: Db, mail: OutboxRow, error: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(`update mail_outbox set status = 'failed', error = $2 where id = $1`, [mail.id, error]);
    if (mail.enterprise_customer_id === null || mail.resent_at !== null) return;
    await tx.query(
      `insert into notifications (enterprise_customer_id, notification_type, message, metadata)
       values ($1, 'mail_undelivered', $2, $3::jsonb)`,
      [
        mail.enterprise_customer_id,
        msg('mail.undelivered', { to: mail.to_address, subject: mail.subject, hours: MAIL_RETRY_WINDOW_HOURS }),
        JSON.stringify({ mail_outbox_id: mail.id }),
      ],
    );
  });
}

/**
 * Delivers one outbox row per job. With a transport the message goes to the mail server; a failure is recorded
 * on the row and retried (1 minute doubling to an hour) for 24 hours, after which the row is failed and the
 * customer's staff are notified. Each delivery that goes through sends again, once, the mail that failed in the
 * last days, as the mail server is evidently back. Without a transport nothing leaves the machine: the row is
 * marked sent and stays readable in the local outbox.
 */
export function mailJobHandlers(db: Db, transport: MailTransport | null, from: string): JobHandlers {
  return {
    [MAIL_QUEUE]: async (job) => {
      const outboxId = Number(job.payload.outbox_id);
      const [mail] = await db.query<OutboxRow>(
        `update mail_outbox set status = 'sending', attempts = attempts + 1
          where id = $1 and status <> 'sent'
          returning id, enterprise_customer_id, to_address, subject, text_body, html_body, resent_at,
                    created_at <= now() - make_interval(hours => $2) as expired`,
        [outboxId, MAIL_RETRY_WINDOW_HOURS],
      );
      if (!mail) return;
      if (transport) {
        try {
          await transport.send({ from, to: mail.to_address, subject: mail.subject, text: mail.text_body, html: mail.html_body ?? undefined });
        } catch (error) {
          const message = errorText(error);
          // A resend gets one attempt; the queue's ceiling is a last guard.
          if (mail.expired || job.attempts >= job.max_attempts) return reportUndelivered(db, mail, message);
          await db.query(`update mail_outbox set status = 'queued', error = $2 where id = $1`, [mail.id, message]);
          throw new RetryLater(message, mailRetryDelayMs(job.attempts));
        }
      }
      await db.transaction(async (tx) => {
        await tx.query(`update mail_outbox set status = 'sent', sent_at = now(), error = null where id = $1`, [mail.id]);
        if (!transport) return;
        const undelivered = await tx.query<{ id: number }>(
          `update mail_outbox set status = 'queued', resent_at = now()
            where status = 'failed' and resent_at is null and created_at > now() - make_interval(days => $1)
            returning id`,
          [RESEND_WINDOW_DAYS],
        );
        for (const { id } of undelivered) await queueMailDelivery(tx, id);
      });
    },
  };
}
