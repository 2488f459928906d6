import nodemailer from 'nodemailer';
import type { Db } from '../db';
import type { JobHandlers } from '../jobs';
import { MAIL_QUEUE } from './outbox';

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
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
}

/**
 * Delivers one outbox row per job. With a transport the message goes to the mail server (a failure is
 * recorded on the row and retried with backoff by the queue); without one, nothing leaves the machine:
 * the row is marked sent and stays readable in the local outbox.
 */
export function mailJobHandlers(db: Db, transport: MailTransport | null, from: string): JobHandlers {
  return {
    [MAIL_QUEUE]: async (job) => {
      const outboxId = Number(job.payload.outbox_id);
      const [mail] = await db.query<OutboxRow>(
        `update mail_outbox set status = 'sending', attempts = attempts + 1
          where id = $1 and status <> 'sent'
          returning id, to_address, subject, text_body, html_body`,
        [outboxId],
      );
      if (!mail) return;
      if (transport) {
        try {
          await transport.send({ from, to: mail.to_address, subject: mail.subject, text: mail.text_body, html: mail.html_body ?? undefined });
        } catch (error) {
          const lastAttempt = job.attempts >= job.max_attempts;
          await db.query(`update mail_outbox set status = $2, error = $3 where id = $1`, [
            mail.id,
            lastAttempt ? 'failed' : 'queued',
            (error instanceof Error ? error.message : String(error)).slice(0, 2000),
          ]);
          throw error;
        }
      }
      await db.query(`update mail_outbox set status = 'sent', sent_at = now(), error = null where id = $1`, [mail.id]);
    },
  };
}
