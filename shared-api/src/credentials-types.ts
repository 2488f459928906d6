/**
 * Contract of the credentials area (spec part 1 §3/§7 "Worker credentials", part 2 §2 Credentials page,
 * change-issuer modals, public fulfil/update pages, bulk upload). Builds on UserCredential in types.ts.
 */
import type { CsvReading, NotificationItem, Paginated, UserCredential } from './types';

export interface UserCredentialType {
  id: number;
  label: string;
}

export interface UserCredentialTypesResponse {
  user_credential_types: UserCredentialType[];
}

/** Where a parsed value came from: read from the file, or typed/confirmed by a person. */
export type ValueSource = 'file' | 'person';

export interface ParsedField {
  value: string | null;
  source: ValueSource;
  /** 0..1 for values read from the file. */
  confidence?: number;
}

/** metadata.results.key_value_pairs of a parsed credential. */
export interface ParsedKeyValuePairs {
  credential_name?: ParsedField;
  holder_name?: ParsedField;
  issuer?: ParsedField;
  issued?: ParsedField;
  expiry?: ParsedField;
  document_number?: ParsedField;
}

export interface ActiveUpdateRequest {
  id: number;
  created_diff_for_humans: string;
  /** Null: only the token's hash is kept (ADR 0018), so a listed request carries no working link. */
  update_url: string | null;
  message: string | null;
}

export interface InternalAssessment {
  id: number;
  score: number;
  notes: string;
  created_at_diff_for_humans: string;
  created_by_user: { id: number; full_name: string } | null;
}

/** A credential as the worker panel shows it: the list item plus what the panel needs. */
export interface WorkerUserCredential extends UserCredential {
  user_credential_type: UserCredentialType | null;
  active_update_requests: ActiveUpdateRequest[];
  internal_assessments_count: number;
  /** The linked platform user, when the credential is the worker's own (copyable). */
  user: { id: number; full_name: string } | null;
  /** A worker's own credential the customer has already copied into its records. */
  copied_to_records: boolean;
  metadata: { results?: { key_value_pairs?: ParsedKeyValuePairs } };
  /** True while a parse proposal waits for a person to review it. */
  needs_review: boolean;
  /**
   * A replacement a worker sent through an update link, while it waits for an admin: the version it replaced
   * (kept, document included, until the admin confirms the replacement or goes back to it) and the sent document.
   */
  replacement: CredentialReplacement | null;
}

/** A stored document as the review shows it. */
export interface CredentialDocument {
  url: string;
  file_name: string;
  /** PNG or JPEG, shown as a picture; a PDF is opened. */
  is_image: boolean;
}

export interface CredentialReplacement {
  previous: { document: CredentialDocument | null; issued: string | null; expiry: string | null; document_number: string | null };
  /** The document the worker sent; null when the worker changed only the dates. */
  submitted_document: CredentialDocument | null;
  submitted_at: string;
}

export type ParseJobStatus = 'queued' | 'processing' | 'done' | 'failed';

export interface CredentialParseJob {
  id: number;
  status: ParseJobStatus;
  group_id: string;
  file_name: string | null;
  file_url: string | null;
  error: string | null;
  user_credential_id: number | null;
  created_at_diff: string;
}

export interface WorkerCredentialsResponse {
  user_credentials: WorkerUserCredential[];
  user_credential_parse_jobs: CredentialParseJob[];
}

export interface WorkerUserCredentialResponse {
  user_credential: WorkerUserCredential;
  message?: string;
}

export interface CredentialParseResponse {
  user_credential_parse_job: CredentialParseJob;
}

/** GET /json/user-credential-parse-jobs?group_id=...: the Parse File tab polls its files' jobs. */
export interface CredentialParseJobsResponse {
  user_credential_parse_jobs: CredentialParseJob[];
}

export interface InternalAssessmentsResponse {
  internal_assessments: Paginated<InternalAssessment>;
}

export interface InternalAssessmentResponse {
  internal_assessment: InternalAssessment;
}

export interface CredentialIssuer {
  id: number;
  name: string;
  description: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  address: string | null;
  country: string | null;
  /** Labelled Province. */
  state: string | null;
  city: string | null;
  postal_code: string | null;
  created_at_short: string;
}

export type CredentialIssuerInput = Partial<Omit<CredentialIssuer, 'id' | 'created_at_short'>> & { name: string };

export interface CredentialIssuersResponse {
  credential_issuers: CredentialIssuer[];
}

export interface CredentialIssuerResponse {
  credential_issuer: CredentialIssuer;
}

export interface SetIssuerResponse {
  message: string;
  user_credential: WorkerUserCredential;
}

export interface CredentialUpdateRequest {
  id: number;
  /**
   * The public update page (/user-credential-requests/{token}), only in the answer of the call that made the link
   * (request, Send again); null when listed (ADR 0018: only the token's hash is kept).
   */
  update_url: string | null;
  message: string | null;
  created_at_pretty_date: string;
  created_diff_for_humans: string;
  requested_at: string;
  completed_at: string | null;
  completed_at_diff_for_humans: string | null;
  user_credential: { id: number; name: string; worker: { id: number; full_name: string } | null };
}

export interface CredentialUpdateRequestsResponse {
  update_requests: Paginated<CredentialUpdateRequest>;
}

/** One row of a bulk credential CSV (part 2 §3 columns). */
export interface BulkCredentialRow {
  line: number;
  first_name: string;
  last_name: string;
  email: string;
  credential_name: string;
  issued: string;
  expiry: string;
  credential_url: string;
  supporting_credential_name: string;
  supporting_issued: string;
  supporting_expiry: string;
  supporting_credential_id: string;
  supporting_credential_url: string;
}

