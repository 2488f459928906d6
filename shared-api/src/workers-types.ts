/**
 * Contract of the workers area (spec part 1 §3 and §7, part 2 §2 time logs and the wallet page).
 * Dates are calendar dates 'YYYY-MM-DD'; timestamps are ISO strings.
 */
import type { CsvReading, CsvUploadInput, Locale, Paginated, Tag, UserCredential } from './types';

export interface Trade {
  id: number;
  name: string;
}

/** The linked account on the wider platform; its trade and the platform logo show on the card. */
export interface LinkedPlatformUser {
  id: number;
  full_name: string;
  trade: Trade | null;
}

export interface WorkerCrewRef {
  id: number;
  name: string;
}

export interface Worker {
  id: number;
  full_name: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone_number: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string | null;
  dob: string | null;
  bio: string | null;
  /** The language of the e-mails the worker receives (wallet, credential and update requests). */
  preferred_language: Locale;
  username: string | null;
  /** Whether a mobile-app password is set (the password itself is never sent). */
  has_password: boolean;
  profile_picture_url: string | null;
  job_title: string | null;
  tags: Tag[];
  crews: WorkerCrewRef[];
  crews_count: number;
  /** The worker's credentials past their expiry date. */
  credentials_expired_count: number;
  /** The worker's credentials that expire today or within the next EXPIRING_SOON_DAYS days. */
  credentials_expiring_count: number;
  /** 1 means active (the spec's wire format). */
  is_active: 0 | 1;
  user: LinkedPlatformUser | null;
  created_at: string;
  created_at_diff_for_humans: string;
}

export type WorkerOrder = 'name' | 'newest' | 'oldest';

/** The workers page filters; every value is a string as it travels in the URL. */
export interface WorkerFilters {
  order_by: WorkerOrder;
  /** 'true' active only, 'false' inactive only, '' all. */
  active: '' | 'true' | 'false';
  /** 'true' loads each worker's crews with it (the spec's default). */
  with_crews: '' | 'true';
  /** 'true' only workers in a crew, 'false' only workers in none, '' all. */
  has_crews: '' | 'true' | 'false';
  /** Tag names; a worker matches when it has any of them. */
  worker_tags: string[];
  search: string;
}

export const DEFAULT_WORKER_FILTERS: WorkerFilters = {
  order_by: 'name',
  active: 'true',
  with_crews: 'true',
  has_crews: '',
  worker_tags: [],
  search: '',
};

export interface WorkersResponse {
  workers: Paginated<Worker>;
}

export interface WorkerResponse {
  worker: Worker;
  message?: string;
}

/** Fields staff may set on a worker (create requires first and last name). */
export interface WorkerInput {
  first_name?: string;
  last_name?: string;
  email?: string | null;
  phone_number?: string | null;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  country?: string | null;
  dob?: string | null;
  bio?: string | null;
  /** The language of the e-mails the worker receives. */
  preferred_language?: Locale;
}

export interface LoginDetailsInput {
  username: string;
  password: string;
}

export interface WorkerCrew {
  id: number;
  name: string;
  crew_workers_count: number;
}

export interface WorkerCrewsResponse {
  crews: WorkerCrew[];
}

export interface WorkerCredentialRequest {
  id: number;
  /** The credential asked for (crew and customer requests). */
  credential: { id: number; label: string } | null;
  user_credential: { id: number; name: string } | null;
  crew: { id: number; name: string } | null;
  message: string | null;
  /** Null: only the token's hash is kept (ADR 0018); the link was given once, when the request was made or sent again. */
  url: string | null;
  created_diff_for_humans: string;
  last_requested_date: string;
}

export interface WorkerUpdateRequest {
  id: number;
  user_credential: { id: number; name: string };
  message: string | null;
  /** Null: only the token's hash is kept (ADR 0018); the link was given once, when the request was made or sent again. */
  update_url: string | null;
  created_diff_for_humans: string;
}

