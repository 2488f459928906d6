import useSWR from 'swr';
import { API_BASE, apiFetch, apiUpload, type UploadOptions } from '../client';
import type {
  ExportWorkersInput,
  ExportWorkersResponse,
  TagsResponse,
  TestWorkersResponse,
  UniqueCredentialsResponse,
  WorkerFilters,
  WorkerImportPreviewResponse,
  WorkerImportMode,
  WorkerImportResponse,
  WorkerInput,
  WorkerResponse,
  WorkersResponse,
} from '../workers-types';
import type { CsvUploadInput } from '../types';

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

/** Parses the file on the server and reports how it was read and every row's errors; nothing is written. */
export const previewWorkerImport = (file: CsvUploadInput, options: UploadOptions = {}) =>
  apiUpload<WorkerImportPreviewResponse>('/imports/workers/preview', file, options);

/**
 * mode all (the default): all or nothing, a 422 when any row is invalid, and then no worker is created.
 * mode valid_rows: the valid rows are created together and the others come back as rejected_csv.
 */
export const importWorkers = (file: CsvUploadInput, options: UploadOptions = {}, mode: WorkerImportMode = 'all') =>
  apiUpload<WorkerImportResponse>('/imports/workers', { ...file, mode }, options);
