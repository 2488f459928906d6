import type { FastifyInstance } from 'fastify';
import { msg } from '../i18n';
import { notFound, validationError } from './errors';

const NUL = '\u0000';

/**
 * The paths ('first_name', 'tags.2', 'contact.name') of every string under `value` holding a NUL character,
 * which PostgreSQL cannot store in text and which no form of the portal can produce.
 */
export function nulPaths(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return value.includes(NUL) ? [path || '_'] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => nulPaths(item, path ? `${path}.${index}` : String(index)));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => nulPaths(item, path ? `${path}.${key}` : key));
  }
  return [];
}

/** A 422 naming each field whose text holds a NUL, or nothing when there is none. */
export function rejectNulCharacters(fields: unknown): void {
  const paths = nulPaths(fields);
  if (paths.length === 0) return;
  throw validationError(Object.fromEntries(paths.map((path) => [path, [msg('validation.nul_character', { attribute: path })]])));
}

/**
 * The one text check every route gets before its own validation: a NUL in the path names no record (404); in the
 * query string or a JSON body it answers 422 for the fields holding it. Multipart fields and CSV files are checked
 * where they are read (core/files/multipart.ts, core/lib/csv.ts).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (nulPaths(request.params).length > 0) throw notFound();
    rejectNulCharacters(request.query);
    if (typeof request.body === 'object' || typeof request.body === 'string') rejectNulCharacters(request.body);
  });
}
