import useSWR from 'swr';
import { apiFetch } from '../client';
import type { PublicInviteResponse, RegisterRequest, RegisterResponse } from '../admins-types';

/*
 * The public accept-invitation page (spec part 2 §2, §7): no session, so a 401 is an error to show, never a
 * redirect to /login. The POST still carries the page's CSRF token (the client adds it).
 */

const publicOnly = { redirectOn401: false } as const;

type PublicInviteKey = readonly ['/invites', string, string];

export const publicInviteKey = (token: string | null, email: string | null): PublicInviteKey | null =>
  token && email ? ['/invites', token, email] : null;

/** 404 unknown token, 403 another e-mail, 410 expired / revoked / used: show the error's message. */
export const fetchPublicInvite = (token: string, email: string) =>
  apiFetch<PublicInviteResponse>(`/invites/${encodeURIComponent(token)}`, { query: { email }, ...publicOnly });

export function usePublicInvite(token: string | null, email: string | null) {
  return useSWR(
    publicInviteKey(token, email),
    ([, inviteToken, inviteEmail]: PublicInviteKey) => fetchPublicInvite(inviteToken, inviteEmail),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
}

/** Then go to `/login?email=…&completed_registration=true`. */
export const registerUser = (input: RegisterRequest) =>
  apiFetch<RegisterResponse>('/users/register', { method: 'POST', body: input, ...publicOnly });
