import type {
  BulkCredentialPreviewResponse,
  BulkCredentialPreviewRow,
  BulkCredentialRow,
  BulkCredentialUpload,
  BulkCredentialUploadSummary,
} from 'shared-api';

/** Sample data for stories and tests of bulk upload (never fetched). */

export function makeRow(line: number, overrides: Partial<BulkCredentialRow> = {}): BulkCredentialRow {
  return {
    line,
    first_name: 'Ada',
    last_name: 'Fraser',
    email: 'ada.fraser@example.com',
    credential_name: 'Working at Heights',
    issued: '2025-03-14',
    expiry: '2028-03-14',
    credential_url: '',
    supporting_credential_name: '',
    supporting_issued: '',
    supporting_expiry: '',
    supporting_credential_id: '',
    supporting_credential_url: '',
    ...overrides,
  };
}

export function previewRow(
  line: number,
  overrides: Partial<BulkCredentialRow> = {},
  extra: Partial<Omit<BulkCredentialPreviewRow, 'line' | 'values'>> = {},
): BulkCredentialPreviewRow {
  return { line, values: makeRow(line, overrides), errors: {}, creates_worker: false, ...extra };
}

/** How the server read a file saved by Excel under French-Canadian Windows settings. */
export const readAsExcelFrench: BulkCredentialPreviewResponse['read_as'] = {
  delimiter: 'semicolon',
  encoding: 'windows-1252',
  byte_order_mark: false,
  encoding_certain: true,
};

export const previewValid: BulkCredentialPreviewResponse = {
  read_as: readAsExcelFrench,
  rows: [
    previewRow(2),
    previewRow(3, { first_name: 'Bram', last_name: 'Okafor', email: 'bram@example.com', credential_name: 'Standard First Aid', expiry: '' }, { creates_worker: true }),
    previewRow(4, {
      credential_name: 'Fall Protection',
      supporting_credential_name: 'Fall Arrest Refresher',
      supporting_issued: '2025-04-01',
      supporting_expiry: '2027-04-01',
    }),
  ],
  valid_count: 3,
  error_count: 0,
};

export const previewWithErrors: BulkCredentialPreviewResponse = {
  read_as: readAsExcelFrench,
  rows: [
    previewRow(2),
    previewRow(3, { email: 'not-an-email', credential_name: '' }, {
      errors: { email: ['The email must be a valid email address.'], credential_name: ['The credential name is required.'] },
    }),
    previewRow(4, { first_name: 'Chantal', last_name: 'Nguyen', email: 'chantal@example.com', expiry: '2024-13-40' }, {
      creates_worker: true,
      errors: { expiry: ['The credential expiry is not a valid date.'] },
    }),
  ],
  valid_count: 1,
  error_count: 2,
};

export function makeUpload(overrides: Partial<BulkCredentialUpload> = {}): BulkCredentialUpload {
  return {
    id: 31,
    status: 'processing',
    total_rows: 3,
    processed_rows: 1,
    created_count: 1,
    failed_count: 0,
    updated_count: 0,
    skipped_count: 0,
    workers_created_count: 0,
    error: null,
    file_url: '/json/credentials/bulk-uploads/31/file',
    created_at: '2026-11-22T15:04:00.000Z',
    finished_at: null,
    results: [],
    ...overrides,
  };
}

export const finishedUpload: BulkCredentialUpload = makeUpload({
  status: 'done',
  processed_rows: 4,
  total_rows: 4,
  created_count: 2,
  failed_count: 1,
  skipped_count: 1,
  workers_created_count: 1,
  finished_at: '2026-11-22T15:04:09.000Z',
  results: [
    { line: 2, outcome: 'created', message: 'Credential created.', worker: { id: 12, full_name: 'Ada Fraser' }, credential_name: 'Working at Heights' },
    {
      line: 3,
      outcome: 'created',
      message: 'Worker and credential created.',
      worker: { id: 40, full_name: 'Bram Okafor' },
      credential_name: 'Standard First Aid',
    },
    {
      line: 4,
      outcome: 'skipped',
      message: 'The worker already has this credential with the same dates.',
      worker: { id: 12, full_name: 'Ada Fraser' },
      credential_name: 'Fall Protection',
    },
    { line: 5, outcome: 'failed', message: 'The email must be a valid email address.', worker: null, credential_name: 'Confined Space' },
  ],
});

/** An upload as the history lists it: the counts, the file's name and who sent it. */
export function makeUploadSummary(overrides: Partial<BulkCredentialUploadSummary> = {}): BulkCredentialUploadSummary {
  const { results: _results, ...upload } = finishedUpload;
  return { ...upload, file_name: 'spring-crew.csv', uploaded_by: { id: 3, full_name: 'Dana Whitford' }, ...overrides };
}

export const uploadHistory: BulkCredentialUploadSummary[] = [
  makeUploadSummary({
    id: 34,
    status: 'processing',
    file_name: 'october-renewals.csv',
    total_rows: 1200,
    processed_rows: 450,
    created_count: 440,
    failed_count: 0,
    skipped_count: 0,
    workers_created_count: 3,
    file_url: '/json/credentials/bulk-uploads/34/file',
    created_at: '2026-11-24T09:12:00.000Z',
    finished_at: null,
  }),
  makeUploadSummary({ id: 33, file_url: '/json/credentials/bulk-uploads/33/file', created_at: '2026-11-23T16:40:00.000Z' }),
  makeUploadSummary({
    id: 32,
    status: 'failed',
    file_name: 'crew-b.csv',
    uploaded_by: null,
    total_rows: 4,
    processed_rows: 2,
    created_count: 0,
    failed_count: 0,
    skipped_count: 0,
    workers_created_count: 0,
    error: 'Processing stopped and could not be resumed. Upload the file again.',
    file_url: '/json/credentials/bulk-uploads/32/file',
    created_at: '2026-11-22T15:04:00.000Z',
  }),
];

/** The history's answer for one page. */
export function historyPage(uploads: BulkCredentialUploadSummary[], page = 1, lastPage = 1) {
  return {
    bulk_credential_uploads: {
      data: uploads,
      current_page: page,
      last_page: lastPage,
      per_page: 10,
      from: uploads.length > 0 ? (page - 1) * 10 + 1 : null,
      to: uploads.length > 0 ? (page - 1) * 10 + uploads.length : null,
      total: (lastPage - 1) * 10 + uploads.length,
      next_page_url: null,
      prev_page_url: null,
    },
  };
}
