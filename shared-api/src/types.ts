/**
 * The API contract: the spec's entities as the JSON API sends them. Used by the server to type its
 * responses and by every remote to type what it reads, so drift is a compile error.
 */

export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

/**
 * How the server read an uploaded CSV file (the worker import, the bulk credential upload), for the preview to
 * say: the separator of its header line, its encoding and whether it began with a UTF-8 byte-order mark.
 * encoding_certain is false when the bytes could be Windows-1252 or Mac Roman: the preview asks which shows the
 * accents right, and sends the file again with that `encoding`.
 */
export interface CsvReading {
  delimiter: 'comma' | 'semicolon' | 'tab';
  encoding: CsvEncoding;
  byte_order_mark: boolean;
  encoding_certain: boolean;
}

export type CsvEncoding = 'utf-8' | 'windows-1252' | 'macintosh';

/**
 * An uploaded CSV file in a JSON body: its text (`csv`, for API callers; read as UTF-8) or its bytes in base64
 * (`csv_base64`, what the portal sends, so that any encoding arrives intact), and the encoding chosen in the
 * preview when the server was unsure.
 */
export interface CsvUploadInput {
  csv?: string;
  csv_base64?: string;
  encoding?: CsvEncoding;
}

/** Laravel's page-number pagination shape, which the spec's screens read. */
export interface Paginated<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  from: number | null;
  to: number | null;
  total: number;
  next_page_url: string | null;
  prev_page_url: string | null;
}

export type Role = 'owner' | 'admin' | 'member';
export type CustomerMode = 'normal' | 'demo';
export type FeatureLabel = 'credentials' | 'crews' | 'jobs_feed' | 'access' | 'local_construction_association';

/** The portal's languages (ADR 13): Canadian English and Canadian French. */
export type Locale = 'en-CA' | 'fr-CA';

export interface User {
  id: number;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string;
  image_url: string | null;
  /**
   * The language the user reads the portal in, chosen with the language switch (PUT /json/users/me/locale).
   * null (or absent, from a server that predates it) until they choose: the portal then keeps the device's language
   * (the browser's), so a stored default never overrides a French browser.
   */
  locale: Locale | null;
  pivot?: { role: Role };
}

export interface CustomerFeature {
  id: number;
  label: FeatureLabel;
  name: string;
  description: string;
}

export interface EnterpriseCustomer {
  id: number;
  name: string;
  mode: CustomerMode;
  features: CustomerFeature[];
  /** External access site opened from the sidebar when the access feature is on. */
  access_url: string | null;
  /**
   * Where the customer works (ISO 3166-1 alpha-2, 'CA' for Canada): addresses are written with Canadian words
   * (Province, Postal code) unless it is elsewhere. Absent from a server that predates it, read as Canada.
   */
  country?: string;
}

export interface EnterpriseCustomerUser {
  id: number;
  user_id: number;
  enterprise_customer_id: number;
  role: Role;
}

export interface EnterpriseCustomerResponse {
  enterprise_customer: EnterpriseCustomer;
  enterprise_customer_user: EnterpriseCustomerUser;
}

export interface MeResponse {
  user: User;
}

/** PUT /json/users/me/locale. */
export interface UpdateLocaleRequest {
  locale: Locale;
}

