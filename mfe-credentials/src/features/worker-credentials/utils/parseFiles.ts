import { truncate } from 'shared-ui';

/** Spec part 1 §9: the parse file list shows names cut to 25 characters and sizes in kb. */
export const PARSE_FILE_NAME_LENGTH = 25;

/** What the parser reads: PDFs and PNG or JPEG images (the server checks the content too). */
export const PARSE_ACCEPTED_TYPES = ['application/pdf', 'image/png', 'image/jpeg'];
export const PARSE_ACCEPT = 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg';

export const shortFileName = (name: string) => truncate(name, PARSE_FILE_NAME_LENGTH);

export function sizeInKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kb`;
}

export const isParseableFile = (file: File) => PARSE_ACCEPTED_TYPES.includes(file.type);

/** uploaded (queued), processing, uploaded, failed: spec part 1 §4 "Parse upload, per file". */
export type ParseUploadStatus = 'queued' | 'processing' | 'uploaded' | 'failed';

export const PARSE_STATUS_LABELS: Record<ParseUploadStatus, string> = {
  queued: 'Queued',
  processing: 'Processing',
  uploaded: 'Uploaded',
  failed: 'Failed',
};

export const PARSE_FINISHED_MESSAGE = 'Finished parsing all files. Results will be available shortly!';
export const parseUploadFailedMessage = (fileName: string) => `Error uploading file ${fileName}`;
