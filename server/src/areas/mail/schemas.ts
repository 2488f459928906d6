import { z } from 'zod';
import type { ResendMailResponse, UndeliveredMail, UndeliveredMailResponse } from 'shared-api/contract';
import { paginatedOf } from '../../core/http/response';
import { pageQuery } from '../../core/http/pagination';

export const outboxQuery = z.object(pageQuery);

const outboxMail = z.object({
  id: z.number().int(),
  to_address: z.string(),
  subject: z.string(),
  text_body: z.string(),
  /** Untrusted markup: render it sandboxed (an iframe without scripts), never into the page. */
  html_body: z.string().nullable(),
  status: z.enum(['queued', 'sending', 'sent', 'failed']),
  attempts: z.number().int(),
  error: z.string().nullable(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
  created_at_diff_for_humans: z.string(),
});

// The outbox is a demo-mode tool read by no remote, so its shape is not part of shared-api's contract.
export type OutboxMail = z.infer<typeof outboxMail>;

export const outboxResponse = z.object({ outbox: paginatedOf(outboxMail) });

export type OutboxResponse = z.infer<typeof outboxResponse>;

export const undeliveredQuery = z.object(pageQuery);

const undeliveredMail = z.object({
  id: z.number().int(),
  to_address: z.string(),
  subject: z.string(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  created_at: z.string(),
  resent_at: z.string().nullable(),
}) satisfies z.ZodType<UndeliveredMail>;

export const undeliveredMailResponse = z.object({ undelivered_mail: paginatedOf(undeliveredMail) }) satisfies z.ZodType<UndeliveredMailResponse>;

export const resendMailResponse = z.object({ message: z.string() }) satisfies z.ZodType<ResendMailResponse>;
