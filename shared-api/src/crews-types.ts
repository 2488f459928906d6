/**
 * Contract of the crews area (spec part 2 §2 "Crew list" / "Crew detail", §3 entities, §7 "Crews" and "Time logs",
 * §9 constants; issue 13). Every URL is under /json (apiFetch adds the prefix). Dates are calendar dates
 * 'YYYY-MM-DD'; timestamps are ISO strings; the *_pretty_date and *_diff_for_humans strings are written by the
 * server in the request's language. Every message in a response is already in the request's language.
 */
import type { NotificationItem, Paginated, Tag, UserCredential, WorkerTagSummary } from './types';
import type { LinkedPlatformUser, TimeLog } from './workers-types';

/** §9: a customer without the `crews` feature may hold this many crews; the server refuses the next one (403). */
export const CREW_LIMIT_WITHOUT_FEATURE = 3;
/** §9: description previews the server cuts (an ellipsis '…' is appended when cut). */
export const CREW_CARD_DESCRIPTION_LENGTH = 255;
export const CREW_HEADING_DESCRIPTION_LENGTH = 120;
/** §9: the crew card's tag summary holds the crew workers' 5 most used tags. */
export const CREW_CARD_TAG_COUNT = 5;
/** §9: the crew credentials table names the first 3 holders and shows +N for the rest. */
export const CREW_CREDENTIAL_WORKER_PREVIEW = 3;
/** §9: expiring sub-tab window (days); expired ones are listed too. */
export const CREW_EXPIRING_WINDOW_DAYS = 90;
/** §9: a new crew credential's name needs at least this many characters (client alert and server 422). */
export const CREW_CREDENTIAL_NAME_MIN = 3;
/** Crews per page of GET /json/crews. */
export const CREWS_PER_PAGE = 12;

export interface CrewType {
  id: number;
  name: string;
}

/** GET /json/crews/types: the platform's presets and the customer's own types, by name. */
export interface CrewTypesResponse {
  crew_types: CrewType[];
}

/** A user of the customer as the crew pages name them (administrator, note author, candidates). */
export interface CrewUser {
  id: number;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string;
  image_url: string | null;
  /** The user's role in the customer: 'owner' and 'admin' are the customer's admins. */
  role: 'owner' | 'admin' | 'member';
}

/** A card on /crews (GET /json/crews). */
export interface CrewCard {
  id: number;
  name: string;
  /** The description cut at 255 characters (CREW_CARD_DESCRIPTION_LENGTH), '…' appended when cut; '' when none. */
  description_preview: string;
  /** The image to show (served through /json/files...), or null: the card shows a placeholder. */
  crew_image_url: string | null;
  crew_type_id: number | null;
  crew_type: CrewType | null;
  admin_id: number;
  admin: { id: number; full_name: string };
  /** The crew workers' 5 most used tags with how many crew workers carry each (CREW_CARD_TAG_COUNT). */
  worker_tags_summary: WorkerTagSummary[];
  /** Number of workers in the crew. */
  crew_workers_count: number;
}

/** GET /json/crews?crew_type_id=&page= (page size CREWS_PER_PAGE, ordered by name). */
export interface CrewsResponse {
  crews: Paginated<CrewCard>;
  /** All the customer's crews, whatever the filter (the limit counts these). */
  count: number;
  /**
   * CREW_LIMIT_WITHOUT_FEATURE when the customer lacks the `crews` feature, null when unlimited.
   * When `count >= crew_limit` Create Crew shows the limit modal instead of the form (the server also refuses).
   */
  crew_limit: number | null;
}

/** GET /json/crews/search?search= : crews whose name contains the text (at most 20), for pickers. */
export interface CrewSearchResponse {
  crews: Array<{ id: number; name: string }>;
}

export interface CrewWorkerQuota {
  /** null: no lower bound. */
  min_workers: number | null;
  /** null: no upper bound. */
  max_workers: number | null;
}