/**
 * POST /json/workers/{id}/credential-requests/{requestId}/resend (Send again: a new link e-mailed to the worker, the
 * previous one stops working): the link, absolute, given only by this answer.
 */
export interface RequestLinkResponse {
  message: string;
  link: string;
}

export interface WorkerCredentialRequestsResponse {
  credential_requests: WorkerCredentialRequest[];
  user_credential_requests: WorkerUpdateRequest[];
}

export interface TagsResponse {
  tags: Tag[];
}

export interface TagInput {
  name: string;
  color: string;
}

export interface WorkerNote {
  id: number;
  note: string;
  enterprise_customer_worker_id: number;
  created_at: string;
  created_at_diff_for_humans: string;
  created_by_user: { id: number; full_name: string } | null;
}

export interface WorkerNotesResponse {
  notes: Paginated<WorkerNote>;
}

export type ContactType = 'emergency' | 'other';

export interface WorkerContact {
  id: number;
  contact_type: ContactType;
  first_name: string;
  last_name: string;
  full_name: string;
  relationship: string | null;
  phone: string | null;
  publicly_visible: boolean;
  email: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}

export type WorkerContactInput = Partial<Omit<WorkerContact, 'id' | 'full_name'>>;

export interface WorkerContactsResponse {
  contacts: WorkerContact[];
}

/**
 * A wallet link (spec: id, token, worker, metadata.access.emails, created_at_diff). Only the token's hash is stored
 * (ADR 0018): `token` and `url` are given once, by the answer that made the link (share, Send again), and are null
 * in lists.
 */
export interface WalletToken {
  id: number;
  /** The raw token, only in the share and resend answers; null when listed. */
  token: string | null;
  /** Where the wallet opens (/wallet?token=...), only in the share and resend answers; null when listed. */
  url: string | null;
  worker: { id: number; full_name: string };
  metadata: { access: { emails: string[] } };
  created_at: string;
  created_at_diff: string;
  /** The last day the link opens (YYYY-MM-DD); null: until the access is removed. */
  expires_on: string | null;
}

export interface WalletTokensResponse {
  wallet_tokens: WalletToken[];
}

/**
 * POST /json/workers/{id}/wallets (share) and POST /json/workers/{id}/wallets/{tokenId}/resend (Send again: a new
 * link e-mailed, the previous one stops working): the only answers that carry the link. `link` is absolute.
 */
export interface WalletShareResponse {
  message: string;
  wallet_token: WalletToken;
  link: string;
}

export interface MessageResponse {
  message: string;
}

/** The public wallet page (/wallet?token=...): what an outside person with the link may see. */
export interface PublicWallet {
  worker: { full_name: string; job_title: string | null; profile_picture_url: string | null };
  enterprise_customer: { name: string };
  credentials: Array<
    Pick<UserCredential, 'id' | 'name' | 'issued' | 'issued_pretty_date' | 'expiry' | 'expires_pretty_date' | 'is_expired' | 'document_number'> & {
      issuer: string | null;
      /** Read from a file or sent by the worker, and not yet confirmed by the employer: shown as not yet verified. */
      needs_review: boolean;
      /** The document, served only through this token. */
      document_url: string | null;
    }
  >;
}

export interface PublicWalletResponse {
  wallet: PublicWallet;
}

export interface ExportWorkersInput {
  first_name: boolean;
  last_name: boolean;
  full_name: boolean;
  email: boolean;
  phone_number?: boolean;
  job_title?: boolean;
  /** The crews' names, separated by '; '. */
  crews?: boolean;
  /** The tags' names, separated by '; '. */
  tags?: boolean;
  /** Active or Inactive. */
  status?: boolean;
  /** The workers list's filters (search, status, crews, tags): only the workers they match are exported. */
  filters?: ExportWorkerFilters;
  /** A column naming the worker's credentials that nobody confirmed yet (read from a file or sent by link). */
  needs_review?: boolean;
  /** Credential catalogue ids; one column per credential with its expiry. */
  credentials: number[];
}