/** The user with the stored locale, and a confirmation written in it. */
export interface UpdateLocaleResponse extends MeResponse {
  message: string;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface LoginResponse {
  user: User;
  /** The session's new CSRF token: the login rotates the session, so the page's token is replaced. */
  csrf_token: string;
  /**
   * Every customer the user belongs to, the session's current one marked `is_current` (the one joined first).
   * With more than one, the page asks which to work in (PUT /json/session/customer). Signing in also accepts the
   * outstanding invitations sent to the user's e-mail, so a customer just joined is listed here.
   * Always sent by the server; optional only so older test doubles of this answer still type.
   */
  customers?: UserCustomer[];
}

/**
 * POST /json/auth/login answers 202 with this instead of a session when the account is under attack (many wrong
 * passwords from devices it does not know) and the correct password came from such a device: a one-time code was
 * e-mailed to the account, and POST /json/auth/login/code with it opens the session on this device.
 */
export interface LoginCodeRequiredResponse {
  code_required: true;
  message: string;
}

/** POST /json/auth/login/code: the e-mailed code, from the device that gave the password (200: LoginResponse). */
export interface LoginCodeRequest {
  email: string;
  code: string;
}

/** POST /json/password-resets: asks for a reset link. The answer is the same whether or not the e-mail has an account. */
export interface PasswordResetRequest {
  email: string;
}

/** GET /json/password-resets/{token}: a link still usable names the account it resets (404 otherwise). */
export interface PasswordResetLinkResponse {
  email: string;
  /** When the link stops working (ISO timestamp). */
  expires_at: string;
}

/**
 * POST /json/password-resets/{token}: the new password, typed twice: at least MIN_PASSWORD_LENGTH characters, not a
 * common password, not containing the account's e-mail or name (422 on `password`).
 */
export interface PasswordResetInput {
  password: string;
  password_confirmation: string;
}

/** The new password is set, the link used up and every session of the account ended; the page sends the user to sign in. */
export interface PasswordResetResponse {
  message: string;
  email: string;
}

export interface Tag {
  id: number;
  name: string;
  color: string;
}

export interface WorkerTagSummary {
  tag: Tag;
  tag_count: number;
}

export interface CrewSummary {
  id: number;
  name: string;
  crew_workers_count: number;
}

export interface WorkerSummary {
  id: number;
  full_name: string;
  created_at: string;
  created_at_diff_for_humans: string;
  crews_count: number;
}

export type NotificationType =
  | 'credential_expiring'
  | 'credential_request_fulfilled'
  | 'bulk_credential_upload'
  | 'user_credential_request_fulfilled'
  | 'crew_admin_changed'
  | 'worker_removed_from_crew'
  | 'credential_request_withdrawn'
  | 'worker_added_to_crew'
  | 'worker_user_credential_copied'
  | 'worker_archived'
  | 'worker_restored'
  | 'mail_undelivered';

export interface NotificationItem {
  id: number;
  notification_type: NotificationType;
  notification_card_title: { title: string; color: string };
  message: string;
  created_at: string;
  created_at_diff_for_humans: string;
  metadata: {
    fulfilment_details?: { user_credential?: { s3_url: string | null } };
    uploads_s3_url?: string;
    [key: string]: unknown;
  };
}

export interface WorkersSummaryResponse {
  workers: WorkerSummary[];
  workers_count: number;
}

export interface CrewsSummaryResponse {
  crews: CrewSummary[];
  crews_count: number;
}

export interface NotificationsSummaryResponse {
  notifications: NotificationItem[];
}

export interface WorkerTagsSummaryResponse {
  tags: WorkerTagSummary[];
}

export type ExpiringFilter = '' | '30_days' | '60_days' | '90_days' | 'expired';

export interface CredentialIssuerRef {
  id: number;
  name: string;
}

/** A user credential as the credential lists show it. */
export interface UserCredential {
  id: number;
  credential_id: number | null;
  user_credential_type_id: number | null;
  name: string;
  document_number: string | null;
  issued: string | null;
  issued_pretty_date: string | null;
  expiry: string | null;
  expires_pretty_date: string | null;
  expiry_diff_for_humans: string | null;
  is_expired: boolean;
  s3_url: string | null;
  user_id: number | null;
  enterprise_customer_worker_id: number | null;
  owned_by_enterprise_customer: boolean;
  enterprise_customer_credential_issuer: CredentialIssuerRef | null;
  training_provider_issuer: { name: string } | null;
  notes: string | null;
  worker: { id: number; full_name: string } | null;
  /** Read from a file or sent by the worker through a link, and not yet confirmed by a person: 'Needs review'. */
  needs_review: boolean;
}

export interface CredentialsResponse {
  credentials: Paginated<UserCredential>;
}

/**
 * A sidebar entry a remote serves. Its `to` (and its children's) are also the base paths the shell
 * routes to that remote.
 */
export interface RemoteNavItem {
  key: string;
  /** In en-CA (the spec's label). */
  label: string;
  /**
   * The label in other languages, shipped in the manifest so the sidebar can show it without loading the remote.
   * Without one the shell uses its own translation of the area's label (shell/src/i18n `nav.<key>`), or `label`.
   */
  labels?: Partial<Record<Locale, string>>;
  to: string;
  /** A shared-ui icon name. */
  icon: string;
  /** Position in the sidebar; the spec's order is kept by steps of 10 (Dashboard 10, Notifications 20, ...). */
  order: number;
  /** Active only on an exact match (the Dashboard at /). */
  end?: boolean;
  /** Listed in the group pinned at the bottom of the sidebar. */
  pinned?: boolean;
  /** Shown only when the customer has this feature. */
  feature?: FeatureLabel;
  /** Sub-items, shown only while the current path is within the parent's. */
  children?: Array<Pick<RemoteNavItem, 'key' | 'label' | 'labels' | 'to' | 'icon'>>;
}

/** A remote's `./manifest`: what the shell needs to list and route to it without loading its code. */
export interface RemoteManifest {
  /** Federation name, e.g. mfe_dashboard. */
  name: string;
  /** Human name used in messages ("Dashboard could not be loaded."), in en-CA. */
  label: string;
  /** The same in other languages (see RemoteNavItem.labels). */
  labels?: Partial<Record<Locale, string>>;
  nav: RemoteNavItem[];
  /** Further base paths the remote serves without a sidebar entry of their own (e.g. /association). */
  routes?: string[];
  /**
   * What each of the remote's pages (by its path, e.g. '/' or '/workers') asks for on its first render with no
   * query string: the server puts these answers in the page, so the page renders with its data at once instead of
   * after one round trip per call. A remote's test holds each list to what its page really asks for.
   */
  firstData?: Record<string, FirstData[]>;
}

/** A call a page makes on its first render: `url` under /json (with its query), `key` the SWR key that reads it. */
export interface FirstData {
  key: string | Array<string | number | Record<string, string | number | boolean | Array<string | number>>>;
  url: string;
}

/** A version of a remote that was live once; kept so a rollback can switch back to it. */
export interface RemoteVersion {
  version: string;
  /** URL of the remote's container, e.g. /mfe/mfe_dashboard/1.0.0-3f9a1c2b/remoteEntry.js. */
  entry: string;
  deployed_at: string;
}

export interface DeployedRemote extends RemoteVersion {
  manifest: RemoteManifest;
  /** Earlier versions, oldest first. */
  history: RemoteVersion[];
}

/** /remotes.json: which version of each remote is live. `{ remotes: {} }` (or a 404) means none. */
export interface RemotesFile {
  remotes: Record<string, DeployedRemote>;
}

export interface UserCredentialResponse {
  user_credential: UserCredential;
}

/** One customer the signed-in user belongs to. */
export interface UserCustomer {
  /** The enterprise customer's id. */
  id: number;
  name: string;
  /** The user's role in that customer. */
  role: Role;
  /** True for the customer the session is working in (every query is scoped to it). */
  is_current: boolean;
}

/** GET /json/users/me/customers: every customer of the signed-in user, by name. */
export interface UserCustomersResponse {
  customers: UserCustomer[];
}