/** An imported crew attached to one of the customer's crews: its Shared Crews card (spec's crew_shared_imports, ADR 0015). */
export interface CrewSharedImport {
  id: number;
  imported_crew: { id: number; name: string; crew_image_url: string | null; customer: { name: string } };
}

/**
 * POST /json/crews/{crewId}/shared-crews: puts a crew shared with the customer on this crew's Shared Crews card
 * (201; 200 when it is there already). 422 shared_crew_id 'This crew is not shared with you.'.
 */
export interface CrewSharedImportInput {
  shared_crew_id: number;
}
export interface CrewSharedImportResponse {
  message: string;
  crew_shared_import: CrewSharedImport;
}
/** DELETE /json/crews/{crewId}/shared-crews/{importId} answers MessageResponse (404 when not this crew's). */

/** GET /json/crews/{crewId}: the heading card and the admin page. */
export interface Crew {
  id: number;
  name: string;
  /** The full description ('' when none). */
  description: string;
  /** Cut at 120 characters for the heading card (CREW_HEADING_DESCRIPTION_LENGTH), '…' appended when cut. */
  description_preview: string;
  crew_image_url: string | null;
  /** The stored image key (null when no image); informative only. */
  image_url_path: string | null;
  crew_type_id: number | null;
  crew_type: CrewType | null;
  admin_id: number;
  admin: CrewUser;
  /** The user who created the crew (null when that user is gone). */
  crew_owner_id: number | null;
  customer: { name: string };
  worker_tags_summary: WorkerTagSummary[];
  crew_workers_count: number;
  /** Same as crew_workers_count (the spec names both). */
  workers_count: number;
  crew_worker_quota: CrewWorkerQuota | null;
  /** §9 warning texts for the current worker count against the quota, e.g. 'Minimum workers quota of 3 is not met'. */
  quota_warnings: string[];
  crew_shared_imports: CrewSharedImport[];
  /** Whether the signed-in user may change the administrator (the customer's owner or admins only). */
  can_change_admin: boolean;
  created_at: string;
}

export interface CrewResponse {
  crew: Crew;
  /** Set on create and update ('Crew created successfully!', 'Crew updated successfully!'). */
  message?: string;
}

/**
 * POST /json/crews (multipart, sent by createCrew). Server 422 field messages: name 'Crew name is required',
 * admin_id 'Crew admin is required' / 'The selected crew admin is invalid.' (must be one of the customer's users),
 * crew_type_id (unknown type), image (not a PNG, JPEG or WebP by its content, or too large).
 * 403 with the limit message when the customer lacks `crews` and already has 3 crews.
 */
export interface CrewCreateInput {
  name: string;
  description?: string;
  admin_id: number | '';
  crew_type_id?: number | '' | null;
  image?: Blob | null;
}

/** PUT /json/crews/{crewId} (JSON). name must not be empty ('Name cannot be empty'). */
export interface CrewUpdateInput {
  name: string;
  description: string;
  crew_type_id: number | null;
}

/** GET /json/crews/users: the customer's users, for Create Crew's administrator picker. */
export interface CrewUsersResponse {
  users: CrewUser[];
}

/** GET /json/crews/{crewId}/admin. */
export interface CrewAdminResponse {
  admin: CrewUser;
  message?: string;
}

/**
 * GET /json/crews/{crewId}/admin/candidates: the customer's admins (owner and admin roles), the current
 * administrator flagged (not selectable).
 */
export interface CrewAdminCandidatesResponse {
  users: Array<CrewUser & { is_current: boolean }>;
}

/** PUT /json/crews/{crewId}/admin. Only the customer's owner/admins may (403 otherwise); writes crew_admin_changed. */
export interface CrewAdminInput {
  user_id: number;
}

// Workers ----------------------------------------------------------------------------------------------

/** The worker's open request for one credential in this crew. */
export interface CrewWorkerOpenRequest {
  id: number;
  credential_id: number | null;
  /** Null: only the token's hash is kept (ADR 0018); the link was given once, when the request was made or sent again. */
  url: string | null;
  last_requested_date: string;
}

