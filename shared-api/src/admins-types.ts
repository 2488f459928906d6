/**
 * Admins (/users), invitations, registration and the customers a user belongs to (issue 14; spec part 1 §2
 * "Admins", §5, §7 "Users and invites"; part 2 §2 "Accept invitation page", §3 invite and registration, §7).
 * Server areas: `admins` (users, invites, registration) and `auth` (the customer switcher).
 */
import type { Role, User, UserCustomer } from './types';

/** The roles an invitation can give (an owner is made by changing a member's role, never by invitation). */
export type InviteRole = Extract<Role, 'admin' | 'member'>;

/** Invitations stay usable this many days after they are sent (or resent). */
export const INVITE_VALID_DAYS = 7;
/**
 * The shortest new password: registration, reset, referral sign-up and the workers' login details (NIST SP 800-63B;
 * the server also refuses common and breached passwords and ones containing the account's e-mail or name). Passwords
 * set before, at least 8 characters, keep signing in until they are changed.
 */
export const MIN_PASSWORD_LENGTH = 12;

/** GET /json/users: the customer's users (staff), each with `pivot.role`, ordered by name. Any role may read it. */
export interface UsersResponse {
  users: User[];
}

/** An outstanding invitation of the customer (the Outstanding Invites card). */
export interface Invite {
  id: number;
  /** The address the invitation was sent to. */
  email: string;
  /** The role the invitee gets on joining. */
  role: InviteRole;
  /** ISO timestamp of when it was sent (or last resent). */
  created_at: string;
  /** The invited-on time in the reader's language, e.g. "2 days ago" / « il y a 2 jours ». */
  created_at_diff_for_humans: string;
  /** ISO timestamp after which the link no longer works (7 days after sending). */
  expires_at: string;
  /** True once `expires_at` has passed: the card may say so and offer Resend (which gives it 7 more days). */
  is_expired: boolean;
  /** Who sent it; null when that user was removed. */
  invited_by: { id: number; full_name: string } | null;
}

/** GET /json/invites (owner and admin only; 403 otherwise): the customer's outstanding invitations (not accepted, not revoked), newest first. */
export interface InvitesResponse {
  invites: Invite[];
}

/** GET /json/users/check-existence?email=… (owner and admin only; 403 otherwise). */
export interface CheckExistenceQuery {
  email: string;
}

/**
 * What the Add an Admin User modal shows under the e-mail field. `message` is always present and already in the
 * reader's language: show it as it is. Enable Invite User only when `can_send_invite`.
 */
export interface CheckExistenceResponse {
  /** False for a value that is not an e-mail address (then the others are false and `message` says so). */
  is_valid_email: boolean;
  /** True when a platform account uses this address: show '✔ User Found'. */
  exists: boolean;
  message: string;
  /** False for an invalid address, a current member of the customer, or an invitation already outstanding. */
  can_send_invite: boolean;
}

/** POST /json/users/invite (owner and admin only; 403 otherwise). `role` defaults to admin. */
export interface InviteRequest {
  email: string;
  role?: InviteRole;
}

/**
 * 201: the invitation e-mail is queued (a link to `/invites/accept?token=…&email=…`). `message` is the text for
 * the success alert. 422 `errors.email` for an invalid address, a current member or an invitation already
 * outstanding (an expired one is replaced).
 */
export interface InviteResponse {
  /** "was sent" only once the mail server took the e-mail; otherwise that it is queued and retried for 24 hours. */
  message: string;
  /** 'sent': the mail server took the invitation; 'queued': not yet (it is retried), and the message says so. */
  delivery: 'sent' | 'queued';
  invite: Invite;
}

/** POST /json/invites/{id}/resend (owner and admin): a new link (the old one stops working), valid 7 more days. */
export type ResendInviteResponse = InviteResponse;

/** PUT /json/users/{userId}/role (owner only; 403 otherwise). */
export interface UpdateUserRoleRequest {
  role: Role;
}

/**
 * 200 with the user and their new role. 422 `errors.role` when the change would leave the customer without an
 * owner (the last owner cannot be demoted). 404 for a user who is not a member of the customer.
 */
export interface UpdateUserRoleResponse {
  message: string;
  user: User;
}

/*
 * DELETE /json/users/{userId} (owner only) → MessageResponse. 422 `errors.user` for the last owner. The removed
 * user's sessions for this customer end at once; their account stays (they may belong to other customers).
 * DELETE /json/invites/{id} (owner and admin) → MessageResponse: revokes the invitation; its link stops working.
 */

/* Public: the accept-invitation page (mfe-public, at ACCEPT_INVITATION_PATH). */

/** The page the invitation e-mail links to, with `?token=…&email=…` (under the shell's public `/invites/` prefix). */
export const ACCEPT_INVITATION_PATH = '/invites/accept';

/** GET /json/invites/{token}?email=… (public). */
export interface PublicInvite {
  email: string;
  role: InviteRole;
  /** The inviting customer: "Invitation from {customer.name}". */
  customer: { name: string };
  /** ISO timestamp when the link stops working. */
  expires_at: string;
}

/**
 * 200 when the invitation can be accepted. Errors (the body's `message` says what happened, in the reader's
 * language; show it on a page of its own): 404 unknown token; 403 the e-mail is not the invited one;
 * 410 expired, revoked or already used.
 */
export interface PublicInviteResponse {
  invite: PublicInvite;
  /**
   * True when a platform account already uses the invited e-mail: show Go to Login (signing in with that e-mail
   * joins the customer). False: show the registration form.
   */
  is_tradeslink_user: boolean;
}

/**
 * POST /json/users/register (public): the registration payload of part 2 §3 plus the invitation token.
 * `email` must be the invited address. 422 with field errors: first_name, last_name, password (required,
 * at least MIN_PASSWORD_LENGTH characters, not a common password, not containing the e-mail or the name), confirm_password (must match); `token` for an unusable invitation (expired, revoked,
 * used: the same texts as the GET), `email` when an account already uses it (sign in instead).
 */
export interface RegisterRequest {
  token: string;
  email: string;
  first_name: string;
  last_name: string;
  password: string;
  confirm_password: string;
}

/**
 * 201: the account exists, has joined the customer with the invited role and the invitation is used up. The page
 * then goes to `/login?email={user.email}&completed_registration=true`. No session is started.
 */
export interface RegisterResponse {
  message: string;
  user: Pick<User, 'id' | 'first_name' | 'last_name' | 'full_name' | 'email'>;
}

/* The customer switcher (a user who belongs to several customers). */

/** PUT /json/session/customer: work in another of the user's customers (404 for one they do not belong to). */
export interface SwitchCustomerRequest {
  enterprise_customer_id: number;
}

/**
 * 200: the session now works in that customer; the CSRF token is unchanged. The page should drop its cached data
 * (e.g. reload) since every list now reads the other customer's records.
 */
export interface SwitchCustomerResponse {
  message: string;
  /** The user as seen by the new customer (pivot.role is the role there). */
  user: User;
  customers: UserCustomer[];
}
