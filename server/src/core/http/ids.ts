import { z } from 'zod';
import { notFound } from './errors';

/** The largest id an `integer` column holds. */
export const MAX_ID = 2_147_483_647;

/** The one id rule for ids in bodies and queries: a positive integer a column can hold (message: the field's own). */
export const idSchema = (message?: string) => z.coerce.number(message ? { error: message } : undefined).int(message).positive(message).max(MAX_ID, message);

const routeId = idSchema();

/**
 * Reads numeric ids from a route's params; anything that is not an id cannot name a record, so it answers 404
 * like a missing one.
 */
export function routeIds<K extends string>(params: unknown, ...keys: K[]): Record<K, number> {
  const values = (params ?? {}) as Record<string, unknown>;
  const ids = {} as Record<K, number>;
  for (const key of keys) {
    const parsed = routeId.safeParse(values[key]);
    if (!parsed.success) throw notFound();
    ids[key] = parsed.data;
  }
  return ids;
}
