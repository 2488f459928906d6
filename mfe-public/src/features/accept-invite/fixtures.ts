import type { PublicInviteResponse } from 'shared-api';

export const publicInvite = (isUser = false): PublicInviteResponse => ({
  invite: {
    email: 'new.admin@example.ca',
    role: 'admin',
    customer: { name: 'Northwind Builders' },
    expires_at: '2026-12-02T15:30:00.000Z',
  },
  is_tradeslink_user: isUser,
});
