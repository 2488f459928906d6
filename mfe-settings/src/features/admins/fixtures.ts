import type { EnterpriseCustomerResponse, Invite, MeResponse, Role, User } from 'shared-api';

const user = (id: number, first: string, last: string, role: Role): User => ({
  id,
  first_name: first,
  last_name: last,
  full_name: `${first} ${last}`,
  email: `${first.toLowerCase()}.${last.toLowerCase()}@northwind.test`,
  image_url: null,
  locale: null,
  pivot: { role },
});

export const users: User[] = [
  user(1, 'Olivia', 'Owner', 'owner'),
  user(2, 'Adam', 'Admin', 'admin'),
  user(3, 'Mia', 'Member', 'member'),
];

export const longUsers: User[] = [
  ...users,
  {
    ...user(4, 'Maximiliana-Josephine', 'Vandenberghe-Okonkwo-Tremblay', 'admin'),
    email: 'maximiliana-josephine.vandenberghe-okonkwo-tremblay@a-very-long-subsidiary-name.example.ca',
  },
];

export const invites: Invite[] = [
  {
    id: 11,
    email: 'new.admin@example.ca',
    role: 'admin',
    created_at: '2026-11-23T15:30:00.000Z',
    created_at_diff_for_humans: '2 days ago',
    expires_at: '2026-11-30T15:30:00.000Z',
    is_expired: false,
    invited_by: { id: 1, full_name: 'Olivia Owner' },
  },
  {
    id: 12,
    email: 'late.reply@example.ca',
    role: 'member',
    created_at: '2026-11-10T09:00:00.000Z',
    created_at_diff_for_humans: '2 weeks ago',
    expires_at: '2026-11-17T09:00:00.000Z',
    is_expired: true,
    invited_by: null,
  },
];

export const meAs = (id: number): MeResponse => ({ user: users.find((candidate) => candidate.id === id) ?? users[0] });

export const customerAs = (role: Role): EnterpriseCustomerResponse => ({
  enterprise_customer: { id: 1, name: 'Northwind Builders', mode: 'normal', features: [], access_url: null },
  enterprise_customer_user: { id: 1, user_id: 1, enterprise_customer_id: 1, role },
});
