import { formatNumber, truncate, type Locale } from 'shared-ui';
import { EN_CREDENTIALS, getCredentialsT } from '../../../i18n';

/** Spec part 1 §9: the parse file list shows names cut to 25 characters and sizes in kb. */
export const PARSE_FILE_NAME_LENGTH = 25;

/** What the parser reads: PDFs and PNG or JPEG images (the server checks the content too). */
export const PARSE_ACCEPTED_TYPES = ['application/pdf', 'image/png', 'image/jpeg'];
export const PARSE_ACCEPT = 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg';

export const shortFileName = (name: string) => truncate(name, PARSE_FILE_NAME_LENGTH);

/** '2.0 kb' / '2,0 ko', in the current language unless one is given. */
export function sizeInKb(bytes: number, locale?: Locale): string {
  const size = formatNumber(bytes / 1024, { locale, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false });
  return getCredentialsT(locale)('parse.size', { size });
}

export const isParseableFile = (file: File) => PARSE_ACCEPTED_TYPES.includes(file.type);

/**
 * uploaded (queued), processing, uploaded, failed: spec part 1 §4 "Parse upload, per file"; then done once the
 * server has read the file into a credential (a file it could not read is failed too).
 */
export type ParseUploadStatus = 'queued' | 'processing' | 'uploaded' | 'done' | 'failed';

/** A batch in which every file has finished, and how many of them failed. */
export interface ParseBatchOutcome {
  total: number;
  failed: number;
}

/** The batch's outcome once every file is read or failed; null while any is waiting, being sent or being read. */
export function batchOutcome(files: Array<{ status: ParseUploadStatus }>): ParseBatchOutcome | null {
  if (files.length === 0 || files.some((file) => file.status !== 'done' && file.status !== 'failed')) return null;
  return { total: files.length, failed: files.filter((file) => file.status === 'failed').length };
}

/** The English text (tests compare with it); the section shows the reader's language. */
export const PARSE_FINISHED_MESSAGE = EN_CREDENTIALS.parse.finished;

/** Said when it happens, in the language of that moment. */
export const parseUploadFailedMessage = (fileName: string) => getCredentialsT()('parse.uploadFailed', { name: fileName });
