import { z } from 'zod';
import type { TestWorkersResponse } from 'shared-api/contract';

export const testWorkersInput = z.object({
  count: z.coerce
    .number({ error: 'The count must be a number.' })
    .int('The count must be a whole number.')
    .min(1, 'The count must be at least 1.')
    .max(50, 'The count may not be greater than 50.')
    .default(10),
});

export const testWorkersResponse = z.object({ created: z.number().int(), message: z.string() }) satisfies z.ZodType<TestWorkersResponse>;
