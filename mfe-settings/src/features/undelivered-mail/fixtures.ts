import type { ApiReply } from 'shared-ui/testing';
import type { Paginated, Role, UndeliveredMail } from 'shared-api';

export const mails: UndeliveredMail[] = [
  {
    id: 41,
    to_address: 'site.manager@client-site.example.com',
    subject: 'You have been invited to Demo Construction Ltd.',
    error: 'connect ECONNREFUSED 10.0.0.25:587',
    attempts: 31,
    created_at: '2026-11-23T14:05:00Z',
    resent_at: null,
  },
  {
    id: 42,
    to_address: 'hse@northern-pipeline.example.com',
    subject: 'Marc Tremblay shared their credential wallet with you',
    error: '550 5.1.1 <hse@northern-pipeline.example.com>: Recipient address rejected: User unknown in virtual mailbox table',
    attempts: 2,
    created_at: '2026-11-22T09:30:00Z',
    resent_at: '2026-11-24T08:00:00Z',
  },
];

export function page<T>(data: T[], current_page = 1, last_page = 1): Paginated<T> {
  return {
    data,
    current_page,
    last_page,
    per_page: 20,
    from: data.length ? (current_page - 1) * 20 + 1 : null,
    to: data.length ? (current_page - 1) * 20 + data.length : null,
    total: (last_page - 1) * 20 + data.length,
    next_page_url: current_page < last_page ? `/json/mail/undelivered?page=${current_page + 1}` : null,
    prev_page_url: current_page > 1 ? `/json/mail/undelivered?page=${current_page - 1}` : null,
  };
}

export function customerReply(role: Role = 'owner'): ApiReply {
  return {
    body: {
      enterprise_customer: { id: 1, name: 'Demo Construction Ltd.', mode: 'live', features: [], access_url: null },
      enterprise_customer_user: { id: 1, user_id: 1, enterprise_customer_id: 1, role },
    },
  };
}
