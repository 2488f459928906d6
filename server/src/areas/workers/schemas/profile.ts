import { z } from 'zod';
import { msg } from '../../../core/i18n';

export const jobTitleInput = z.object({
  job_title: z
    .string({ error: msg('workers:profile.job_title_string') })
    .trim()
    .max(255, msg('workers:profile.job_title_max', { max: 255 }))
    .nullable()
    .transform((title) => title || null),
});
