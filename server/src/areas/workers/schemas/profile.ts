import { z } from 'zod';

export const jobTitleInput = z.object({
  job_title: z
    .string({ error: 'The job title must be a string.' })
    .trim()
    .max(255, 'The job title may not be greater than 255 characters.')
    .nullable()
    .transform((title) => title || null),
});
