import type { FastifyInstance } from 'fastify';
import { msg } from '../i18n';
import { HttpError, notFound, validationError } from './errors';

const NUL = '\u0000';

/**
 * How deep a JSON body may nest: the portal's deepest form sends a list of objects in an object (3 levels), so 32
 * leaves room for any client while a body nested thousands deep is refused before anything walks it.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether the JSON text nests arrays and objects deeper than `max`, read in one pass over the characters (brackets
 * inside strings do not count) and stopping at the first level too deep: no recursion, whatever the text.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * The paths ('first_name', 'tags.2', 'contact.name') of every string under `value` holding a NUL character,
 * which PostgreSQL cannot store in text and which no form of the portal can produce. Walked with a stack of its
 * own, not by recursion, so no input can overflow the call stack; the paths come in the order of the fields.
 */
export function nulPaths(value: unknown): string[] {
  const paths: string[] = [];
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: item, path } = next;
    if (typeof item === 'string') {
      if (item.includes(NUL)) paths.push(path || '_');
    } else if (item !== null && typeof item === 'object') {
      const children = Array.isArray(item) ? item.map((child, index) => [String(index), child] as const) : Object.entries(item);
      for (let i = children.length - 1; i >= 0; i--) {
        const [key, child] = children[i];
        pending.push({ value: child, path: path ? `${path}.${key}` : key });
      }
    }
  }
  return paths;
}

/** A 422 naming each field whose text holds a NUL, or nothing when there is none. */
export function rejectNulCharacters(fields: unknown): void {
  const paths = nulPaths(fields);
  if (paths.length === 0) return;
  throw validationError(Object.fromEntries(paths.map((path) => [path, [msg('validation.nul_character', { attribute: path })]])));
}

/**
 * The one text check every route gets before its own validation: a JSON body nested deeper than MAX_JSON_DEPTH is
 * refused with a 400 before it is parsed (the size is Fastify's bodyLimit, 413 above it); a NUL in the path names
 * no record (404); in the query string or a JSON body it answers 422 for the fields holding it. Multipart fields and
 * CSV files are checked where they are read (core/files/multipart.ts, core/lib/csv.ts).
 */
export function registerInputGuard(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body: string, done) => {
    if (nestsDeeperThan(body, MAX_JSON_DEPTH)) {
      done(new HttpError(400, msg('errors.json_too_deep', { max: MAX_JSON_DEPTH })), undefined);
      return;
    }
    parseJson(request, body, done);
  });
  app.addHook('preValidation', async (request) => {
    if (nulPaths(request.params).length > 0) throw notFound();
    rejectNulCharacters(request.query);
    if (typeof request.body === 'object' || typeof request.body === 'string') rejectNulCharacters(request.body);
  });
}
