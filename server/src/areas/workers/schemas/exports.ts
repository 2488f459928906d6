import { z } from 'zod';
import type { ExportWorkersResponse } from 'shared-api/contract';
import { msg } from '../../../core/i18n';
import { idSchema } from '../../../core/http/ids';
import { workerListQuery } from './workers';

const MAX_CREDENTIALS = 200;

const boolean = (attribute: string) => msg('workers:boolean', { attribute: msg(`workers:attributes.${attribute}`) });

export const exportInput = z.object({
  first_name: z.boolean({ error: boolean('first_name') }).default(false),
  last_name: z.boolean({ error: boolean('last_name') }).default(false),
  full_name: z.boolean({ error: boolean('full_name') }).default(false),
  email: z.boolean({ error: boolean('email') }).default(false),
  phone_number: z.boolean({ error: boolean('phone_number') }).default(false),
  job_title: z.boolean({ error: boolean('job_title') }).default(false),
  crews: z.boolean({ error: boolean('crews') }).default(false),
  tags: z.boolean({ error: boolean('tags') }).default(false),
  status: z.boolean({ error: boolean('status') }).default(false),
  needs_review: z.boolean({ error: boolean('needs_review') }).default(false),
  credentials: z
    .array(idSchema(msg('workers:exports.credentials_invalid')), {
      error: msg('workers:exports.credentials_list'),
    })
    .max(MAX_CREDENTIALS, msg('workers:exports.credentials_max', { max: MAX_CREDENTIALS }))
    .default([]),
  // The list's own checks and defaults: without filters the export holds the workers the list first shows (active).
  filters: workerListQuery
    .pick({ search: true, has_crews: true, worker_tags: true })
    .extend({ active: workerListQuery.shape.active.removeDefault().default('true') })
    .default({ search: '', has_crews: '', worker_tags: [], active: 'true' }),
});

export type ExportInput = z.infer<typeof exportInput>;

export const exportWorkersResponse = z.object({ csv_string: z.string() }) satisfies z.ZodType<ExportWorkersResponse>;
