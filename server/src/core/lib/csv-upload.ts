import { z } from 'zod';
import { validationError } from '../http/errors';
import { msg, oneOf, type Message } from '../i18n';
import type { CsvReading } from 'shared-api/contract';
import { CSV_DELIMITERS, CSV_ENCODINGS, CsvError, readCsvFile, type CsvDelimiter, type CsvEncoding, type CsvFile } from './csv';

/**
 * The body fields of a CSV upload (the worker import, the bulk credential upload): the file as text (`csv`,
 * for API callers) or as its bytes in base64 (`csv_base64`, what the browser sends, so that a Windows-1252
 * file's accents reach the server intact), and the encoding the person chose when the preview was unsure.
 */
export const csvUploadFields = {
  csv: z.string({ error: msg('validation.string', { attribute: 'csv' }) }).optional(),
  csv_base64: z.base64({ error: msg('validation.string', { attribute: 'csv_base64' }) }).optional(),
  encoding: z.enum(CSV_ENCODINGS, { error: msg('validation.one_of', { attribute: 'encoding', values: oneOf([...CSV_ENCODINGS]) }) }).optional(),
};

export interface CsvUpload {
  csv?: string;
  csv_base64?: string;
  encoding?: CsvEncoding;
}

/** The uploaded file read (readCsvFile); a missing, too large or unreadable file answers 422 on the csv field. */
export function readUploadedCsv(input: CsvUpload, limits: { maxBytes: number; required: Message; tooLarge: Message }): CsvFile {
  const file = input.csv_base64 !== undefined ? Buffer.from(input.csv_base64, 'base64') : input.csv;
  if (file === undefined || file.length === 0) throw validationError({ csv: [limits.required] });
  const bytes = typeof file === 'string' ? Buffer.byteLength(file, 'utf8') : file.length;
  if (bytes > limits.maxBytes) throw validationError({ csv: [limits.tooLarge] });
  try {
    return readCsvFile(file, input.encoding);
  } catch (error) {
    if (error instanceof CsvError) throw validationError({ csv: [error.message] });
    throw error;
  }
}

/** How the file was read, as a preview answers it. */
export const csvReadingResponse = z.object({
  delimiter: z.enum(Object.keys(CSV_DELIMITERS) as [CsvDelimiter, ...CsvDelimiter[]]),
  encoding: z.enum(CSV_ENCODINGS),
  byte_order_mark: z.boolean(),
  encoding_certain: z.boolean(),
}) satisfies z.ZodType<CsvReading>;
