import type { BulkCredentialPreviewResponse, BulkCredentialPreviewRow, BulkCredentialRow, BulkCredentialUpload } from 'shared-api';

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

export const previewValid: BulkCredentialPreviewResponse = {
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
