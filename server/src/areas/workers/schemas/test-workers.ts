import { z } from 'zod';
import type { TestWorkersResponse } from 'shared-api/contract';
import { msg } from '../../../core/i18n';

export const testWorkersInput = z.object({
  count: z.coerce
    .number({ error: msg('workers:test_workers.count_number') })
    .int(msg('workers:test_workers.count_integer'))
    .min(1, msg('workers:test_workers.count_min', { min: 1 }))
    .max(50, msg('workers:test_workers.count_max', { max: 50 }))
    .default(10),
});

export const testWorkersResponse = z.object({ created: z.number().int(), message: z.string() }) satisfies z.ZodType<TestWorkersResponse>;