/** The workers list filters an export keeps; a missing one is the list's default (active workers, no other filter). */
export type ExportWorkerFilters = Partial<Pick<WorkerFilters, 'active' | 'has_crews' | 'worker_tags' | 'search'>>;

export interface ExportWorkersResponse {
  csv_string: string;
}

export interface UniqueCredential {
  id: number;
  label: string;
}

export interface UniqueCredentialsResponse {
  credentials: UniqueCredential[];
}

/** One line of a worker import file as the preview shows it. */
export interface WorkerImportRow {
  /** 1-based line number in the file (the header is line 1). */
  line: number;
  values: {
    first_name: string;
    last_name: string;
    email: string;
    phone_number: string;
    address: string;
    city: string;
    state: string;
    zip: string;
    dob: string;
    bio: string;
    /** en-CA or fr-CA ('' when the file has no such column or leaves it blank: en-CA). */
    preferred_language: string;
  };
  errors: Record<string, string[]>;
}

export interface WorkerImportPreviewResponse {
  read_as: CsvReading;
  rows: WorkerImportRow[];
  valid_count: number;
  error_count: number;
}

export interface WorkerImportResponse {
  imported: number;
  /** Rows with errors left out (mode valid_rows); 0 otherwise. */
  rejected: number;
  message: string;
  /**
   * mode valid_rows with rejected rows: those rows as CSV (the import's columns, then the file's line and the
   * reason), cells that could run as formulas neutralised; null otherwise.
   */
  rejected_csv: string | null;
}

export interface TimeLog {
  id: number;
  worker: { id: number; full_name: string };
  crew: { id: number; name: string } | null;
  crew_id: number | null;
  date: string;
  pretty_date: string;
  /** 'Today', 'Yesterday', or the weekday and date. */
  date_label: string;
  date_diff_for_humans: string;
  start_time: string | null;
  end_time: string | null;
  hours: number;
  minutes: number;
  /** Total minutes. */
  duration: number;
  notes: string | null;
}

export interface TimeLogFilters {
  year?: number;
  month?: number;
  worker_id?: number;
  crew_id?: number;
  date?: string;
  page?: number;
}

export interface TimeLogsResponse {
  time_logs: Paginated<TimeLog>;
  /** Sum over every log matching the filters, not only this page. */
  totals: { hours: number; minutes: number; duration: number };
}

export interface TimeLogResponse {
  time_log: TimeLog;
  message?: string;
}

export interface TimeLogInput {
  worker_id: number;
  crew_id: number | null;
  date: string;
  start_time: string | null;
  end_time: string | null;
  /** Blank (null) with both times given: the server works it out from them (an end before the start is the next day). */
  hours: number | null;
  minutes: number | null;
  notes: string | null;
}

/** POST /json/workers/{id}/tags: the tag added (an existing tag of that name is reused) and the worker's tags now. */
export interface WorkerTagResponse {
  tag: Tag;
  tags: Tag[];
}

export interface WorkerNoteResponse {
  note: WorkerNote;
}

export interface WorkerContactResponse {
  contact: WorkerContact;
  message?: string;
}

/** Body of POST /json/imports/workers/preview and POST /json/imports/workers: the file. */
export interface WorkerImportInput extends CsvUploadInput {
  /**
   * all (the default): any row with errors refuses the whole file. valid_rows: the rows without errors are
   * imported together and the others come back as rejected_csv.
   */
  mode?: WorkerImportMode;
}

export type WorkerImportMode = 'all' | 'valid_rows';

/** POST /json/workers/test-workers (demo mode only). */
export interface TestWorkersInput {
  /** 1 to 50; 10 when omitted. */
  count?: number;
}

export interface TestWorkersResponse {
  created: number;
  message: string;
}

