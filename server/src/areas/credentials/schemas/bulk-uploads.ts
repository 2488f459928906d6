import { z } from 'zod';
import { msg } from '../../../core/i18n';
import { csvReadingResponse, csvUploadFields } from '../../../core/lib/csv-upload';
import { pageQuery } from '../../../core/http/pagination';
import { paginatedOf } from '../../../core/http/response';
import { requiredMessage, tooLongMessage } from '../messages';
import type {
  BulkCredentialPreviewResponse,
  BulkCredentialRow,
  BulkCredentialUpload,
  BulkCredentialUploadHistoryResponse,
  BulkCredentialUploadResponse,
  BulkCredentialUploadSummary,
  BulkRowOutcome,
} from 'shared-api/contract';

export const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** The file (its size and content checked as it is read, see readUploadedCsv). */
export const uploadInput = z.object({
  ...csvUploadFields,
  /** The chosen file's name, kept with the stored copy. */
  file_name: z.string().trim().max(200, tooLongMessage('file_name', 200)).optional(),
});

export const uploadDetailsQuery = z.object({
  /** 'none' leaves the per-row outcomes out: the progress bar polls only the counts. */
  results: z.enum(['all', 'none'], { error: msg('credentials:validation.results') }).default('all'),
});

export const uploadByFileUrlQuery = uploadDetailsQuery.extend({
  file_url: z.string({ error: requiredMessage('file_url') }).trim().min(1, requiredMessage('file_url')),
});

const text = z.string();
const bulkCredentialRow = z.object({
  line: z.number().int(),
  first_name: text,
  last_name: text,
  email: text,
  credential_name: text,
  issued: text,
  expiry: text,
  credential_url: text,
  supporting_credential_name: text,
  supporting_issued: text,
  supporting_expiry: text,
  supporting_credential_id: text,
  supporting_credential_url: text,
}) satisfies z.ZodType<BulkCredentialRow>;

export const previewResponse = z.object({
  read_as: csvReadingResponse,
  rows: z.array(
    z.object({
      line: z.number().int(),
      values: bulkCredentialRow,
      errors: z.record(z.string(), z.array(z.string())),
      creates_worker: z.boolean(),
    }),
  ),
  valid_count: z.number().int(),
  error_count: z.number().int(),
}) satisfies z.ZodType<BulkCredentialPreviewResponse>;

const bulkRowOutcome = z.object({
  line: z.number().int(),
  outcome: z.enum(['created', 'updated', 'skipped', 'failed']),
  message: z.string(),
  worker: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
  credential_name: z.string(),
}) satisfies z.ZodType<BulkRowOutcome>;

const count = z.number().int();
const uploadFields = {
  id: z.number().int(),
  status: z.enum(['queued', 'processing', 'done', 'failed']),
  total_rows: count,
  processed_rows: count,
  created_count: count,
  updated_count: count,
  skipped_count: count,
  failed_count: count,
  workers_created_count: count,
  error: z.string().nullable(),
  file_url: z.string(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
};
const bulkCredentialUpload = z.object({ ...uploadFields, results: z.array(bulkRowOutcome) }) satisfies z.ZodType<BulkCredentialUpload>;

export const uploadResponse = z.object({
  bulk_credential_upload: bulkCredentialUpload,
  message: z.string().optional(),
}) satisfies z.ZodType<BulkCredentialUploadResponse>;

export const historyQuery = z.object({ page: pageQuery.page });

const uploadSummary = z.object({
  ...uploadFields,
  file_name: z.string().nullable(),
  uploaded_by: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
}) satisfies z.ZodType<BulkCredentialUploadSummary>;

export const historyResponse = z.object({
  bulk_credential_uploads: paginatedOf(uploadSummary),
}) satisfies z.ZodType<BulkCredentialUploadHistoryResponse>;
