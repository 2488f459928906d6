import type { BulkCredentialRow, BulkUploadStatus } from 'shared-api';
import type { BadgeTone } from 'shared-ui';

/**
 * The CSV header of each row field (part 2 §3), used to name a field in its error. These are the file's own column
 * names, which a French file uses too: they stay as they are in both languages.
 */
export const BULK_COLUMN_LABELS: Record<Exclude<keyof BulkCredentialRow, 'line'>, string> = {
  first_name: 'First Name',
  last_name: 'Last Name',
  email: 'Email',
  credential_name: 'Credential Name',
  issued: 'Credential Issued Date',
  expiry: 'Credential Expiry',
  credential_url: 'Credential URL',
  supporting_credential_name: 'Supporting Credential Name',
  supporting_issued: 'Supporting Credential Issued Date',
  supporting_expiry: 'Supporting Credential Expiry',
  supporting_credential_id: 'Supporting Credential ID',
  supporting_credential_url: 'Supporting Credential URL',
};

/** Each error of a preview row as one line, prefixed with the column it is about. */
export function rowErrorLines(errors: Record<string, string[]>): string[] {
  return Object.entries(errors).flatMap(([field, messages]) => {
    const label = BULK_COLUMN_LABELS[field as keyof typeof BULK_COLUMN_LABELS];
    return messages.map((message) => (label ? `${label}: ${message}` : message));
  });
}

export const UPLOAD_STATUS_TONES: Record<BulkUploadStatus, BadgeTone> = {
  queued: 'neutral',
  processing: 'info',
  done: 'success',
  failed: 'danger',
};

export const isFinished = (status: BulkUploadStatus) => status === 'done' || status === 'failed';

/** The details window of an upload, as the bulk_credential_upload notification links it. */
export function bulkUploadDetailsPath(fileUrl: string): string {
  return `/credentials/credential-bulk-uploads?${new URLSearchParams({ file_url: fileUrl })}`;
}

/** A server timestamp as the portal shows dates and times (Nov 22, 2026, 3:04 p.m. / 22 nov. 2026, 15 h 04). */
export function formatTimestamp(iso: string, dateTime: (value: Date) => string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTime(date);
}
