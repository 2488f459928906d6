import useSWR from 'swr';
import { API_BASE, apiFetch, apiUpload, type UploadOptions } from '../client';
import type {
  BulkCredentialPreviewResponse,
  BulkCredentialUploadHistoryResponse,
  BulkCredentialUploadResponse,
} from '../credentials-types';
import type { CsvUploadInput } from '../types';

/** Add Credentials tab (spec part 2 §2, §3, §5): bulk credential CSV files and their background processing. */

/** A link target for the sample file (downloaded by the browser, not fetched). */
export const BULK_CREDENTIALS_SAMPLE_URL = `${API_BASE}/credentials/bulk-upload/sample`;

/** Every row of the file with its errors, and how the file was read; nothing is written. */
export const previewBulkCredentials = (file: CsvUploadInput) =>
  apiFetch<BulkCredentialPreviewResponse>('/credentials/bulk-upload/preview', { method: 'POST', body: file });

/**
 * Queues the file (202) or, when the same credentials were uploaded before, answers that upload with the
 * message 'This file was already uploaded.' A file with any invalid row is refused whole (422).
 */
export const uploadBulkCredentials = (file: CsvUploadInput, fileName?: string, options: Omit<UploadOptions, 'method'> = {}) =>
  apiUpload<BulkCredentialUploadResponse>('/credentials/bulk-upload', { ...file, file_name: fileName }, options);

export const bulkCredentialUploadKey = (uploadId: number) => `/credentials/bulk-uploads/${uploadId}`;

/** Status and counts for the progress bar; `withResults` adds every row's outcome (large for a big file). */
export const fetchBulkCredentialUpload = (uploadId: number, { withResults = false }: { withResults?: boolean } = {}) =>
  apiFetch<BulkCredentialUploadResponse>(bulkCredentialUploadKey(uploadId), { query: { results: withResults ? 'all' : 'none' } });

/** Polls an upload's progress every `refreshInterval` ms (0: not polled). */
export function useBulkCredentialUpload(uploadId: number | null, refreshInterval = 0) {
  return useSWR(uploadId ? bulkCredentialUploadKey(uploadId) : null, () => fetchBulkCredentialUpload(uploadId!), { refreshInterval });
}

/** The details window: the upload a bulk_credential_upload notification's uploads_s3_url points at, with every row. */
export const fetchBulkCredentialUploadByFile = (fileUrl: string) =>
  apiFetch<BulkCredentialUploadResponse>('/credentials/bulk-uploads', { query: { file_url: fileUrl } });

export const bulkUploadHistoryKey = (page: number) => ['/credentials/bulk-uploads/history', page] as const;

/** The customer's uploads, newest first, a page at a time: the Add Credentials tab's history. */
export const fetchBulkUploadHistory = (page = 1) =>
  apiFetch<BulkCredentialUploadHistoryResponse>('/credentials/bulk-uploads/history', { query: { page } });

/** One page of the upload history; `refreshInterval` (ms, 0: not polled; or chosen from the latest page) follows uploads still running. */
export function useBulkUploadHistory(
  page: number,
  refreshInterval: number | ((latest: BulkCredentialUploadHistoryResponse | undefined) => number) = 0,
) {
  return useSWR(bulkUploadHistoryKey(page), ([, target]) => fetchBulkUploadHistory(target), { refreshInterval });
}
