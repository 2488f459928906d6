import type { FastifyRequest } from 'fastify';
import { msg } from '../i18n';
import { HttpError, validationError } from '../http/errors';
import { rejectNulCharacters } from '../http/input-guard';
import { MAX_UPLOAD_BYTES, tooLargeMessage } from './uploads';

export interface ReceivedFile {
  bytes: Buffer;
  filename: string;
}

export interface MultipartForm {
  /** null when the form carries no file (or an empty one) under the field. */
  file: ReceivedFile | null;
  fields: Record<string, string>;
}

/**
 * Reads a multipart form with one file field into memory, stopping at maxBytes: a larger file answers
 * 422 with the size message instead of being read to the end. A request that is not multipart has no file.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  { fileField, maxBytes = MAX_UPLOAD_BYTES }: { fileField: string; maxBytes?: number },
): Promise<MultipartForm> {
  const form: MultipartForm = { file: null, fields: {} };
  if (!request.isMultipart()) return form;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === 'field') {
        form.fields[part.fieldname] = String(part.value);
      } else if (part.fieldname === fileField && !form.file) {
        const bytes = await part.toBuffer();
        if (bytes.length > 0) form.file = { bytes, filename: part.filename };
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw validationError({ [fileField]: [tooLargeMessage(maxBytes)] });
    }
    if (error instanceof HttpError) throw error;
    // Anything else here is the body itself: no boundary, a broken part header, a form cut off mid-way.
    throw validationError({ [fileField]: [msg('files.unreadable_form')] });
  }
  rejectNulCharacters(form.fields);
  return form;
}
