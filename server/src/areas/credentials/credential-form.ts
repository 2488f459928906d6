import type { FastifyRequest } from 'fastify';
import { readMultipartForm, type ReceivedFile } from '../../core/files';

export interface CredentialForm {
  fields: Record<string, unknown>;
  file: ReceivedFile | null;
}

/**
 * The fields (and the one file, if any) of a form sent as multipart, as the spec's pages do, or as JSON.
 * Multipart fields arrive as strings; the schemas accept both.
 */
export async function readCredentialForm(request: FastifyRequest, fileField: string): Promise<CredentialForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: body && typeof body === 'object' ? (body as Record<string, unknown>) : {}, file: null };
  }
  const form = await readMultipartForm(request, { fileField });
  return { fields: form.fields, file: form.file };
}
