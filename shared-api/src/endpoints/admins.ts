import useSWR from 'swr';
import { apiFetch } from '../client';
import type { MessageResponse } from '../workers-types';
import type {
  CheckExistenceResponse,
  InviteRequest,
  InviteResponse,
  InvitesResponse,
  ResendInviteResponse,
  SwitchCustomerResponse,
  UpdateUserRoleResponse,
  UsersResponse,
} from '../admins-types';
import type { Role, UserCustomersResponse } from '../types';

/** The Admins page (/users): the customer's users and outstanding invites (spec part 1 §2 "Admins", §7). */

export const usersKey = '/users';
export const invitesKey = '/invites';
export const userCustomersKey = '/users/me/customers';

export const fetchUsers = () => apiFetch<UsersResponse>(usersKey);
export const fetchInvites = () => apiFetch<InvitesResponse>(invitesKey);

export function useUsers() {
  return useSWR(usersKey, fetchUsers);
}

/** Owners and admins only (403 otherwise): pass `false` for anyone else, and nothing is asked. */
export function useInvites(enabled = true) {
  return useSWR(enabled ? invitesKey : null, fetchInvites);
}

/** Call only once the e-mail has an @ and a dot, 500 ms after the last key (spec part 1 §5). */
export const checkUserExistence = (email: string, signal?: AbortSignal) =>
  apiFetch<CheckExistenceResponse>('/users/check-existence', { query: { email }, signal });

export const inviteUser = (input: InviteRequest) => apiFetch<InviteResponse>('/users/invite', { method: 'POST', body: input });

export const resendInvite = (inviteId: number) =>
  apiFetch<ResendInviteResponse>(`/invites/${inviteId}/resend`, { method: 'POST' });

export const revokeInvite = (inviteId: number) => apiFetch<MessageResponse>(`/invites/${inviteId}`, { method: 'DELETE' });

/** Owner only. */
export const updateUserRole = (userId: number, role: Role) =>
  apiFetch<UpdateUserRoleResponse>(`/users/${userId}/role`, { method: 'PUT', body: { role } });

/** Owner only; the user's sessions for this customer end at once. */
export const removeUser = (userId: number) => apiFetch<MessageResponse>(`/users/${userId}`, { method: 'DELETE' });

/* The customer switcher (sidebar footer, and the choice after signing in). */

export const fetchUserCustomers = () => apiFetch<UserCustomersResponse>(userCustomersKey);

export function useUserCustomers() {
  return useSWR(userCustomersKey, fetchUserCustomers);
}

/** Makes the session work in another of the user's customers; reload the page afterwards (every list changes). */
export const switchCustomer = (customerId: number) =>
  apiFetch<SwitchCustomerResponse>('/session/customer', { method: 'PUT', body: { enterprise_customer_id: customerId } });
