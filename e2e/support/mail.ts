import type { Page } from 'playwright-core';
import { apiGet } from './api';

/** An e-mail the portal sent; only the fields the tests read. */
export interface SentMail {
  to_address: string;
  subject: string;
  text_body: string;
}

/** GET /json/mail/outbox (demo mode): the e-mails the portal sent, newest first. */
export async function sentMail(page: Page): Promise<SentMail[]> {
  return (await apiGet<{ outbox: { data: SentMail[] } }>(page, '/mail/outbox')).outbox.data;
}
