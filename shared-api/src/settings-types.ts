/**
 * The notifications page, settings and subscriptions (issue 14; spec part 2 §2 "Notifications page", "Settings
 * page", §3 notification / subscription / feature / token, §4 token and notification states, §7 "Notifications,
 * settings, subscriptions"), and the expiry reminder schedule each customer sets (beyond the spec).
 * Server areas: `notifications` and `settings`.
 */
import type { CustomerFeature, NotificationItem, NotificationType, Paginated, Role } from './types';

/* Notifications (/notifications) */

/**
 * The nine worker-related types the page's filter offers (part 2 §4), in this order. Titles: the dashboard's
 * card titles per type come with each notification (`notification_card_title`); the filter's own labels are the
 * remote's texts. `bulk_credential_upload` is also accepted by the server's filter.
 */
export const NOTIFICATION_FILTER_TYPES = [
  'credential_request_fulfilled',
  'user_credential_request_fulfilled',
  'crew_admin_changed',
  'worker_removed_from_crew',
  'credential_request_withdrawn',
  'worker_added_to_crew',
  'worker_user_credential_copied',
  'worker_archived',
  'worker_restored',
] as const satisfies readonly NotificationType[];

/** Notifications per page of GET /json/notifications. */
export const NOTIFICATIONS_PER_PAGE = 20;

/** GET /json/notifications?page=&notification_type= (any of the 12 NotificationType values; empty for all). */
export interface NotificationsQuery {
  page?: number;
  notification_type?: NotificationType | '';
}

/**
 * A card of the notifications page. Links: `credential_request_fulfilled` (and
 * `user_credential_request_fulfilled`) carry `metadata.fulfilment_details.user_credential.s3_url`, the fulfilled
 * document; `bulk_credential_upload` carries `metadata.uploads_s3_url`, opened as
 * `/credentials/credential-bulk-uploads?file_url={uploads_s3_url}` in a new window.
 */
export interface NotificationCard extends NotificationItem {
  /** False until the signed-in user marks it (or all) as read. Unread state is per user, not per customer. */
  is_read: boolean;
}

/** The page of notifications, newest first; Load More asks for `current_page + 1` while `next_page_url` is set. */
export interface NotificationsResponse {
  notifications: Paginated<NotificationCard>;
  /** The signed-in user's unread notifications of the customer, all types (the sidebar badge). */
  unread_count: number;
}

/** GET /json/notifications/unread-count: the sidebar badge. */
export interface UnreadCountResponse {
  unread_count: number;
}

/**
 * PUT /json/notifications/{id}/read (one card seen; 404 for another customer's) and PUT /json/notifications/read-all
 * (Mark all as read): the confirmation and the new count.
 */
export interface MarkReadResponse {
  message: string;
  unread_count: number;
}

/* Settings (/settings): integration token */

/**
 * The customer's integration token. The full value is sent once, in the answer of the POST that made it; every
 * later read has it masked. Stored hashed: it cannot be shown again, only regenerated.
 */
export interface IntegrationToken {
  /** The full token (`is_masked: false`, only right after generating) or a mask such as `••••••••••••a1B2`. */
  token: string;
  is_masked: boolean;
  /** ISO timestamp of generation. */
  created_at: string;
  created_at_diff_for_humans: string;
  /** ISO timestamp of its last use by an integration; null when never used. */
  last_used_at: string | null;
}

/** GET /json/settings/token (any role): the masked token, or null when none exists (show Generate to owners and admins). */
export interface IntegrationTokenResponse {
  token: IntegrationToken | null;
}

/**
 * POST /json/settings/token (owner and admin; 403 otherwise): 201 with the full token when none exists;
 * 409 when one exists already (it is not replaced: use regenerate).
 * POST /json/settings/token/regenerate (owner and admin): 200 with a new full token; the old one stops working at
 * once. Ask for confirmation first. `message`: "Token generated successfully" (part 2 §8) or its regenerate text.
 */
export interface GeneratedTokenResponse {
  message: string;
  token: IntegrationToken;
}

/* Settings: account features and subscription */

/** GET /json/settings/features: the customer's features, each with name and description (sorted by name). */
export interface AccountFeaturesResponse {
  features: CustomerFeature[];
}

/** A subscription of the customer (part 2 §3). */
export interface Subscription {
  id: number;
  /** trialing, active or past_due: the subscription is current; canceled: it ended. */
  status: 'trialing' | 'active' | 'past_due' | 'canceled';
  subscription_plan: {
    name: string;
    description: string;
    /** Dollars per month, e.g. 149 or 49.5 (format as CAD money). */
    price_monthly: number;
  };
  stripe_subscription: {
    /** ISO timestamp of the trial's end; null when the plan has no trial. */
    trial_end: string | null;
  };
}

/** GET /json/subscriptions: the current (not canceled) subscriptions, newest first; the first is the active one. */
export interface SubscriptionsResponse {
  subscriptions: Subscription[];
}

/* Settings: expiry reminders (beyond the spec) */

/** The days before expiry a credential_expiring reminder may fire at. */
export const EXPIRY_REMINDER_DAYS = [90, 60, 30, 14, 7, 1] as const;
export type ExpiryReminderDay = (typeof EXPIRY_REMINDER_DAYS)[number];

/** ISO weekdays, Monday first; the digest goes out on the chosen one (UTC day). */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * A customer's reminder schedule. Defaults (until saved): days_before [90, 30], recipient_roles ['owner', 'admin'],
 * notify_worker false, weekly_digest_day null. Each credential of an active worker gets one reminder per
 * threshold and expiry date, at most: the notification in the feed, and an e-mail to every user whose role is
 * listed (and to the worker, when notify_worker and the worker has an e-mail), in each one's language.
 */
export interface ExpiryReminderSettings {
  /** Thresholds chosen, largest first; empty turns reminders off. */
  days_before: ExpiryReminderDay[];
  /** Roles of the customer's users who receive the reminder and digest e-mails. */
  recipient_roles: Role[];
  /** Also e-mail the worker whose credential expires. */
  notify_worker: boolean;
  /** The weekly digest's day (what expires in the next 30 days, what expired last week); null = off. */
  weekly_digest_day: Weekday | null;
}

/** GET /json/settings/expiry-reminders (any role). */
export interface ExpiryReminderSettingsResponse {
  expiry_reminders: ExpiryReminderSettings;
}

/**
 * PUT /json/settings/expiry-reminders with the whole ExpiryReminderSettings (owner and admin; 403 otherwise).
 * 422 with field errors on days_before, recipient_roles, notify_worker, weekly_digest_day.
 */
export interface UpdateExpiryRemindersResponse extends ExpiryReminderSettingsResponse {
  message: string;
}

/* Undelivered mail (/settings/undelivered-mail, issue 17): e-mail the portal could not deliver in its 24-hour retry window. */

/** GET /json/mail/undelivered (owner and admin only; 403 otherwise) — no body is sent: a mail may carry a link meant for its recipient alone. */
export interface UndeliveredMail {
  id: number;
  to_address: string;
  subject: string;
  /** The mail server's last answer. */
  error: string | null;
  attempts: number;
  created_at: string;
  /** When it was last sent again (by hand, or once the mail server took mail again); null if never. */
  resent_at: string | null;
}

export interface UndeliveredMailResponse {
  undelivered_mail: Paginated<UndeliveredMail>;
}

/** POST /json/mail/undelivered/{id}/resend (owner and admin): queued again; it leaves the list. */
export interface ResendMailResponse {
  message: string;
}