/** A row of the crew workers table (GET /json/crews/{crewId}/workers). */
export interface CrewWorker {
  id: number;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string | null;
  phone_number: string | null;
  job_title: string | null;
  profile_picture_url: string | null;
  /** 1 active, 0 inactive (the spec's wire format). */
  is_active: 0 | 1;
  tags: Tag[];
  user: LinkedPlatformUser | null;
  created_at_diff_for_humans: string;
  /** When the worker joined this crew ('added on'); one entry, for this crew. */
  workers_crews: Array<{ crew_id: number; created_at: string; created_at_pretty_date: string; created_at_diff_for_humans: string }>;
  /** The worker's open credential requests of this crew. */
  credential_requests: CrewWorkerOpenRequest[];
}

/** GET /json/crews/{crewId}/workers: every crew worker, by name. */
export interface CrewWorkersResponse {
  workers: CrewWorker[];
  crew_worker_quota: CrewWorkerQuota | null;
  /** §9 warning texts ('Minimum workers quota of {n} is not met', 'Maximum workers quota is exceeded by {n}'). */
  quota_warnings: string[];
}

/** GET /json/crews/{crewId}/workers/available: the customer's active workers not in the crew (+ Workers list; filter locally). */
export interface CrewAvailableWorkersResponse {
  workers: Array<{ id: number; full_name: string; email: string | null; profile_picture_url: string | null }>;
}

/** A credential in the catalogue (the platform's or the customer's). */
export interface CrewCredential {
  id: number;
  label: string;
}

/**
 * GET /json/crews/{crewId}/workers/{workerId}/missing-credentials: what the worker lacks of the crew's followed
 * credentials (no valid, unexpired one) — asked before adding (issue 13 "beyond the spec").
 */
export interface CrewWorkerMissingCredentialsResponse {
  missing_credentials: CrewCredential[];
}

/** POST /json/crews/{crewId}/workers/{workerId} (part 1's add to crew). Body optional. */
export interface CrewAddWorkerInput {
  /** true: also opens (and e-mails) a request for each followed credential the worker lacks, in the same call. */
  request_missing?: boolean;
  /** Message put in those requests. */
  message?: string;
}

export interface CrewAddWorkerResponse {
  /** 'Successfully add worker to crew!' (the spec's text), in the request's language. */
  message: string;
  /** What the worker lacks of the followed credentials (after the add). */
  missing_credentials: CrewCredential[];
  /** How many requests the call opened (0 unless request_missing). */
  requests_opened: number;
  crew_worker_quota: CrewWorkerQuota | null;
  quota_warnings: string[];
}

/**
 * DELETE /json/crews/{crewId}/workers/{workerId}: 'Worker removed from crew!'; deletes the worker's open credential
 * requests of this crew (their links stop working) and writes worker_removed_from_crew.
 */
export interface CrewRemoveWorkerResponse {
  message: string;
  crew_worker_quota: CrewWorkerQuota | null;
  quota_warnings: string[];
}

/**
 * GET/POST /json/crews/{crewId}/quotas/worker-count. POST body: numbers ≥ 0 or null (empty = none); min ≤ max;
 * both 0 (or both null) removes the quota. A 422's message (and errors.min_workers / errors.max_workers) shows inline.
 */
export interface CrewQuotaInput {
  min_workers: number | null;
  max_workers: number | null;
}

export interface CrewQuotaResponse {
  crew_worker_quota: CrewWorkerQuota | null;
  quota_warnings: string[];
  /** On POST: 'Quota updated successfully'. */
  message?: string;
}

// Worker sidebar -----------------------------------------------------------------------------------------

/** Where a worker stands on one followed credential. */
export type CrewCredentialStatus = 'valid' | 'expiring' | 'expired' | 'missing';

