import { z } from 'zod';
import type { ExportWorkersResponse } from 'shared-api/contract';

export const exportInput = z.object({
  first_name: z.boolean({ error: 'The first name field must be true or false.' }).default(false),
  last_name: z.boolean({ error: 'The last name field must be true or false.' }).default(false),
  full_name: z.boolean({ error: 'The full name field must be true or false.' }).default(false),
  email: z.boolean({ error: 'The email field must be true or false.' }).default(false),
  credentials: z
    .array(z.number({ error: 'The selected credentials are invalid.' }).int().positive(), {
      error: 'The credentials field must be a list of credential ids.',
    })
    .max(200, 'No more than 200 credentials can be exported at once.')
    .default([]),
});

export const exportWorkersResponse = z.object({ csv_string: z.string() }) satisfies z.ZodType<ExportWorkersResponse>;
