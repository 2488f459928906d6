import { z } from 'zod';
import type { WorkerCrewsResponse } from 'shared-api/contract';

export const workerCrewsResponse = z.object({
  crews: z.array(z.object({ id: z.number().int(), name: z.string(), crew_workers_count: z.number().int() })),
}) satisfies z.ZodType<WorkerCrewsResponse>;