/** A credential request of a crew (spec §3 "Credential request (crew)"). */
export interface CrewCredentialRequest {
  id: number;
  credential_id: number | null;
  credential: CrewCredential | null;
  worker: { id: number; full_name: string };
  message: string | null;
  created_at_pretty_date: string;
  last_requested_date: string;
  /**
   * The public fulfil page's path (/credential-requests/{token}), only in the answer of the call that made the link
   * (request, Send again); null when listed (ADR 0018: only the token's hash is kept).
   */
  url: string | null;
}

/**
 * GET /json/crews/{crewId}/workers/{workerId}/credentials: the sidebar's Crew Credentials and Users Credentials tabs.
 * crew_credentials: one row per followed credential with the worker's best holding (latest expiry) and open request.
 */
export interface CrewWorkerCredentialsResponse {
  crew_credentials: Array<{
    credential: CrewCredential;
    status: CrewCredentialStatus;
    user_credential: UserCredential | null;
    credential_request: CrewCredentialRequest | null;
  }>;
  /** Every credential the worker holds (Users Credentials tab). */
  user_credentials: UserCredential[];
  /** The worker's open requests of this crew. */
  credential_requests: CrewCredentialRequest[];
}

/** GET /json/crews/{crewId}/workers/{workerId}/credential-requests: the worker's open requests of this crew. */
export interface CrewWorkerCredentialRequestsResponse {
  credential_requests: CrewCredentialRequest[];
}

/** GET /json/crews/{crewId}/workers/{workerId}/user-credential-update-requests: open update requests for the worker's credentials. */
export interface CrewWorkerUpdateRequestsResponse {
  user_credential_update_requests: Array<{
    id: number;
    /** Null: only the token's hash is kept (ADR 0018). */
    update_url: string | null;
    message: string | null;
    created_at_pretty_date: string;
    created_diff_for_humans: string;
    user_credential: { id: number; name: string };
  }>;
}

// Credential follows -------------------------------------------------------------------------------------

/** A credential the crew follows (spec §3 "Crew credential follow"). */
export interface CrewCredentialFollow {
  id: number;
  credential_id: number;
  credential: CrewCredential;
  created_at_diff_for_humans: string;
}

/** GET /json/crews/{crewId}/credential-follows: by label. */
export interface CrewCredentialFollowsResponse {
  credential_follows: CrewCredentialFollow[];
}

/**
 * GET /json/crews/{crewId}/summaries/credential-follows (dashboard card): per followed credential, follow_count =
 * how many crew workers hold a valid (unexpired) one, out of workers_count.
 */
export interface CrewFollowSummary {
  credential: CrewCredential;
  follow_count: number;
  workers_count: number;
}
export interface CrewFollowSummariesResponse {
  follows: CrewFollowSummary[];
}

/** GET /json/crews/{crewId}/summaries/worker-tags: the crew workers' tags with counts, most used first. */
export interface CrewWorkerTagsResponse {
  tags: WorkerTagSummary[];
}

/**
 * GET /json/crews/{crewId}/credentials/follows-workers (the all sub-tab): per followed credential, the first 3
 * crew workers holding a valid one (`workers`) and how many hold one (`workers_count`; +N = workers_count - 3).
 */
export interface CrewFollowWithWorkers extends CrewCredentialFollow {
  workers: Array<{ id: number; full_name: string }>;
  workers_count: number;
  /** Crew workers without a valid one. */
  missing_count: number;
}
export interface CrewFollowsWorkersResponse {
  follows: CrewFollowWithWorkers[];
}

/** A user credential of a crew worker (expiring sub-tab). */
export type CrewUserCredential = UserCredential;

/**
 * GET /json/crews/{crewId}/credentials?expired=true&expiringInDays=90&page= (expiring sub-tab): crew workers'
 * credentials of followed credentials expiring within the window or already expired, soonest first.
 * Without the parameters: all crew workers' credentials of followed credentials.
 */
export interface CrewCredentialsResponse {
  user_credentials: Paginated<CrewUserCredential>;
}

