import { z } from 'zod';

type SuccessStatus = 200 | 201 | 202;

/**
 * Fastify response schemas from zod schemas: fast-json-stringify writes each answer, and only the fields its
 * schema names, so a column added to a query (a password or token hash) never reaches a client.
 */
export function responses(schemas: Partial<Record<SuccessStatus, z.ZodType>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schemas).map(([status, schema]) => [status, z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' })]),
  );
}

/** `{ message }`, the answer of calls that only confirm. */
export const messageResponse = z.object({ message: z.string() });

/** Laravel's page shape around items of one schema (shared-api's Paginated). */
export const paginatedOf = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    from: z.number().int().nullable(),
    to: z.number().int().nullable(),
    total: z.number().int(),
    next_page_url: z.string().nullable(),
    prev_page_url: z.string().nullable(),
  });