export interface BulkCredentialPreviewRow {
  line: number;
  values: BulkCredentialRow;
  errors: Record<string, string[]>;
  /** True when no worker with this e-mail exists yet: the upload will create one. */
  creates_worker: boolean;
}

export interface BulkCredentialPreviewResponse {
  read_as: CsvReading;
  rows: BulkCredentialPreviewRow[];
  valid_count: number;
  error_count: number;
}

export type BulkUploadStatus = 'queued' | 'processing' | 'done' | 'failed';

export interface BulkRowOutcome {
  line: number;
  outcome: 'created' | 'updated' | 'skipped' | 'failed';
  message: string;
  worker: { id: number; full_name: string } | null;
  credential_name: string;
}

export interface BulkCredentialUpload {
  id: number;
  status: BulkUploadStatus;
  total_rows: number;
  processed_rows: number;
  created_count: number;
  failed_count: number;
  file_url: string;
  created_at: string;
  finished_at: string | null;
  results: BulkRowOutcome[];
  /** Rows whose credential was already on file (same name and issued date) and got new details. */
  updated_count: number;
  /** Rows whose credential was already on file unchanged. */
  skipped_count: number;
  /** Workers the upload created because no worker had the row's e-mail. */
  workers_created_count: number;
  /** Why the whole upload failed, when it did. */
  error: string | null;
}

export interface BulkCredentialUploadResponse {
  bulk_credential_upload: BulkCredentialUpload;
  message?: string;
}

/** One upload as the Add Credentials tab's history lists it: its counts without the per-row outcomes. */
export interface BulkCredentialUploadSummary extends Omit<BulkCredentialUpload, 'results'> {
  /** The name of the file as it was chosen. */
  file_name: string | null;
  /** The staff member who uploaded it; null once that user is gone. */
  uploaded_by: { id: number; full_name: string } | null;
}

/** GET /json/credentials/bulk-uploads/history?page=: the customer's uploads, newest first. */
export interface BulkCredentialUploadHistoryResponse {
  bulk_credential_uploads: Paginated<BulkCredentialUploadSummary>;
}

/** Public fulfil page: GET /json/credential-requests/{token}. */
export interface PublicCredentialRequest {
  credential_request: {
    id: number;
    completed_at: string | null;
    worker: { full_name: string };
    enterprise_customer: { name: string };
    metadata: {
      credential: { label: string; validity_period_months: number | null };
      prompt: { title: string; message: string };
    };
  };
}

/** Public update page: GET /json/user-credential-requests/{token}; an unknown or withdrawn token is a 404 (the link is not valid). */
export interface PublicUpdateRequestResponse {
  update_request: {
    id: number;
    message: string | null;
    completed_at: string | null;
    worker: { full_name: string };
    enterprise_customer: { name: string };
    user_credential: {
      id: number;
      name: string;
      issued: string | null;
      expiry: string | null;
      /** The number on the document on file: the page offers it to change, a renewal usually having a new one. */
      document_number: string | null;
      /** The catalogue credential's validity: the page proposes expiry = issued + these months. */
      validity_period_months: number | null;
      document_url: string | null;
    };
  };
  status: 'open' | 'completed';
  message: string;
}

export interface CredentialNotificationsResponse {
  notifications: Paginated<NotificationItem>;
}

/** POST /json/credentials/{id}/request-update. */
export interface RequestCredentialUpdateInput {
  /** Free text for the worker, up to 2000 characters. */
  message: string;
  crew_id?: number | null;
}

/**
 * POST /json/credentials/update-requests/{id}/resend (Send again: a new link e-mailed, the previous one stops
 * working) and, with `success`, POST /json/credentials/{id}/request-update: the only answers that carry the link.
 */
export interface UpdateRequestLinkResponse {
  message: string;
  update_request: CredentialUpdateRequest;
  /** Absolute: the link the e-mail carries. */
  link: string;
}

export interface RequestCredentialUpdateResponse extends UpdateRequestLinkResponse {
  success: true;
}

/**
 * POST /json/workers/{id}/credentials/duplicates (the Add Credential form's name, document_number and file): the
 * worker's credentials the upload would duplicate (same name and document number, or the same file content),
 * newest first, and what to ask the person (null when none).
 */
export interface DuplicateCredentialsResponse {
  duplicates: Array<{
    id: number;
    name: string;
    document_number: string | null;
    expiry: string | null;
    same_document_number: boolean;
    same_file: boolean;
  }>;
  message: string | null;
}

/**
 * GET /json/credentials/{id}/update-request-recipient: who an update request would be e-mailed to, before it is
 * sent; when nobody can receive it, no recipient and the reason (the message the send would be refused with).
 */
export interface UpdateRequestRecipientResponse {
  recipient: { full_name: string; email: string } | null;
  message: string | null;
}

/** GET /json/credentials/{id}/update-requests: the credential's open update requests. */
export interface CredentialOpenUpdateRequestsResponse {
  update_requests: CredentialUpdateRequest[];
}

/** POST /json/workers/{id}/credentials/{credId}/copy: credential_id links the copy to a catalogue credential. */
export interface CopyWorkerCredentialInput {
  credential_id?: number | null;
  crew_id?: number | null;
}

export interface InternalAssessmentInput {
  /** 0..5; 0 is a reset score. */
  score: number;
  notes: string;
}

/** POST /json/credential-requests/{token}/fulfil. */
export interface FulfilCredentialRequestResponse {
  credential_request: PublicCredentialRequest['credential_request'];
}

/** POST /json/user-credential-requests/{token}/update. */
export interface PublicUpdateSubmitResponse {
  update_request: PublicUpdateRequestResponse['update_request'];
  message: string;
}