/** A worker lacking a followed credential, with the open request if any. */
export interface CrewMissingWorker {
  id: number;
  full_name: string;
  email: string | null;
  profile_picture_url: string | null;
  /** null: show Request Credential; else its last requested date, Withdraw Request and View Request (url). */
  credential_request: CrewCredentialRequest | null;
  /**
   * The worker sent a current copy that waits for the employer's review: still lacking (it does not count as held),
   * shown "Needs review" apart and not asked for again.
   */
  awaiting_review: boolean;
}

/** GET /json/crews/{crewId}/credential-follows/missing (missing sub-tab): only credentials someone lacks. */
export interface CrewMissingCredentialsResponse {
  credentials: Array<{
    id: number;
    label: string;
    credential_follow_id: number;
    workers_without_credential: CrewMissingWorker[];
  }>;
}

/** GET /json/crews/{crewId}/credential-follows/{followId}: the follow detail. */
export interface CrewFollowDetailResponse {
  credential: CrewCredential;
  credential_follow: CrewCredentialFollow;
  workers_with_credential: Array<{ id: number; full_name: string; user_credential: UserCredential }>;
  workers_missing_credential: CrewMissingWorker[];
}

/** GET /json/crews/{crewId}/credentials-search?credential_name= (more than 2 characters): not yet followed, at most 20. */
export interface CrewCredentialSearchResponse {
  credentials: CrewCredential[];
}

/** POST /json/crews/{crewId}/credentials/{credentialId} (follow): message 'Credential {name} successfully added to crew {crew}'. */
export interface CrewFollowResponse {
  message: string;
  credential_follow: CrewCredentialFollow;
}

/**
 * POST /json/crews/{crewId}/credentials/create: creates the customer's credential (or reuses one of that name)
 * and follows it. 422 errors.credential_name when shorter than 3 characters (the spec's alert text).
 */
export interface CrewCreateCredentialInput {
  credential_name: string;
}
export interface CrewCreateCredentialResponse extends CrewFollowResponse {
  credential: CrewCredential;
}

/** POST /json/crews/{crewId}/credentials/{credentialId}/request: opens and e-mails one request (409 if one is open). */
export interface CrewCredentialRequestInput {
  worker_id: number;
  message?: string;
}
/**
 * POST /json/crews/{crewId}/credentials/{credentialId}/request and POST /json/crews/{crewId}/credential-requests/
 * {requestId}/resend (Send again: a new link e-mailed, the previous one stops working): the only answers that carry
 * the link (`link` absolute, `credential_request.url` its path).
 */
export interface CrewCredentialRequestResponse {
  message: string;
  credential_request: CrewCredentialRequest;
  link: string;
}

/**
 * POST /json/crews/{crewId}/credentials/{credentialId}/request-mass: one open request for every crew worker
 * missing the credential; workers with one open already are left alone (idempotent).
 */
export interface CrewMassRequestInput {
  message?: string;
}
export interface CrewMassRequestResponse {
  message: string;
  /** Requests opened by this call. */
  opened: number;
  /** Missing workers who already had an open request. */
  already_open: number;
}

/** A crew's notification as returned by a withdrawal (the notifications list uses NotificationItem). */
export type CrewNotification = NotificationItem;

/** DELETE /json/crews/{crewId}/credential-requests/{requestId}: the link stops working; writes credential_request_withdrawn. */
export interface CrewWithdrawRequestResponse {
  message: string;
  notification: CrewNotification;
}

// Compliance outlook -------------------------------------------------------------------------------------

/** One followed credential's outlook. "Holds" = has one with no expiry or an expiry on/after that day. */
export interface CrewOutlookCredential {
  credential: CrewCredential;
  credential_follow_id: number;
  /** Crew workers holding a valid one today, and on today+30, +60, +90 days. */
  holders: { today: number; in_30_days: number; in_60_days: number; in_90_days: number };
  /**
   * The first day within 90 days on which a current holder loses it (the day after their expiry), with who, and how
   * many will still hold it then ("Maria Lopez's Fall Protection expires 3 Mar — 4 of 6 will hold it"). null: nobody within 90 days.
   */
  first_loss: {
    /** The expiry date (the last valid day). */
    expiry: string;
    expiry_pretty_date: string;
    workers: Array<{ id: number; full_name: string }>;
    holders_after: number;
  } | null;
}

