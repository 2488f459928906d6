import type { FastifyReply } from 'fastify';
import type { Queryable } from '../db';
import type { FileStorage } from '../storage';
import { notFound } from '../http/errors';

export interface ServableFile {
  storage_key: string;
  mime_type: string;
  original_name: string;
}

/** inline; filename="..." with an ASCII fallback and the exact UTF-8 name (RFC 6266). */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^A-Za-z0-9._ ()-]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Sends stored bytes with their checked content type. Only PDF, PNG and JPEG are ever stored, and nosniff
 * keeps a browser from reading them as anything else. By default only the viewer's browser may cache them;
 * files reached through a revocable link pass 'no-store'. No referrer leaves a document (its URL may hold a token).
 */
export async function sendStoredFile(
  reply: FastifyReply,
  storage: FileStorage,
  file: ServableFile,
  { cacheControl = 'private, max-age=3600' }: { cacheControl?: string } = {},
): Promise<FastifyReply> {
  const bytes = await storage.get(file.storage_key);
  if (!bytes) throw notFound();
  return reply
    .header('Content-Type', file.mime_type)
    .header('Content-Disposition', contentDisposition(file.original_name))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Referrer-Policy', 'no-referrer')
    .header('Cache-Control', cacheControl)
    .send(bytes);
}

/** A file of the customer's, or 404 (also for another customer's file). */
export async function loadCustomerFile(db: Queryable, customerId: number, fileId: number): Promise<ServableFile> {
  const [file] = await db.query<ServableFile>(
    'select storage_key, mime_type, original_name from files where id = $1 and enterprise_customer_id = $2',
    [fileId, customerId],
  );
  if (!file) throw notFound();
  return file;
}
