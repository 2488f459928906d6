import { z } from 'zod';
import { notFound } from './errors';

const routeId = z.coerce.number().int().positive().max(2_147_483_647);

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