/** GET /json/crews/{crewId}/compliance-outlook (dashboard and credentials tab). */
export interface CrewComplianceOutlookResponse {
  /** Today (the server's calendar date) the windows count from. */
  as_of: string;
  workers_count: number;
  credentials: CrewOutlookCredential[];
}

// Dashboard ------------------------------------------------------------------------------------------------

/** GET /json/crews/{crewId}/dashboard: the four cards in one call. */
export interface CrewDashboardResponse {
  /** The first 4 workers by name. */
  workers: Array<{ id: number; full_name: string; profile_picture_url: string | null; job_title: string | null }>;
  workers_count: number;
  credential_follows: CrewFollowSummary[];
  worker_tags: WorkerTagSummary[];
  /** The crew's 5 latest time logs. */
  time_logs: TimeLog[];
}

// Shares ------------------------------------------------------------------------------------------------

/**
 * A share of the crew (spec §3 "Crew share"). Tokens are stored hashed only: the link is returned once, by create
 * and resend (`link`), never by the list. Resend makes a new link and the previous one stops working.
 */
export interface CrewShare {
  id: number;
  crew_id: number;
  recipient_name: string;
  recipient_email: string;
  message: string;
  created_at: string;
  created_at_pretty_date: string;
  created_at_diff_for_humans: string;
  last_sent_at: string;
  /** Last day the link works (inclusive), or null for no expiry. */
  expires_at: string | null;
  is_expired: boolean;
  /** When the public page was last read, null if never. */
  last_opened_at: string | null;
  last_opened_diff_for_humans: string | null;
  /** How many times the public page was read. */
  open_count: number;
}

/** POST /json/crews/{crewId}/shares. 422: recipient_email required/invalid, expires_at a date not in the past. */
export interface CrewShareInput {
  recipient_name: string;
  recipient_email: string;
  message: string;
  /** Optional 'YYYY-MM-DD'; null or '' for no expiry. */
  expires_at?: string | null;
}

export interface CrewShareResponse {
  message: string;
  crew_share: CrewShare;
  /** The absolute public URL (/shares/crews/{token}) for Copy Link; only in this answer. */
  link: string;
}

/** GET /json/crews/{crewId}/shares?page= : open (not withdrawn) shares, newest first; pages are appended. */
export interface CrewSharesResponse {
  crew_shares: Paginated<CrewShare>;
}

/** A crew another customer shared with this customer (recipient e-mail is one of this customer's users). */
export interface ImportedCrew {
  /** The shared crew's id (use it in the imported-crew URLs). */
  id: number;
  name: string;
  description_preview: string;
  crew_image_url: string | null;
  customer: { name: string };
  workers_count: number;
  crew_share_id: number;
  shared_at: string;
  shared_at_diff_for_humans: string;
  expires_at: string | null;
}

/** GET /json/crews/{crewId}/shares/imported (also GET /json/crews/shares/imported): crews shared with the customer. */
export interface ImportedCrewsResponse {
  crews: ImportedCrew[];
  /** The shares behind them: id, sender's crew id, recipient. */
  crew_shares: Array<{ id: number; crew_id: number; recipient_email: string; expires_at: string | null }>;
}

/** A credential as a shared crew shows it (read-only). */
export interface SharedCrewCredential {
  id: number;
  name: string;
  issued: string | null;
  issued_pretty_date: string | null;
  expiry: string | null;
  expires_pretty_date: string | null;
  is_expired: boolean;
  /**
   * False while the employer has not verified the copy (sent by the worker or read from a file, waiting for review):
   * shown "Not yet verified by the employer", as the wallet shows it, and not counted as held.
   */
  counts_as_held: boolean;
}

