import useSWR from 'swr';
import { ApiError, API_BASE, apiFetch } from '../client';
import type { ApiErrorBody } from '../types';
import type {
  ExportWorkersInput,
  ExportWorkersResponse,
  TagsResponse,
  TestWorkersResponse,
  UniqueCredentialsResponse,
  WorkerFilters,
  WorkerImportPreviewResponse,
  WorkerImportResponse,
  WorkerInput,
  WorkerResponse,
  WorkersResponse,
} from '../workers-types';

/** Cards per page on the workers list: fills rows of 1, 2, 3 or 4 columns evenly. */
export const WORKERS_PER_PAGE = 24;

export interface WorkersQuery {
  filters: WorkerFilters;
  page: number;
  perPage?: number;
}

export const fetchWorkers = ({ filters, page, perPage = WORKERS_PER_PAGE }: WorkersQuery, signal?: AbortSignal) =>
  apiFetch<WorkersResponse>('/workers', { query: { ...filters, page, per_page: perPage }, signal });

export const createWorker = (input: WorkerInput) => apiFetch<WorkerResponse>('/workers', { method: 'POST', body: input });

/** Deactivates: the server also removes the worker from every crew and withdraws its credential requests. */
export const archiveWorker = (workerId: number) =>
  apiFetch<WorkerResponse>(`/workers/${workerId}/archive`, { method: 'PUT' });

export const restoreWorker = (workerId: number) =>
  apiFetch<WorkerResponse>(`/workers/${workerId}/restore`, { method: 'PUT' });

/** Demo mode only: fills the customer with generated workers. */
export const addTestWorkers = (count: number) =>
  apiFetch<TestWorkersResponse>('/workers/test-workers', { method: 'POST', body: { count } });

export const fetchTagSuggestions = (name: string, signal?: AbortSignal) =>
  apiFetch<TagsResponse>('/tags/suggestions', { query: { name }, signal });

export const exportWorkers = (input: ExportWorkersInput) =>
  apiFetch<ExportWorkersResponse>('/exports/workers', { method: 'POST', body: input });

export const uniqueCredentialsKey = '/credentials/unique';
export const fetchUniqueCredentials = () => apiFetch<UniqueCredentialsResponse>(uniqueCredentialsKey);

/** The credential catalogue the export modal offers as columns; loaded only while `enabled`. */
export function useUniqueCredentials(enabled = true) {
  return useSWR(enabled ? uniqueCredentialsKey : null, fetchUniqueCredentials);
}

/** The largest worker import file the server accepts. */
export const WORKER_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** A plain link (not a fetch): the browser downloads sample-workers.csv itself. */
export const WORKER_IMPORT_SAMPLE_URL = `${API_BASE}/imports/workers/sample`;

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions {
  /** Called as the request body goes out; after the last call the server is still processing. */
  onUploadProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

function csrfToken(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';
}

/**
 * A JSON POST that reports upload progress. fetch cannot observe an upload, so this one call goes
 * through XMLHttpRequest with the same headers and error shape as apiFetch.
 */
function postWithUploadProgress<T>(path: string, body: unknown, { onUploadProgress, signal }: UploadOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}${path}`);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Content-Type', 'application/json');
    request.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    request.setRequestHeader('X-CSRF-TOKEN', csrfToken());
    request.withCredentials = true;
    if (onUploadProgress) {
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) onUploadProgress({ loaded: event.loaded, total: event.total });
      };
    }
    request.onload = () => {
      let parsed: unknown;
      try {
        parsed = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        parsed = { message: request.responseText };
      }
      if (request.status >= 200 && request.status < 300) {
        resolve(parsed as T);
        return;
      }
      const errorBody = (parsed as ApiErrorBody | undefined) ?? { message: request.statusText || 'Request failed' };
      reject(new ApiError(request.status, { message: errorBody.message || 'Request failed', errors: errorBody.errors }));
    };
    request.onerror = () =>
      reject(new ApiError(0, { message: 'The server could not be reached. Check your connection and try again.' }));
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(JSON.stringify(body));
  });
}

/** Parses the file on the server and reports every row's errors; nothing is written. */
export const previewWorkerImport = (csv: string, options: UploadOptions = {}) =>
  postWithUploadProgress<WorkerImportPreviewResponse>('/imports/workers/preview', { csv }, options);

/** All or nothing: a 422 when any row is invalid, and then no worker is created. */
export const importWorkers = (csv: string, options: UploadOptions = {}) =>
  postWithUploadProgress<WorkerImportResponse>('/imports/workers', { csv }, options);
