import { z } from 'zod';
import type { ExportWorkersResponse } from 'shared-api/contract';
import { msg } from '../../../core/i18n';
import { idSchema } from '../../../core/http/ids';

const MAX_CREDENTIALS = 200;

const boolean = (attribute: string) => msg('workers:boolean', { attribute: msg(`workers:attributes.${attribute}`) });

export const exportInput = z.object({
  first_name: z.boolean({ error: boolean('first_name') }).default(false),
  last_name: z.boolean({ error: boolean('last_name') }).default(false),
  full_name: z.boolean({ error: boolean('full_name') }).default(false),
  email: z.boolean({ error: boolean('email') }).default(false),
  needs_review: z.boolean({ error: boolean('needs_review') }).default(false),
  credentials: z
    .array(idSchema(msg('workers:exports.credentials_invalid')), {
      error: msg('workers:exports.credentials_list'),
    })
    .max(MAX_CREDENTIALS, msg('workers:exports.credentials_max', { max: MAX_CREDENTIALS }))
    .default([]),
});

export const exportWorkersResponse = z.object({ csv_string: z.string() }) satisfies z.ZodType<ExportWorkersResponse>;