/** A contact the worker marked publicly visible. */
export interface SharedCrewContact {
  id: number;
  full_name: string;
  relationship: string | null;
  phone: string | null;
  email: string | null;
}

export interface SharedCrewWorker {
  id: number;
  full_name: string;
  job_title: string | null;
  profile_picture_url: string | null;
  credentials: SharedCrewCredential[];
  /** Publicly visible contacts only. */
  contacts: SharedCrewContact[];
}

export interface SharedCrew {
  id: number;
  name: string;
  description: string;
  crew_image_url: string | null;
  customer: { name: string };
  workers: SharedCrewWorker[];
}

/**
 * GET /json/crews/{crewId}/shares/imported/crews/{sharedCrewId}: an imported crew, read-only.
 * 403 with message 'This crew is not shared with you.' when it is not (or no longer) shared with the customer.
 */
export interface ImportedCrewResponse {
  crew: SharedCrew;
}

/** GET /json/crews/{crewId}/shares/imported/crews/{sharedCrewId}/workers/{workerId}/credentials. */
export interface ImportedCrewWorkerCredentialsResponse {
  credentials: SharedCrewCredential[];
}

/** POST /json/crews/shares/request (Request a Crew). 422: 'Email is required.', 'Email is invalid.', 'Message is required.'. */
export interface CrewShareRequestInput {
  email: string;
  message: string;
}

/**
 * GET /json/shares/crews/{token} (public, no sign-in): reading it counts an open. Errors: 404 unknown link,
 * 410 withdrawn or expired, each with a message to show.
 */
export interface PublicSharedCrewResponse {
  crew: SharedCrew;
  share: { recipient_name: string; expires_at: string | null; shared_at_pretty_date: string };
}

// Notes, notifications, activity ------------------------------------------------------------------------

export interface CrewNote {
  id: number;
  note: string;
  created_at: string;
  created_at_diff_for_humans: string;
  created_by_user: { id: number; full_name: string } | null;
}

/** GET /json/crews/{crewId}/notes?page= : newest first, 10 a page; pages are appended. */
export interface CrewNotesResponse {
  notes: Paginated<CrewNote>;
}

/** POST /json/crews/{crewId}/notes. 422 errors.note 'Note cannot be empty'. */
export interface CrewNoteInput {
  note: string;
}
export interface CrewNoteResponse {
  message: string;
  note: CrewNote;
}

/** GET /json/crews/{crewId}/notifications?page= : the crew's notifications, newest first; pages are appended. */
export interface CrewNotificationsResponse {
  notifications: Paginated<CrewNotification>;
}

/**
 * GET /json/crews/{crewId}/activity?from=0&to=6 : the crew's time logs between today-`to` and today-`from` days
 * (Daily: first 0..6, Load More Logs asks 0..13, ...), newest first.
 */
export interface CrewActivityResponse {
  time_logs: TimeLog[];
  from_date: string;
  to_date: string;
}

/** GET /json/crews/{crewId}/activity/month-logs?year=&month= (Monthly). */
export interface CrewMonthLogsResponse {
  time_logs: TimeLog[];
}

/**
 * POST /json/crews/{crewId}/time-logs (worker in the body) or POST /json/crews/{crewId}/workers/{workerId}/time.
 * 422: worker_id 'Worker is required' (or not a crew worker), date 'Date is required', hours ≤ 24, minutes ≤ 59,
 * start, end and duration agreeing (`timeLogDuration`). The log carries the crew and shows on /workers/time-logs too.
 */
export interface CrewTimeLogInput {
  worker_id?: number | '';
  date: string;
  start_time?: string | null;
  end_time?: string | null;
  hours?: number | null;
  minutes?: number | null;
  notes?: string | null;
}
export interface CrewTimeLogResponse {
  message: string;
  time_log: TimeLog;
}
